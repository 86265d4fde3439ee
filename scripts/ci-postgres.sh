#!/usr/bin/env bash
# Installs PostgreSQL from Debian (if missing), starts it, creates a test database and
# prints the TEST_DATABASE_URL for the api suite (its last line of output, alone).
# Usage: export TEST_DATABASE_URL="$(scripts/ci-postgres.sh | tail -n 1)"
set -euo pipefail

DB_NAME="${CI_PG_DATABASE:-chameleon_test}"
DB_USER="${CI_PG_USER:-chameleon}"
DB_PASSWORD="${CI_PG_PASSWORD:-chameleon}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
fi

read -r VERSION CLUSTER PORT STATUS _ < <(pg_lsclusters --no-header | head -n 1)
if [ -z "${VERSION:-}" ]; then
  VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
  $SUDO pg_createcluster "$VERSION" main >&2
  read -r VERSION CLUSTER PORT STATUS _ < <(pg_lsclusters --no-header | head -n 1)
fi
if [ "$STATUS" != "online" ]; then
  $SUDO pg_ctlcluster "$VERSION" "$CLUSTER" start >&2
fi

as_postgres() { $SUDO su postgres -c "$1"; }
for _ in $(seq 1 30); do
  as_postgres "pg_isready -q -p $PORT" && break
  sleep 1
done

as_postgres "psql -q -p $PORT -v ON_ERROR_STOP=1 -c \"do \\\$\\\$ begin
  if not exists (select from pg_roles where rolname = '$DB_USER') then
    create role $DB_USER login password '$DB_PASSWORD';
  end if; end \\\$\\\$;\"" >&2
if ! as_postgres "psql -p $PORT -tAc \"select 1 from pg_database where datname = '$DB_NAME'\"" | grep -q 1; then
  as_postgres "createdb -p $PORT -O $DB_USER $DB_NAME" >&2
fi

echo "postgres://$DB_USER:$DB_PASSWORD@127.0.0.1:$PORT/$DB_NAME"
