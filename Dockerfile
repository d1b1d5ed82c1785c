# The HTTP service as users run it: `docker build -t mdadf .`, then
# `docker run -p 8080:8080 -e MDADF_TOKEN=... mdadf`. docs/deployment.md explains each choice.

# 1. Build: every dependency, the build, and the package as users install it (npm pack).
FROM node:22-slim AS build
WORKDIR /build
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && npm pack --ignore-scripts --pack-destination /pack

# 2. Production dependencies only: the library's (from the project's lock) and the service's
#    optional peers, fastify and piscina (pinned by deploy/service/package-lock.json).
FROM node:22-slim AS deps
WORKDIR /srv
COPY deploy/service/package.json deploy/service/package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund
WORKDIR /srv/app
COPY --from=build /pack/ /pack/
RUN tar -xzf /pack/mdadf-*.tgz --strip-components=1 && rm -rf /pack
COPY package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && rm package-lock.json

# 3. Run: the packed files and production dependencies, as a user without privileges.
FROM node:22-slim
ENV NODE_ENV=production PORT=8080
WORKDIR /srv
COPY --from=deps --chown=root:root /srv /srv
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT ?? 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The token comes from the orchestrator's secrets (MDADF_TOKEN), never from the command line.
CMD ["node", "app/dist/cli/main.js", "serve", "--host", "0.0.0.0"]
