# syntax=docker/dockerfile:1
# The site as one image: built once, run as a non-root user with production dependencies only.
# Data (PGlite's directory and uploads) lives in /data; mount a volume there, or point
# DATABASE_URL at PostgreSQL (docs/deploy.md).

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=pglite:///data/pglite \
    MEDIA_DIR=/data/media
WORKDIR /app
# Each file the production server and the operator's commands (npm run db:backup, db:restore,
# forms:export, codes:import, codes:generate, staff:create) read; a test starts the server and
# runs the commands from exactly these.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./package.json
COPY drizzle ./drizzle
COPY scripts/serve.ts scripts/http-server.ts scripts/cli-log.ts scripts/staff-call.ts ./scripts/
COPY scripts/db-backup.ts scripts/db-restore.ts scripts/forms-export.ts ./scripts/
COPY scripts/codes-import.ts scripts/codes-generate.ts scripts/staff-create.ts ./scripts/
COPY app/server/config.ts app/server/log.ts ./app/server/
COPY app/server/http/forwarded.ts app/server/http/methods.ts ./app/server/http/
COPY app/server/http/page-cache.ts app/server/http/security-headers.ts ./app/server/http/
COPY app/server/process/shared.ts app/server/process/request-context.ts ./app/server/process/
COPY app/server/process/database.ts ./app/server/process/
COPY app/server/db/data-dir.ts app/server/db/backup.ts ./app/server/db/
COPY app/features/forms/form-types.ts ./app/features/forms/
COPY app/shared/staff/roles.ts ./app/shared/staff/
COPY app/server/staff/purge-bus.ts ./app/server/staff/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/serve.ts"]
