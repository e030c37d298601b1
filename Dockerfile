# syntax=docker/dockerfile:1
# The site in two images from one build: `api` (the Fastify API, the default target) and `site` (the shell and
# the four remotes on their static servers). compose.yaml builds both; see docs/DEPLOYMENT.md.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source when no prebuilt binary fits the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.9
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json tsconfig.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY remote-content/package.json remote-content/
COPY remote-auth/package.json remote-auth/
COPY remote-search/package.json remote-search/
COPY remote-signup/package.json remote-signup/
COPY mobile/package.json mobile/
COPY api/package.json api/
COPY tests/package.json tests/
RUN pnpm install --frozen-lockfile
COPY shared shared
COPY shell shell
COPY remote-content remote-content
COPY remote-auth remote-auth
COPY remote-search remote-search
COPY remote-signup remote-signup
COPY mobile mobile
COPY api api
COPY scripts scripts
RUN pnpm --workspace-concurrency=1 --filter @marathon/api --filter @marathon/shell \
  --filter @marathon/mobile --filter '@marathon/remote-*' run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# Uploads, the SQLite file (when DATABASE_URL is unset) and the development outbox live here.
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data
USER node

FROM runtime AS site
EXPOSE 8000 8001 8002 8003 8004
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.SHELL_PORT||8000)+'/runtime-config.json').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "scripts/serve-static.ts"]

FROM runtime AS api
EXPOSE 8080
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/server.js"]
