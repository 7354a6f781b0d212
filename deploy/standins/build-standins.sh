#!/usr/bin/env bash
# Builds local stand-ins for the images deploy/compose.yaml pulls from Docker Hub (postgres,
# edoburu/pgbouncer, redis, minio/minio + minio/mc, nginx), from Debian bookworm packages and, for
# MinIO, s3rver from npm. They exist because the machine this project is checked on reaches only
# the npm registry and deb.debian.org; deploy/compose.standins.yaml swaps them in. On a normal
# machine use the real images (plain deploy/compose.yaml). What differs: README.md here.
#
# Needs root, podman and the base image from deploy/base-image/build-local-base.sh.
# Usage: deploy/standins/build-standins.sh [postgres pgbouncer redis nginx minio]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=../base-image/podman-env.sh
. "$HERE/../base-image/podman-env.sh"
BASE=${BASE_IMAGE:-localhost/node:24-bookworm-slim}
podman image exists "$BASE" || { echo "missing $BASE: run deploy/base-image/build-local-base.sh" >&2; exit 1; }

ARGS=(--format docker --network host --build-arg "BASE=$BASE")
CA_FILE=${BUILD_CA_FILE:-$(npm config get cafile 2>/dev/null || true)}
if [[ -n $CA_FILE && $CA_FILE != null && -f $CA_FILE ]]; then
  # This machine's TLS-inspecting egress proxy: npm trusts its CA during the build only.
  NPMRC=$(mktemp /tmp/amigo-standins-npmrc.XXXXXX)
  trap 'rm -f "$NPMRC"' EXIT
  printf 'cafile=/etc/ssl/certs/ca-certificates.crt\n' >"$NPMRC"
  ARGS+=(-v "$CA_FILE:/etc/ssl/certs/ca-certificates.crt:ro" -v "$NPMRC:/usr/local/etc/npmrc:ro")
fi

for name in "${@:-postgres pgbouncer redis nginx minio}"; do
  for n in $name; do
    echo "== localhost/amigo-standin-$n"
    podman build "${ARGS[@]}" -f "$HERE/Containerfile.$n" -t "localhost/amigo-standin-$n:latest" "$HERE" >/tmp/amigo-standin-$n.log 2>&1 ||
      { tail -30 "/tmp/amigo-standin-$n.log" >&2; exit 1; }
  done
done
podman images --filter reference='localhost/amigo-standin-*'
