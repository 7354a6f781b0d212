#!/bin/sh
# Stand-in for the official postgres image's entrypoint, only the parts deploy/compose.yaml uses.
set -eu
[ "${1:-}" = postgres ] && shift
mkdir -p "$PGDATA" /run/postgresql
chown postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" >/tmp/pw && chown postgres /tmp/pw
  # shellcheck disable=SC2086
  as_postgres initdb -D "$PGDATA" -U "${POSTGRES_USER:-postgres}" --pwfile=/tmp/pw ${POSTGRES_INITDB_ARGS:-}
  rm -f /tmp/pw
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  db=${POSTGRES_DB:-${POSTGRES_USER:-postgres}}
  if [ "$db" != postgres ]; then
    echo "CREATE DATABASE \"$db\" OWNER \"${POSTGRES_USER:-postgres}\";" | as_postgres postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$PGDATA" -c listen_addresses='*' "$@"
