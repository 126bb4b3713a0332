#!/usr/bin/env bash
# Starts a throwaway PostgreSQL (Debian's) on a loopback port for the API suite and prints its URL.
# Usage: eval "$(bash scripts/start-test-postgres.sh)"  → exports TEST_DATABASE_URL
set -euo pipefail
# A free loopback port, or TEST_PG_PORT when set (to reuse a PostgreSQL an earlier run left running).
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
PORT="${TEST_PG_PORT:-$(free_port)}"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] && [ "$(id -u)" = "0" ]; then
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
[ -n "$bin" ] || { echo "echo 'PostgreSQL not available: skipping the PostgreSQL run' >&2"; exit 0; }
data=$(mktemp -d /tmp/freight-pg-XXXXXX)
run() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
if [ "$(id -u)" = "0" ]; then id postgres >/dev/null 2>&1 || useradd --system postgres; chown postgres "$data"; fi
run "$bin/initdb -D $data -U postgres --auth=trust -E UTF8 >/dev/null"
run "$bin/pg_ctl -D $data -o '-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off' -l $data/log -w start >/dev/null"
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
echo "export TEST_PG_DATA=$data"
