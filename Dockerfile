# syntax=docker/dockerfile:1
# Amigo Hall server image (docs/deploy.md). Three stages: `build` compiles the player site, the
# console and the server bundle; `deps` installs the server's production dependencies only; the
# runtime stage holds just those and the built files, runs as the unprivileged `node` user, and
# starts node itself as PID 1, so `docker stop` (SIGTERM) reaches the server's graceful close.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY packages/contract/package.json packages/contract/
COPY packages/games/package.json packages/games/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY packages/contract/package.json packages/contract/
COPY packages/games/package.json packages/games/
# The bundle (apps/server/dist/main.js) includes our workspace packages; only the server's npm
# dependencies (fastify, pg, sharp, argon2 …) load from node_modules at run time.
RUN npm ci --omit=dev --no-audit --no-fund --workspace @amigo/server

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json ./
COPY --chown=root:root apps/server/package.json ./apps/server/
# The server bundle with its migrations (dist/db/migrations), and the two built sites it serves.
COPY --from=build --chown=root:root /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
COPY --from=build --chown=root:root /app/apps/console/dist ./apps/console/dist
# The only writable place: local state and uploads (mount a volume; see docs/deploy.md).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
