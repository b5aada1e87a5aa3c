#!/bin/sh
# The gateway image's entrypoint: nginx in the foreground, as the image's unprivileged user, on the config rendered
# at build time (scripts/nginx-config.mjs --prefix /run/nginx --foreground --access-log /dev/stdout). Its run folder
# (pid file, temporary files) may be an empty volume (Kubernetes, with a read-only root file system), so the link
# that sends its error log to the container's stderr is made here, at each start.
#   docker run IMAGE        serve;   docker run IMAGE -t   test the config and exit
set -eu
run_dir=/run/nginx
mkdir -p "$run_dir"
ln -sf /dev/stderr "$run_dir/error.log"
exec nginx -c /etc/nginx/nginx.conf -e stderr "$@"
