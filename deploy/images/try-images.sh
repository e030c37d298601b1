#!/usr/bin/env bash
# Builds the images of the Dockerfile and runs them as an operator would, on one machine: PostgreSQL from the
# machine's packages, the `migrate` and `site create` commands in the api image (with the content folder), two API
# processes, the shell image, and the tested nginx configuration (deploy/nginx/marathon.conf.template) in front of
# them with the remotes published by the remotes image from the same build. Then it checks, through
# nginx, what a visitor and a chat preview get. Everything it starts is stopped on exit.
#
#   deploy/images/try-images.sh            (from the repository's root; needs docker, nginx, envsubst, curl and
#                                          PostgreSQL's initdb/pg_ctl, e.g. Debian's postgresql-15)
#
# DOCKER_NETWORK=host (default) builds and runs with the host's network, for an engine started without a bridge;
# NODE_IMAGE names the base image (default the Dockerfile's node:24-bookworm-slim); PG_BIN is PostgreSQL's bin folder.
set -euo pipefail

NETWORK="${DOCKER_NETWORK:-host}"
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}"
BASE="${TRY_PORT_BASE:-28000}"
SHELL_PORT=$((BASE)) API_PORT=$((BASE + 80)) API2_PORT=$((BASE + 81)) PG_PORT=$((BASE + 432))
HTTPS_PORT=$((BASE + 443)) INTERNAL_PORT=$((BASE + 89))
HOST_NAME=www.example.test
ORIGIN="https://${HOST_NAME}:${HTTPS_PORT}"
BUILD_ARGS=(--network "$NETWORK")
[[ -n "${NODE_IMAGE:-}" ]] && BUILD_ARGS+=(--build-arg "NODE_IMAGE=$NODE_IMAGE")
RUN=(docker run --network "$NETWORK")
WORK="$(mktemp -d /tmp/marathon-images.XXXXXX)"
chmod 755 "$WORK" # PostgreSQL runs as its own user
TAG="try-$$"
# The editors' content: a folder of the host mounted into the api containers, which nginx reads too (its images
# are served while no API process answers).
CONTENT_DIR_HOST="$WORK/content"

