# SaaSMatch container image: docs/deploy.md ("Containers").
#   podman build --format docker --target runtime -t saasmatch .   (or docker build; runtime is the default target)
#   podman build --format docker --target proxy -t saasmatch-proxy .   (nginx with deploy/nginx.conf and the assets)
# BASE is the Node.js image to build on; NGINX_BASE the nginx image of the proxy target. Machines without an image
# registry pass local stand-ins (--build-arg BASE=localhost/node:bookworm-local), see docs/deploy.md.
ARG BASE=node:20-bookworm-slim
ARG NGINX_BASE=nginx:1.27-bookworm

# 1. All dependencies, then the production build and the precompressed copies of its hashed assets.
FROM ${BASE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/precompress-assets.mjs

# 2. Production dependencies only.
FROM ${BASE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# The proxy (compose.yaml's proxy service): nginx with deploy/nginx.conf and the hashed assets it serves itself.
FROM ${NGINX_BASE} AS proxy
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY deploy/brotli.conf /etc/nginx/saasmatch-brotli.conf.available
COPY --from=build /app/build/client /srv/saasmatch/build/client
# The upstream is compose's app service: every replica's address (nginx resolves the name when it starts).
RUN sed -i -e '/server 127.0.0.1:300[23] /d' \
      -e 's/server 127.0.0.1:3001 /server app:3000 /' /etc/nginx/nginx.conf \
 && if ls /usr/share/nginx/modules/ngx_http_brotli_filter_module.so /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so 2>/dev/null | grep -q .; then \
      cp /etc/nginx/saasmatch-brotli.conf.available /etc/nginx/saasmatch-brotli.conf; fi

# 3. The runtime: Node.js, production dependencies, the build, the catalog and the migrations; no compiler, no
# dev dependencies, run as an unprivileged user. app/, scripts/ and tsconfig.json are there for the maintenance
# commands (npm run db:backup, db:migrate, catalog:import run with tsx, a production dependency).
FROM ${BASE} AS runtime
WORKDIR /app
RUN groupadd --system --gid 10001 saasmatch \
 && useradd --system --uid 10001 --gid saasmatch --home-dir /app --no-create-home --shell /usr/sbin/nologin saasmatch \
 && mkdir -p /app/data /app/backups && chown saasmatch:saasmatch /app/data /app/backups
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json package-lock.json tsconfig.json ./
COPY catalog ./catalog
COPY drizzle ./drizzle
COPY app ./app
COPY scripts ./scripts
USER saasmatch
EXPOSE 3000
# node is PID 1 (exec form, no shell or npm in between): it receives SIGTERM itself, stops accepting, finishes its
# in-flight requests within SHUTDOWN_TIMEOUT_MS (default 10 s) and exits 0. Keep the runtime's stop timeout above it
# (compose.yaml: stop_grace_period).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=64", "--expose-gc", "scripts/start-built.mjs"]

