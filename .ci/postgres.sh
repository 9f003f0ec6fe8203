#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 and that the test role exists (a role with
# a password works whether the server trusts loopback or asks for passwords). Idempotent.
set -euo pipefail
if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  # the newest installed server (a fresh package install may not have created its cluster yet)
  version=$(ls /usr/lib/postgresql | sort -V | tail -1)
  if ! pg_lsclusters -h 2>/dev/null | grep -q "^$version main"; then
    pg_createcluster "$version" main >/dev/null
  fi
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432
psql_admin() { su postgres -c "psql -v ON_ERROR_STOP=1 -qAt -h /var/run/postgresql $*"; }
if ! psql_admin "-c \"SELECT 1 FROM pg_roles WHERE rolname = 'campus_swap'\"" | grep -q 1; then
  psql_admin "-c \"CREATE ROLE campus_swap LOGIN CREATEDB PASSWORD 'campus_swap'\""
fi
if ! psql_admin "-c \"SELECT 1 FROM pg_database WHERE datname = 'campus_swap'\"" | grep -q 1; then
  psql_admin "-c \"CREATE DATABASE campus_swap OWNER campus_swap\""
fi
echo "PostgreSQL ready (role campus_swap)"