cleanup() {
  docker rm -f "api-$TAG" "api2-$TAG" "shell-$TAG" >/dev/null 2>&1 || true
  docker rmi --no-prune "marathon-build:$TAG" "marathon-api:$TAG" "marathon-shell:$TAG" "marathon-remotes:$TAG" >/dev/null 2>&1 || true
  [[ -f "$WORK/nginx/nginx.pid" ]] && nginx -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -s stop 2>/dev/null || true
  [[ -d "$WORK/pg/data" ]] && su postgres -c "$PG_BIN/pg_ctl -D $WORK/pg/data -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

step() { printf '\n== %s (%ss)\n' "$1" "$SECONDS"; }
fail() { printf 'FAILED: %s\n' "$1" >&2; exit 1; }

step "building the images (build stage, api, shell; remotes below)"
docker build "${BUILD_ARGS[@]}" --target build -t "marathon-build:$TAG" . >"$WORK/build.log"
docker build "${BUILD_ARGS[@]}" --target api -t "marathon-api:$TAG" . >>"$WORK/build.log"
docker build "${BUILD_ARGS[@]}" --target shell -t "marathon-shell:$TAG" . >>"$WORK/build.log"
docker images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep ":$TAG"
for image in api shell; do
  if docker run --rm --entrypoint sh "marathon-$image:$TAG" -c 'ls /app/*/node_modules/.pnpm' | grep -Eq '^(tsx|vite|vitest|typescript)@'; then
    fail "the $image image holds development tools"
  fi
done

step "publishing the remotes with the remotes image, into the folder nginx serves"
docker build "${BUILD_ARGS[@]}" --target remotes -t "marathon-remotes:$TAG" . >>"$WORK/build.log"
mkdir -p "$WORK/remotes" && chown 1000:1000 "$WORK/remotes"
"${RUN[@]}" --rm -v "$WORK/remotes:/srv/remotes" "marathon-remotes:$TAG"
ls "$WORK/remotes"/*/remoteEntry.js >/dev/null || fail "the remotes image published no remoteEntry.js"

step "PostgreSQL ($PG_BIN) on port $PG_PORT"
mkdir -p "$WORK/pg" && chown postgres "$WORK/pg"
su postgres -c "$PG_BIN/initdb -D $WORK/pg/data -U marathon --auth=trust" >/dev/null
su postgres -c "$PG_BIN/pg_ctl -D $WORK/pg/data -o '-p $PG_PORT -k $WORK/pg' -l $WORK/pg/log start" >/dev/null
su postgres -c "$PG_BIN/createdb -h 127.0.0.1 -p $PG_PORT -U marathon marathon"

step "the API's settings (production: every secret set), migrate and site create"
cat >"$WORK/api.env" <<EOF
NODE_ENV=production
HOST=127.0.0.1
DATABASE_URL=postgres://marathon@127.0.0.1:$PG_PORT/marathon
DATA_DIR=/data
CIPHER_KEY=Images-Try-Key16
CIPHER_IV=Images-Try-IV-16
INTERNAL_API_KEY=images-try-internal-key-0123456789
CAPTCHA_SECRET=images-try-captcha-secret
CODES_DISABLED=true
CERTIFICATE_SECRET=images-try-certificate-secret-0123456789
SITE_URL=$ORIGIN
TRUST_PROXY=1
RACE_DATA_SEED=small
LOG_LEVEL=warn
EOF
mkdir -p "$WORK/data" && chown 1000:1000 "$WORK/data"
mkdir -p "$CONTENT_DIR_HOST" && chown 1000:1000 "$CONTENT_DIR_HOST" && chmod 755 "$CONTENT_DIR_HOST"
API_RUN=("${RUN[@]}" --env-file "$WORK/api.env" -v "$WORK/data:/data" -v "$CONTENT_DIR_HOST:/app/api/content")
# A host folder starts empty (a named volume would be filled from the image): the image's shipped content first.
docker run --rm -v "$CONTENT_DIR_HOST:/out" --entrypoint sh "marathon-api:$TAG" -c 'cp -r /app/api/content/. /out/'
"${API_RUN[@]}" --rm "marathon-api:$TAG" node api/dist/cli.js migrate
"${API_RUN[@]}" --rm "marathon-api:$TAG" node api/dist/cli.js site create --race-id yzhm2027 \
  --name 2027扬州鉴真国际半程马拉松 --name-en "2027 Yangzhou Jianzhen International Half Marathon" \
  --race-day 2027-04-18 --domain "$HOST_NAME"

step "two API processes, the shell's server"
"${API_RUN[@]}" -d --name "api-$TAG" -e PORT="$API_PORT" "marathon-api:$TAG" >/dev/null
"${API_RUN[@]}" -d --name "api2-$TAG" -e PORT="$API2_PORT" "marathon-api:$TAG" >/dev/null
cat >"$WORK/shell.env" <<EOF
NODE_ENV=production
HOST=127.0.0.1
SHELL_PORT=$SHELL_PORT
API_INTERNAL_URL=http://127.0.0.1:$API_PORT
PUBLIC_API_BASE=/api
PUBLIC_ORIGIN=$ORIGIN
TRUST_PROXY=1
CIPHER_KEY=Images-Try-Key16
CIPHER_IV=Images-Try-IV-16
INTERNAL_API_KEY=images-try-internal-key-0123456789
EOF
for remote in content auth search signup admin; do
  upper="$(tr '[:lower:]' '[:upper:]' <<<"$remote")"
  printf 'REMOTE_%s_URL=/remotes/%s/\nREMOTE_%s_INTERNAL_URL=http://127.0.0.1:%s/remotes/%s/\n' \
    "$upper" "$remote" "$upper" "$INTERNAL_PORT" "$remote" >>"$WORK/shell.env"
done
"${RUN[@]}" -d --name "shell-$TAG" --env-file "$WORK/shell.env" "marathon-shell:$TAG" >/dev/null

step "nginx from deploy/nginx/marathon.conf.template"
N="$WORK/nginx"
mkdir -p "$N/conf.d" "$N/logs" "$N/temp"
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$N/tls.key" -out "$N/tls.crt" -days 1 -subj "/CN=$HOST_NAME" 2>/dev/null
export MARATHON_SERVER_NAME="$HOST_NAME" MARATHON_LISTEN="$HTTPS_PORT" MARATHON_TLS_CERT="$N/tls.crt" \
  MARATHON_TLS_KEY="$N/tls.key" MARATHON_SHELL="127.0.0.1:$SHELL_PORT" \
  MARATHON_API_SERVERS="server 127.0.0.1:$API_PORT; server 127.0.0.1:$API2_PORT;" \
  MARATHON_REMOTES_ROOT="$WORK/remotes" MARATHON_CONTENT_ROOT="$CONTENT_DIR_HOST" \
  MARATHON_INTERNAL_LISTEN="127.0.0.1:$INTERNAL_PORT"
# shellcheck disable=SC2016 # the names, not their values: nginx's own $variables stay as they are
envsubst "$(env | sed -n 's/^\(MARATHON_[A-Z_]*\)=.*/${\1}/p')" \
  <deploy/nginx/marathon.conf.template >"$N/conf.d/marathon.conf"
cat >"$N/nginx.conf" <<EOF
worker_processes 1;
pid $N/nginx.pid;
error_log $N/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log $N/logs/access.log;
  client_body_temp_path $N/temp/body; proxy_temp_path $N/temp/proxy; fastcgi_temp_path $N/temp/fastcgi;
  uwsgi_temp_path $N/temp/uwsgi; scgi_temp_path $N/temp/scgi;
  include $N/conf.d/*.conf;
}
EOF
nginx -p "$N" -c "$N/nginx.conf"

step "waiting for every process to be ready"
for url in "http://127.0.0.1:$API_PORT/health" "http://127.0.0.1:$API2_PORT/health" \
  "http://127.0.0.1:$SHELL_PORT/health"; do
  for _ in $(seq 90); do curl -sf "$url" >/dev/null && break; sleep 2; done
  curl -sf "$url" >/dev/null || fail "$url never answered"
done

step "what a visitor and a chat preview get through nginx"
get() { curl -sk --resolve "$HOST_NAME:$HTTPS_PORT:127.0.0.1" "$@"; }
# The first views after a start may go out before the remotes' fragments are loaded (the page's 1.5 s budget).
for _ in $(seq 20); do
  home="$(get "$ORIGIN/")"
  grep -q '<template data-routes=' <<<"$home" && break
  sleep 1
done
grep -q 'id="startup-data"' <<<"$home" || fail "the home page carries no start-up data"
grep -q '<template data-routes=' <<<"$home" || fail "the home page carries no first paint"
echo "home page: start-up data and first paint ($(wc -c <<<"$home") bytes)"
bib="$(su postgres -c "psql -h 127.0.0.1 -p $PG_PORT -U marathon marathon -Atc 'select bib from race_results where year = 2024 limit 1'")"
share="$(get "$ORIGIN/r/2024/$bib")"
grep -q 'og:title' <<<"$share" || fail "the share page /r/2024/$bib has no preview"
grep -o '<meta property="og:title" content="[^"]*"' <<<"$share"
[[ "$(get -o /dev/null -w '%{http_code}' "$ORIGIN/r/2024/99999999")" == 404 ]] || fail "an unknown bib is not 404"
[[ "$(get -o /dev/null -w '%{http_code}' "$ORIGIN/m/r/2024/$bib")" == 200 ]] || fail "the phone result is not 200"
get -sI "$ORIGIN/remotes/content/remoteEntry.js" | grep -qi '^cache-control: no-cache' ||
  fail "remoteEntry.js may be cached stale"
chunk="$(cd "$WORK/remotes/content" && ls ./*.js | grep -v remoteEntry | head -1)"
get -sI "$ORIGIN/remotes/content/${chunk#./}" | grep -qi 'immutable' || fail "hashed files are not cached forever"
[[ "$(get "$ORIGIN/api/health")" == *'"status":"ready"'* ]] || fail "the API is not ready behind nginx"
[[ "$(get -o /dev/null -w '%{http_code}' -H 'Host: invented.example' "$ORIGIN/")" == 421 ]] ||
  fail "a made-up Host header is not refused at the edge"
echo "share page, phone result, unknown bib, cache headers: as expected"
printf '\nall checks passed in %ss\n' "$SECONDS"
