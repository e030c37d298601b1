#!/usr/bin/env bash
# Run by the postgres image on the first start of an empty data volume (docker-entrypoint-initdb.d), as the
# superuser: the site's own role `marathon`, no superuser, owning the database `marathon`. So the API and its
# commands run with no more rights than they need, and a restore (docs/DEPLOYMENT.md, section 8) meets the same
# owner rules on compose as on a managed database.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  --set password="$DATABASE_PASSWORD" <<'SQL'
CREATE ROLE marathon LOGIN PASSWORD :'password';
CREATE DATABASE marathon OWNER marathon;
SQL
