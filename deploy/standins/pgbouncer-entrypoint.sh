#!/bin/sh
# Writes pgbouncer.ini and userlist.txt from the environment, as edoburu/pgbouncer does, then runs it.
set -eu
mkdir -p /run/pgbouncer && chown postgres /run/pgbouncer
cat >/etc/pgbouncer/pgbouncer.ini <<INI
[databases]
${DB_NAME} = host=${DB_HOST} port=${DB_PORT:-5432} dbname=${DB_NAME}

[pgbouncer]
listen_addr = 0.0.0.0
listen_port = ${LISTEN_PORT:-6432}
unix_socket_dir =
auth_type = ${AUTH_TYPE:-scram-sha-256}
auth_file = /etc/pgbouncer/userlist.txt
pool_mode = ${POOL_MODE:-session}
max_client_conn = ${MAX_CLIENT_CONN:-100}
default_pool_size = ${DEFAULT_POOL_SIZE:-20}
reserve_pool_size = ${RESERVE_POOL_SIZE:-0}
ignore_startup_parameters = extra_float_digits
query_wait_timeout = ${QUERY_WAIT_TIMEOUT:-120}
server_connect_timeout = ${SERVER_CONNECT_TIMEOUT:-15}
server_login_retry = ${SERVER_LOGIN_RETRY:-15}
query_timeout = ${QUERY_TIMEOUT:-0}
INI
printf '"%s" "%s"\n' "$DB_USER" "$DB_PASSWORD" >/etc/pgbouncer/userlist.txt
chown postgres /etc/pgbouncer/pgbouncer.ini /etc/pgbouncer/userlist.txt
chmod 600 /etc/pgbouncer/userlist.txt
exec setpriv --reuid=postgres --regid=postgres --init-groups pgbouncer /etc/pgbouncer/pgbouncer.ini
