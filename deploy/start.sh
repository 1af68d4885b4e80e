#!/usr/bin/env bash
# The multi-process shape on one machine (deploy/README.md): PostgreSQL primary and a streaming
# replica, Redis, three API processes and HAProxy in front of them, all in one folder.
#
#   deploy/start.sh                 # everything; prints the URLs
#   deploy/start.sh api N           # (re)start API process N (1-3) alone
#   deploy/stop.sh                  # everything down (the folder stays; rm -rf it to start over)
#
# Settings (environment): FITJOBS_DEPLOY_DIR (deploy/run), FITJOBS_LB_PORT (8080),
# FITJOBS_STATS_PORT (8404), FITJOBS_API_PORT_1..3 (3101-3103), FITJOBS_PG_PORT (55432),
# FITJOBS_REPLICA_PORT (55433), FITJOBS_REDIS_PORT (56379). Nothing in the app knows this script.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
export FITJOBS_DEPLOY_DIR="${FITJOBS_DEPLOY_DIR:-$here/run}"
export FITJOBS_LB_PORT="${FITJOBS_LB_PORT:-8080}"
export FITJOBS_STATS_PORT="${FITJOBS_STATS_PORT:-8404}"
export FITJOBS_API_PORT_1="${FITJOBS_API_PORT_1:-3101}"
export FITJOBS_API_PORT_2="${FITJOBS_API_PORT_2:-3102}"
export FITJOBS_API_PORT_3="${FITJOBS_API_PORT_3:-3103}"
export FITJOBS_PG_PORT="${FITJOBS_PG_PORT:-55432}"
export FITJOBS_REPLICA_PORT="${FITJOBS_REPLICA_PORT:-55433}"
export FITJOBS_REDIS_PORT="${FITJOBS_REDIS_PORT:-56379}"
run="$FITJOBS_DEPLOY_DIR"
mkdir -p "$run/logs" "$run/data"

say() { echo "deploy: $*"; }

wait_http() { # url seconds
  for _ in $(seq 1 $(($2 * 4))); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    sleep 0.25
  done
  echo "deploy: $1 did not answer within $2 s" >&2
  return 1
}

start_api() { # N
  local n="$1" port_var="FITJOBS_API_PORT_$1"
  local port="${!port_var}"
  [ -f "$run/api$n.pid" ] && kill -0 "$(cat "$run/api$n.pid")" 2>/dev/null && { say "api$n already runs"; return; }
  # Every process shares the uploads folder and the signing key; on real hosts DATA_DIR is shared
  # storage (or uploads go to object storage) and JWT_SECRET comes from the secret store.
  (
    cd "$root"
    PORT="$port" HOST=127.0.0.1 NODE_ENV=production LOG_LEVEL="${LOG_LEVEL:-warn}" \
      DATA_DIR="$run/data" JWT_SECRET="$(cat "$run/jwt-secret")" \
      DATABASE_URL="postgres://postgres@127.0.0.1:$FITJOBS_PG_PORT/fitjobs" \
      DATABASE_READ_URLS="postgres://postgres@127.0.0.1:$FITJOBS_REPLICA_PORT/fitjobs" \
      REDIS_URL="redis://127.0.0.1:$FITJOBS_REDIS_PORT" \
      PUBLIC_URL="http://127.0.0.1:$FITJOBS_LB_PORT" TRUST_PROXY=1 \
      nohup node --import tsx apps/api/src/server.ts >>"$run/logs/api$n.log" 2>&1 &
    echo $! >"$run/api$n.pid"
  )
  wait_http "http://127.0.0.1:$port/healthz" 180
  say "api$n on 127.0.0.1:$port (pid $(cat "$run/api$n.pid"))"
}

if [ "${1:-}" = api ]; then
  start_api "${2:?which API process, 1-3}"
  exit 0
fi

for tool in haproxy redis-server curl; do
  command -v "$tool" >/dev/null || { echo "deploy: $tool is missing (apt-get install haproxy redis-server curl)" >&2; exit 1; }
done
[ -f "$root/apps/web/dist/index.html" ] || (cd "$root" && npm run build)
[ -f "$run/jwt-secret" ] || (umask 077 && head -c 48 /dev/urandom | base64 | tr -d '\n/+=' >"$run/jwt-secret")

"$here/postgres.sh" start "$run/pg" "$FITJOBS_PG_PORT" "$FITJOBS_REPLICA_PORT"
psql_primary() { psql -h 127.0.0.1 -p "$FITJOBS_PG_PORT" -U postgres -Atq "$@"; }
[ "$(psql_primary -c "SELECT 1 FROM pg_database WHERE datname = 'fitjobs'")" = 1 ] ||
  psql_primary -c 'CREATE DATABASE fitjobs'
say "PostgreSQL primary on 127.0.0.1:$FITJOBS_PG_PORT, replica on 127.0.0.1:$FITJOBS_REPLICA_PORT"

if ! redis-cli -p "$FITJOBS_REDIS_PORT" ping >/dev/null 2>&1; then
  redis-server --port "$FITJOBS_REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no \
    --daemonize yes --pidfile "$run/redis.pid" --logfile "$run/logs/redis.log" --dir "$run"
fi
say "Redis on 127.0.0.1:$FITJOBS_REDIS_PORT"

# The first process migrates and seeds the demo board; the others then find nothing to do.
for n in 1 2 3; do start_api "$n"; done

if ! { [ -f "$run/haproxy.pid" ] && kill -0 "$(cat "$run/haproxy.pid")" 2>/dev/null; }; then
  haproxy -f "$here/haproxy.cfg" -D -p "$run/haproxy.pid"
fi
wait_http "http://127.0.0.1:$FITJOBS_LB_PORT/healthz" 30
say "HAProxy on http://127.0.0.1:$FITJOBS_LB_PORT (stats: http://127.0.0.1:$FITJOBS_STATS_PORT/)"
