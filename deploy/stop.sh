#!/usr/bin/env bash
# Stops what deploy/start.sh started (same FITJOBS_DEPLOY_DIR): balancer, API processes
# (SIGTERM: each drains, then exits), Redis, PostgreSQL. The folder and its data stay.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
run="${FITJOBS_DEPLOY_DIR:-$here/run}"
stop_pid() { # file
  [ -f "$1" ] || return 0
  local pid
  pid="$(cat "$1")"
  if kill "$pid" 2>/dev/null; then
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -9 "$pid" 2>/dev/null
  fi
  rm -f "$1"
}
stop_pid "$run/haproxy.pid"
for n in 1 2 3; do stop_pid "$run/api$n.pid" & done
wait
stop_pid "$run/redis.pid"
[ -d "$run/pg" ] && "$here/postgres.sh" stop "$run/pg"
echo "deploy: stopped ($run)"
