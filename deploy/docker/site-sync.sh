#!/bin/sh
# Puts the site built into the gateway image into the shared site volume of Kubernetes (deploy/k8s/site-volume.yaml),
# where nginx serves it and the API reads the release state of `pnpm release`. The gateway pods run it before nginx
# starts (an init container), so the volume always holds at least the build of the image that serves it.
#   site-sync <built site> <site volume>          e.g.  site-sync /srv/site /mnt/site
# - remotes/<name>/<version>/: copied only when the volume lacks that version (a version is immutable: one
#   published with `pnpm release publish` is never overwritten), into a hidden folder renamed into place;
# - the shell: every other file, each written to a hidden name then renamed; index.html, sw.js and
#   shell-version.json last, so a browser that sees the new shell finds every file it names;
# - config/regions.json: the file named by REGIONS_FILE (the regions ConfigMap) when set, else the image's;
# - remotes.json: only when the volume has none (the first install). After that it belongs to `pnpm release`, with
#   releases.json and releases.log, which are never touched here.
# Two pods may run it at once: each copy goes to a name of its own, and a rename that loses the race is dropped.
set -eu

if [ "$#" -ne 2 ] || [ ! -f "$1/index.html" ] || [ ! -d "$2" ]; then
  echo "usage: site-sync <built site with index.html> <existing site volume folder>" >&2
  exit 2
fi
from=$1
to=$2
tag=".sync-$$"

# put <source file> <target file>: copy beside the target under a hidden name, then rename over it.
put() {
  mkdir -p "$(dirname "$2")"
  hidden="$(dirname "$2")/.$(basename "$2")$tag"
  cp "$1" "$hidden"
  mv -f "$hidden" "$2"
}

added=0
for version_dir in "$from"/remotes/*/*/; do
  [ -d "$version_dir" ] || continue
  relative=${version_dir#"$from"/}
  relative=${relative%/}
  [ -e "$to/$relative" ] && continue
  hidden="$to/$(dirname "$relative")/.$(basename "$relative")$tag"
  mkdir -p "$(dirname "$hidden")"
  cp -R "$version_dir" "$hidden"
  if mv -T "$hidden" "$to/$relative" 2>/dev/null; then
    added=$((added + 1))
  else
    rm -rf "$hidden"
  fi
done

last_files="index.html sw.js shell-version.json"
for file in $(cd "$from" && find . -path ./remotes -prune -o -path ./config -prune -o -type f -print); do
  file=${file#./}
  case " $last_files remotes.json releases.json releases.log releases.lock " in *" $file "*) continue ;; esac
  put "$from/$file" "$to/$file"
done
for file in $last_files; do
  [ -f "$from/$file" ] && put "$from/$file" "$to/$file"
done

put "${REGIONS_FILE:-$from/config/regions.json}" "$to/config/regions.json"

map=kept
if [ ! -e "$to/remotes.json" ]; then
  put "$from/remotes.json" "$to/remotes.json"
  map=installed
fi
echo "site-sync: shell $(cat "$from/shell-version.json"), $added new remote version(s), remotes.json $map"
