# syntax=docker/dockerfile:1
# Images on the current Node LTS, the two servers each from a production-only install of its own package:
#   api      the Fastify API (node api/dist/server.js)
#   shell    the shell's server (node shell/dist-server/main.js): its page with the start-up data and first paint,
#            the run-time manifest, result share pages, the phone redirect and the phone site (/m/)
#   remotes  the five remotes' static builds and tools/publish/publish-remote.mjs: run, it publishes them into
#            /srv/remotes (a volume nginx serves) and exits; any static host or CDN will do as well
# deploy/nginx/ holds the tested nginx configuration; deploy/images/make-base-image.sh makes the base image where
# no registry of images can be reached. See docs/DEPLOYMENT.md.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source when no prebuilt binary fits the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.9
WORKDIR /repo
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json tsconfig.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY remote-content/package.json remote-content/
COPY remote-auth/package.json remote-auth/
COPY remote-search/package.json remote-search/
COPY remote-signup/package.json remote-signup/
COPY remote-admin/package.json remote-admin/
COPY mobile/package.json mobile/
COPY api/package.json api/
COPY tests/package.json tests/
COPY tools/package.json tools/
COPY bench/package.json bench/
RUN pnpm install --frozen-lockfile
COPY shared shared
COPY shell shell
COPY remote-content remote-content
COPY remote-auth remote-auth
COPY remote-search remote-search
COPY remote-signup remote-signup
COPY remote-admin remote-admin
COPY mobile mobile
COPY api api
COPY tools tools
RUN pnpm --workspace-concurrency=1 --filter @marathon/api --filter @marathon/shell --filter @marathon/mobile \
  --filter '@marathon/remote-*' run build
# Each deployable with its runtime dependencies only (the `files` of its package.json and its `dependencies`).
RUN pnpm --filter @marathon/api deploy --prod --legacy /out/api \
  && pnpm --filter @marathon/shell deploy --prod --legacy /out/shell \
  && mkdir -p /out/mobile && cp -r mobile/dist /out/mobile/dist

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
USER node

FROM runtime AS shell
COPY --from=build --chown=node:node /out/shell /app/shell
COPY --from=build --chown=node:node /out/mobile /app/mobile
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.SHELL_PORT||8000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "shell/dist-server/main.js"]

FROM runtime AS remotes
COPY --from=build --chown=node:node /repo/tools/publish/publish-remote.mjs /app/publish-remote.mjs
COPY --from=build --chown=node:node /repo/remote-content/dist /app/remotes/content
COPY --from=build --chown=node:node /repo/remote-auth/dist /app/remotes/auth
COPY --from=build --chown=node:node /repo/remote-search/dist /app/remotes/search
COPY --from=build --chown=node:node /repo/remote-signup/dist /app/remotes/signup
COPY --from=build --chown=node:node /repo/remote-admin/dist /app/remotes/admin
USER root
# The volume mounted here takes this folder's owner when it is new, so the publish step may write into it.
RUN mkdir -p /srv/remotes && chown node:node /srv/remotes
USER node
VOLUME ["/srv/remotes"]
CMD ["sh", "-c", "for name in content auth search signup admin; do node /app/publish-remote.mjs publish /app/remotes/$name /srv/remotes/$name || exit 1; done"]

FROM runtime AS api
COPY --from=build --chown=node:node /out/api /app/api
USER root
# Uploads, the SQLite file (when DATABASE_URL is unset) and the development outbox live here.
RUN mkdir -p /data && chown node:node /data
USER node
ENV DATA_DIR=/data
EXPOSE 8080
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/server.js"]
