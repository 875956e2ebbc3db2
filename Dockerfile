# syntax=docker/dockerfile:1
# The customer front end: a stateless Express server (SSR) for every brand, many instances behind a load balancer.
#   docker build -t customer-frontend .                    production: needs API_BASE_URL, no demo backend inside
#   docker build --target demo -t customer-frontend:demo .  with the embedded demo backend (DEMO_API=1)
# Settings come from the environment (README, "Running in production"; deploy/k8s/ for Kubernetes). Without an
# image registry: `npm run image:build` (podman, a base image made from Debian's packages; docs/operations.md).

ARG NODE_IMAGE=node:24-slim
# Packages only the embedded demo backend (demo-api/) imports; a test holds this list against the sources.
ARG DEMO_PACKAGES="hono @hono/node-server ajv ajv-formats ibantools pdf-lib yaml"

# --- build: all dependencies, the production bundle ------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
# The `node` devDependency pins Node for developers; the image brings its own, so no install scripts run.
# `npm install` against the committed lock file, not `npm ci`: a lock written without other platforms' optional
# binaries (rollup's, esbuild's, biome's) is refused by `npm ci`.
RUN npm install --ignore-scripts
COPY . .
RUN npx react-router build

# --- production dependencies, with and without the demo backend's ---------------------------------------------
FROM ${NODE_IMAGE} AS deps-demo
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
RUN npm install --omit=dev --ignore-scripts && npm cache clean --force

FROM deps-demo AS deps
ARG DEMO_PACKAGES
RUN npm uninstall --omit=dev --ignore-scripts ${DEMO_PACKAGES} && npm cache clean --force

# --- the common runtime: non-root, production mode, health check ----------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# HOST=0.0.0.0 for both targets: a container is reached through its own network interface, while the server on its
# own keeps the demo backend on loopback.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/tmp/data
# The server runs its TypeScript sources directly (Node 24 strips the types); the browser and SSR bundle is built.
COPY --chown=root:root package.json ./
COPY --chown=root:root server ./server
COPY --chown=root:root app ./app
COPY --chown=root:root --from=build /app/build ./build
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/main.ts"]

# --- demo: the embedded demo backend inside, asked for explicitly -----------------------------------------------
FROM runtime AS demo
COPY --chown=root:root --from=deps-demo /app/node_modules ./node_modules
COPY --chown=root:root demo-api ./demo-api
COPY --chown=root:root api ./api
ENV DEMO_API=1

# --- production (the default target): production dependencies only, no demo backend; API_BASE_URL required ----
FROM runtime AS production
COPY --chown=root:root --from=deps /app/node_modules ./node_modules
