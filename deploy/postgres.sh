#!/usr/bin/env bash
# A PostgreSQL primary and one streaming replica (pg_basebackup -R) in a folder of their own, on
# ports of their own: the deployment example's database, and what CI's replica tests run against.
#
#   deploy/postgres.sh start DIR PRIMARY_PORT REPLICA_PORT   # creates them on first use
#   deploy/postgres.sh stop DIR
#   deploy/postgres.sh replica-stop DIR | replica-start DIR   # the reliability run's outage
#
# PostgreSQL refuses to run as root: as root, the servers run as the `postgres` user.
set -euo pipefail
PGBIN="${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)}"
cmd="${1:?start|stop|replica-stop|replica-start}"
dir="$(mkdir -p "${2:?folder}" && cd "$2" && pwd)"

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
ctl() { as_pg "$PGBIN/pg_ctl" -D "$dir/$1" -l "$dir/$1.log" -w -t 60 "${@:2}" >/dev/null; }
running() { [ -f "$dir/$1/postmaster.pid" ] && as_pg "$PGBIN/pg_ctl" -D "$dir/$1" status >/dev/null 2>&1; }

case "$cmd" in
  start)
    primary_port="${3:?primary port}"
    replica_port="${4:?replica port}"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    if [ ! -f "$dir/primary/PG_VERSION" ]; then
      # trust on 127.0.0.1 only, as the machine's test server: on real hosts use scram-sha-256 and
      # a replication role with a password (deploy/README.md).
      as_pg "$PGBIN/initdb" -D "$dir/primary" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
      cat >>"$dir/primary/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $primary_port
unix_socket_directories = '$dir'
wal_level = replica
max_wal_senders = 5
wal_keep_size = '256MB'
max_connections = 200
CONF
    fi
    running primary || ctl primary start
    if [ ! -f "$dir/replica/PG_VERSION" ]; then
      # -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
      as_pg "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/replica" -R -X stream
      cat >>"$dir/replica/postgresql.conf" <<CONF
port = $replica_port
hot_standby = on
CONF
    fi
    running replica || ctl replica start
    ;;
  stop)
    running replica && ctl replica stop -m fast
    running primary && ctl primary stop -m fast
    true
    ;;
  replica-stop) ctl replica stop -m fast ;;
  replica-start) ctl replica start ;;
  *) echo "unknown command $cmd" >&2; exit 2 ;;
esac
