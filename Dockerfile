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
# The server and the operator's commands (npm run db:backup, db:restore, forms:export,
# codes:import, codes:generate, staff:create) are entries of the build (dist/server): the image
# holds the build, the production dependencies, package*.json and the migrations, no source.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json package-lock.json ./
COPY drizzle ./drizzle
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/serve.js"]
