#!/usr/bin/env bash
# npm run image:check — builds the server image from the repository's Dockerfile with podman, starts
# it against this machine's PostgreSQL and Redis, and checks it: /healthz, /readyz, the player site
# and console pages, one API call with its JSON envelope, the native modules (sharp, argon2, PGlite),
# the user (uid 1000), node as PID 1, the HEALTHCHECK, and a graceful stop on SIGTERM. Exits non-zero
# on the first failed check. On demand only, not in CI (it needs root, podman and a few minutes).
# What it showed, and why the base image is built locally: docs/deploy.md, "Checked how".
#
# Settings (environment):
#   IMAGE_CHECK_BASE_IMAGE  base image (default localhost/node:24-bookworm-slim, built by
#                           deploy/base-image/build-local-base.sh when missing; set it to
#                           node:24-bookworm-slim where Docker Hub is reachable)
#   IMAGE_CHECK_REBUILD_BASE=1  rebuild the local base image even if it exists
#   IMAGE_CHECK_PG          PostgreSQL server URL without a database (default postgres://postgres@127.0.0.1:5432)
#   IMAGE_CHECK_REDIS_URL   default redis://127.0.0.1:6379
#   IMAGE_CHECK_PORT        port the container listens on, host network (default 18080)
#   IMAGE_CHECK_CA_FILE     CA bundle the build's npm must trust (default: npm's cafile on this
#                           machine, if any; mounted during the build only, never in the image)
set -euo pipefail

ROOT_DIR=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT_DIR"
# shellcheck source=../deploy/base-image/podman-env.sh
. deploy/base-image/podman-env.sh

