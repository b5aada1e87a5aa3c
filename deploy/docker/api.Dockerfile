# syntax=docker/dockerfile:1
# The API image: Fastify on Node 24, run from its TypeScript sources through tsx, as `pnpm --filter api start` does
# (tsx is a dependency of api/, not a dev dependency). It holds api/ with its production dependencies only
# (`pnpm deploy --prod`: no drizzle-kit, no TypeScript, no test tools) and serves no site of its own: the gateway
# image does, and in Kubernetes the site volume is mounted at STATIC_ROOT for the release state (deploy/README.md).
#   docker build -f deploy/docker/api.Dockerfile -t registry.example.com/abacus/api:0.1.0 .
#   start:    (CMD)                                   node --import tsx src/main.ts
#   migrate:  the Kubernetes Job's command            node --import tsx src/db/migrate-cli.ts
# Node's version is scripts/runtime.mjs's NODE_VERSION, pnpm's is scripts/setup.mjs's (deploy/tests checks both).

ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS deploy
ARG PNPM_VERSION=12.21.0
ENV CI=true
RUN npm install --global --no-audit --no-fund --loglevel=error pnpm@${PNPM_VERSION}
WORKDIR /src
# The lockfile alone first, so that the package store is fetched again only when a dependency changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=abacus-pnpm-store,target=/pnpm-store \
    pnpm fetch --prod --store-dir /pnpm-store
COPY . .
# api/ and the production dependencies it declares, workspace packages (@abacus/contract, @abacus/shared) copied in;
# then what only tests, benchmarks and drizzle-kit use.
RUN --mount=type=cache,id=abacus-pnpm-store,target=/pnpm-store \
    pnpm --filter api deploy --prod --store-dir /pnpm-store /out/api \
 && cd /out/api \
 && rm -rf bench scripts drizzle.config.ts tsconfig.json pnpm-lock.yaml pnpm-workspace.yaml src/test \
 && find src -name '*.test.ts' -delete

FROM node:${NODE_VERSION}-bookworm-slim
# One unprivileged user for both images (uid 10001), so files they share on a volume read the same. npm, npx and
# corepack are not needed to run the API: they leave the image, and their dependencies with them.
RUN groupadd --system --gid 10001 abacus \
 && useradd --system --uid 10001 --gid 10001 --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin abacus \
 && mkdir -p /var/lib/abacus/media \
 && chown 10001:10001 /var/lib/abacus/media \
 && rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
    /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /opt/yarn-* /usr/local/bin/yarn /usr/local/bin/yarnpkg
# The code is root's and read-only to the API; it writes only to MEDIA_DIR and to /tmp (tsx's compile cache).
# repoRoot is /app (api/src/config.ts: two folders up), so api/assets and api/drizzle are where the code looks.
COPY --from=deploy /out/api /app/api
WORKDIR /app/api
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    MEDIA_DIR=/var/lib/abacus/media \
    STATIC_ROOT=/srv/site
USER 10001:10001
EXPOSE 8080
# Docker's own check (Kubernetes uses the Deployment's probes): the process answers.
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/v1/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (api/src/main.ts closes the server, then the pool).
CMD ["node", "--import", "tsx", "src/main.ts"]
