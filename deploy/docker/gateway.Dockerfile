# syntax=docker/dockerfile:1
# The gateway image: Debian's nginx serving the built shell and the five versioned remotes, and proxying /api/,
# /generator/ and /media/ to the API (the Kubernetes Service `api`, port 8080). The site is built here with
# `node scripts/build.mjs`; nginx.conf is rendered by scripts/nginx-config.mjs from deploy/nginx/ (never edited here).
#   docker build -f deploy/docker/gateway.Dockerfile -t registry.example.com/abacus/gateway:0.1.0 .
#   serve: (default)        site-sync /srv/site <volume>: the Kubernetes init container (deploy/docker/site-sync.sh)
# Node's version is scripts/runtime.mjs's NODE_VERSION, pnpm's is scripts/setup.mjs's (deploy/tests checks both).

ARG NODE_VERSION=24.21.0
# The addresses whose X-Forwarded-For nginx believes: the load balancer (Gateway API implementation) in front of it,
# somewhere in the cluster's private ranges. Without them every client would look like that load balancer to the
# API's sign-in throttles.
ARG REAL_IP_FROM="10.0.0.0/8 172.16.0.0/12 192.168.0.0/16 fc00::/7"

FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG PNPM_VERSION=12.21.0
ARG REAL_IP_FROM
ENV CI=true
# Debian's nginx and its brotli modules here too: `--brotli auto` loads them only where it finds them, and this
# stage must find the same files as the final one. `nginx -t` below checks the rendered config with them.
# RUNLEVEL=1: the package's postinst would otherwise start an nginx service. Chromium: the build prerenders the
# landing page into index.html with it (scripts/prerender.mjs); this stage is thrown away.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static chromium \
 && rm -rf /var/lib/apt/lists/*
RUN npm install --global --no-audit --no-fund --loglevel=error pnpm@${PNPM_VERSION}
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=abacus-pnpm-store,target=/pnpm-store \
    pnpm fetch --store-dir /pnpm-store
COPY . .
# Every workspace dependency (webpack and the rest are dev dependencies): this stage is thrown away.
RUN --mount=type=cache,id=abacus-pnpm-store,target=/pnpm-store \
    pnpm install --frozen-lockfile --offline --store-dir /pnpm-store
RUN node scripts/build.mjs
# The config nginx runs on, then the same for `nginx -t` here, with an upstream that resolves in this stage (the
# Service name `api` resolves only in the cluster), its own run folder, and no access log (this step's stdout may be
# no file nginx can open).
RUN set -eu; \
    real_ip=""; for address in $REAL_IP_FROM; do real_ip="$real_ip --real-ip-from $address"; done; \
    node scripts/nginx-config.mjs --listen 8080 --upstream api:8080 --root /srv/site --out /etc/nginx/nginx.conf \
      --brotli auto --prefix /run/nginx --foreground --access-log /dev/stdout $real_ip; \
    node scripts/nginx-config.mjs --listen 8080 --upstream 127.0.0.1:8080 --root /srv/site --out /tmp/check/nginx.conf \
      --brotli auto --prefix /tmp/check --foreground --access-log off $real_ip; \
    nginx -t -c /tmp/check/nginx.conf -e stderr

FROM debian:bookworm-slim
# The same uid as the API image (10001). nginx's run folder, /run/nginx, is the only place it writes.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d /var/www/html \
 && groupadd --system --gid 10001 abacus \
 && useradd --system --uid 10001 --gid 10001 --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin abacus \
 && mkdir -p /run/nginx \
 && chown 10001:10001 /run/nginx
COPY --from=build /etc/nginx/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /src/dist /srv/site
COPY --chmod=0755 deploy/docker/gateway-start.sh /usr/local/bin/gateway-start
COPY --chmod=0755 deploy/docker/site-sync.sh /usr/local/bin/site-sync
USER 10001:10001
EXPOSE 8080
# Docker's own check (Kubernetes uses the Deployment's probes): nginx answers with the shell's version file. bash's
# /dev/tcp, as the image has no curl.
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /shell-version.json HTTP/1.0\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
# SIGQUIT: nginx finishes the requests in flight before it exits.
STOPSIGNAL SIGQUIT
ENTRYPOINT ["gateway-start"]