BASE_IMAGE=${IMAGE_CHECK_BASE_IMAGE:-localhost/node:24-bookworm-slim}
IMAGE=localhost/amigo-hall:image-check
PG=${IMAGE_CHECK_PG:-postgres://postgres@127.0.0.1:5432}
REDIS_URL=${IMAGE_CHECK_REDIS_URL:-redis://127.0.0.1:6379}
PORT=${IMAGE_CHECK_PORT:-18080}
BASE_URL=http://127.0.0.1:$PORT
DB=image_check_$$
CONTAINER=amigo-image-check-$$
WORK=$(mktemp -d /tmp/amigo-image-check.XXXXXX)
FAILED=0
DB_CREATED=0

step() { printf '\n== %s\n' "$*"; }
pass() { printf '  ok    %s\n' "$*"; }
fail() {
  printf '  FAIL  %s\n' "$*" >&2
  FAILED=1
  exit 1
}

cleanup() {
  local rc=$?
  if podman container exists "$CONTAINER" 2>/dev/null; then
    if ((rc != 0)); then
      echo '--- last container log lines ---' >&2
      podman logs --tail 30 "$CONTAINER" >&2 2>/dev/null || true
    fi
    podman rm -f "$CONTAINER" >/dev/null 2>&1 || true
  fi
  if ((DB_CREATED)); then psql "$PG/postgres" -qc "drop database if exists $DB" >/dev/null 2>&1 || true; fi
  rm -rf "$WORK"
  if ((rc != 0 || FAILED)); then echo "image check FAILED" >&2; fi
}
trap cleanup EXIT

[[ $(id -u) == 0 ]] || fail "run as root (podman here is rootful)"
for tool in podman curl psql openssl npm; do command -v "$tool" >/dev/null || fail "$tool is missing"; done

step "machine"
echo "  $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, Debian $(cat /etc/debian_version)"
echo "  $(podman --version), $(buildah --version 2>/dev/null | cut -d' ' -f1-3), runtime $(podman info --format '{{.Host.OCIRuntime.Name}} {{.Host.OCIRuntime.Version}}' | head -1), storage $(podman info --format '{{.Store.GraphDriverName}}')"

step "base image $BASE_IMAGE"
if [[ $BASE_IMAGE == localhost/* ]]; then
  if [[ ${IMAGE_CHECK_REBUILD_BASE:-} == 1 ]]; then
    BASE_IMAGE=$BASE_IMAGE deploy/base-image/build-local-base.sh --force
  else
    BASE_IMAGE=$BASE_IMAGE deploy/base-image/build-local-base.sh
  fi
fi

step "podman build"
BUILD_ARGS=(--format docker --network host --build-arg "NODE_IMAGE=$BASE_IMAGE" -t "$IMAGE")
CA_FILE=${IMAGE_CHECK_CA_FILE:-$(npm config get cafile 2>/dev/null || true)}
if [[ -n $CA_FILE && $CA_FILE != null && -f $CA_FILE ]]; then
  # This machine reaches the npm registry through a TLS-inspecting proxy whose CA is in the host's
  # bundle: the build's npm trusts it through a mounted bundle and npmrc, for the RUN steps only.
  printf 'cafile=/etc/ssl/certs/ca-certificates.crt\n' >"$WORK/npmrc"
  BUILD_ARGS+=(-v "$CA_FILE:/etc/ssl/certs/ca-certificates.crt:ro" -v "$WORK/npmrc:/usr/local/etc/npmrc:ro")
  echo "  npm in the build trusts $CA_FILE (mounted, not copied into the image)"
fi
started=$(date +%s)
if ! podman build "${BUILD_ARGS[@]}" . >"$WORK/build.log" 2>&1; then
  tail -40 "$WORK/build.log" >&2
  fail "podman build"
fi
build_seconds=$(($(date +%s) - started))
pass "built $IMAGE in ${build_seconds}s (layers podman had cached are reused)"
image_size=$(podman image inspect "$IMAGE" --format '{{.Size}}')
base_size=$(podman image inspect "$BASE_IMAGE" --format '{{.Size}}')
pass "image size $((image_size / 1000000)) MB (base $((base_size / 1000000)) MB)"
[[ $(podman image inspect "$IMAGE" --format '{{.Config.User}}') == node ]] || fail "image USER is not node"
podman image inspect "$IMAGE" --format '{{json .Config.Healthcheck}}' | grep -q healthz || fail "image has no HEALTHCHECK"
pass "image config: USER node, HEALTHCHECK on /healthz"

step "run against $PG/$DB and $REDIS_URL, port $PORT"
curl -s -o /dev/null "$BASE_URL/healthz" && fail "something already answers on port $PORT (set IMAGE_CHECK_PORT)"
psql "$PG/postgres" -qc "create database $DB" >/dev/null || fail "create database $DB"
DB_CREATED=1
podman run -d --name "$CONTAINER" --network host \
  -e PORT="$PORT" -e PUBLIC_URL="$BASE_URL" \
  -e DATABASE_URL="$PG/$DB" -e REDIS_URL="$REDIS_URL" \
  -e CARD_ENCRYPTION_KEY="$(openssl rand -base64 32)" \
  "$IMAGE" >/dev/null 2>"$WORK/run.err" || { cat "$WORK/run.err" >&2; fail "podman run"; }
started=$(date +%s)
for _ in $(seq 1 120); do
  curl -sf -o /dev/null "$BASE_URL/healthz" && break
  [[ $(podman inspect "$CONTAINER" --format '{{.State.Running}}') == true ]] || fail "the container exited during start"
  sleep 0.5
done
curl -sf -o /dev/null "$BASE_URL/healthz" || fail "/healthz did not answer within 60 s"
pass "listening after $(($(date +%s) - started))s (migrations on an empty database included)"

step "checks"
body=$(curl -s -w ' %{http_code}' "$BASE_URL/healthz")
[[ $body == '{"status":"ok"} 200' ]] || fail "/healthz: $body"
pass "/healthz $body"
body=$(curl -s -w ' %{http_code}' "$BASE_URL/readyz")
[[ $body == '{"status":"ready","database":"pg","redis":"up"} 200' ]] || fail "/readyz: $body"
pass "/readyz $body"
out=$(curl -s -o "$WORK/index.html" -w '%{http_code} %{content_type}' -H 'accept: text/html' "$BASE_URL/")
[[ $out == '200 text/html'* ]] && grep -q '<title>Amigo Hall</title>' "$WORK/index.html" || fail "player site /: $out"
pass "player site / $out, <title>Amigo Hall</title>"
out=$(curl -s -o "$WORK/console.html" -w '%{http_code} %{content_type}' -H 'accept: text/html' "$BASE_URL/console/")
[[ $out == '200 text/html'* ]] || fail "console /console/: $out"
pass "console /console/ $out"
# A state-changing call echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN (apps/server/src/http/xsrf.ts).
curl -s -c "$WORK/jar" -o /dev/null -H 'accept: text/html' "$BASE_URL/"
xsrf=$(awk '$6 == "XSRF-TOKEN" { print $7 }' "$WORK/jar")
[[ -n $xsrf ]] || fail "no XSRF-TOKEN cookie from /"
body=$(curl -s -b "$WORK/jar" -X POST -H 'content-type: application/json' -H "x-xsrf-token: $xsrf" -d '{}' "$BASE_URL/v2/app/auth/get")
[[ $body == '{"code":200,"msg":'*'"data":{"img":"'*'"uuid":"'* ]] || fail "POST /v2/app/auth/get: ${body:0:200}"
pass "POST /v2/app/auth/get (captcha GIF) ${body:0:48}…"
body=$(curl -s -X POST -H 'content-type: application/json' -d '{}' "$BASE_URL/v2/app/auth/get")
[[ $body == '{"code":403,'*'XSRF_MISMATCH'* ]] || fail "POST without XSRF token: ${body:0:200}"
pass "the same call without the XSRF header: envelope code 403 XSRF_MISMATCH"
native=$(podman exec -w /app/apps/server "$CONTAINER" node --input-type=module -e "
const sharp = (await import('sharp')).default;
const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).png().toBuffer();
const argon2 = await import('@node-rs/argon2');
const ok = await argon2.verify(await argon2.hash('check'), 'check');
const { PGlite } = await import('@electric-sql/pglite');
const db = new PGlite();
const rows = (await db.query('select 1 as one')).rows;
console.log(png.length > 0 && ok && rows[0].one === 1 ? 'native ok' : 'native wrong');
" 2>&1) || true
[[ $native == 'native ok' ]] || fail "native modules in the image: $native"
pass "sharp, @node-rs/argon2 and PGlite load and work in the image"
who=$(podman exec "$CONTAINER" id)
[[ $who == 'uid=1000(node) gid=1000(node)'* ]] || fail "podman exec id: $who"
pass "runs as $who"
pid1=$(podman exec "$CONTAINER" cat /proc/1/cmdline | tr '\0' ' ')
[[ $pid1 == 'node apps/server/dist/main.js ' ]] || fail "PID 1 is '$pid1'"
pass "PID 1 is: $pid1"
podman exec "$CONTAINER" sh -c 'touch /app/data/.w && rm /app/data/.w' || fail "/app/data is not writable"
podman exec "$CONTAINER" sh -c 'touch /app/x' 2>/dev/null && fail "/app is writable by the node user"
pass "writable /app/data only (not /app)"
# podman runs the HEALTHCHECK on a systemd timer, and this machine has no systemd: run it by hand.
podman healthcheck run "$CONTAINER" >/dev/null 2>&1 || fail "podman healthcheck run"
pass "podman healthcheck run: healthy"

step "podman stop (SIGTERM, 15 s grace)"
started=$(date +%s%N)
podman stop -t 15 "$CONTAINER" >/dev/null 2>&1
stop_ms=$((($(date +%s%N) - started) / 1000000))
code=$(podman inspect "$CONTAINER" --format '{{.State.ExitCode}}')
[[ $code == 0 ]] || fail "exit code $code after SIGTERM (137 means it was killed after the grace)"
((stop_ms < 15000)) || fail "stop took ${stop_ms} ms"
podman logs "$CONTAINER" 2>/dev/null | grep -q '"signal":"SIGTERM","msg":"closing"' || fail "no graceful 'closing' line in the log"
pass "stopped in ${stop_ms} ms, exit code 0, log: {\"signal\":\"SIGTERM\",\"msg\":\"closing\"}"

step "summary"
echo "  image $IMAGE: $((image_size / 1000000)) MB, built in ${build_seconds}s; every check passed"
