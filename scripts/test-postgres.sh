#!/usr/bin/env bash
# A throw-away Postgres cluster for the host's tests: a temp directory, 127.0.0.1
# only, a free port, trust auth for that address alone. Source it: it exports
# HEXWAR_TEST_POSTGRES (the URL the tests read) and stops the cluster on exit.
# initdb refuses to run as root, so as root the cluster runs as `postgres`.
set -euo pipefail
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql > /dev/null
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi
pg_dir=$(mktemp -d /tmp/hexwar-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$pg_dir"
  as_pg=(runuser -u postgres --)
fi
pg_port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
"${as_pg[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U hexwar --auth=trust -E UTF8 > /dev/null
"${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w -o "-c listen_addresses=127.0.0.1 -p $pg_port -k $pg_dir -c fsync=off -c max_connections=200" start > /dev/null
stop_test_postgres() { "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop > /dev/null 2>&1 || true; rm -rf "$pg_dir"; }
trap stop_test_postgres EXIT
export HEXWAR_TEST_POSTGRES="postgres://hexwar@127.0.0.1:$pg_port/postgres"
# How the chaos test restarts it (pg_ctl restart keeps the options it was started with).
export HEXWAR_TEST_POSTGRES_CTL="${as_pg[*]} $pg_bin/pg_ctl -D $pg_dir/data -l $pg_dir/log"
echo "test postgres: $HEXWAR_TEST_POSTGRES"
