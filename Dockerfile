# syntax=docker/dockerfile:1
# One image (decision 287): the app built in, run as `server`, `worker` or `migrate` by deploy/start.sh, the same
# start script `npm run cluster` runs and its test drives. Not built on the development machines (they have no
# container engine): README "Image and compose". Node: the version scripts/lib/node/package-lock.json pins.

FROM node:22.23.3-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/partner-sandbox/package.json apps/partner-sandbox/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build --silent && npm prune --omit=dev --no-audit --no-fund

FROM node:22.23.3-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# Only what runs: the built workspaces, their production packages, the migrations and the start script.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/partner-sandbox/package.json apps/partner-sandbox/
COPY --from=build /app/apps/partner-sandbox/dist apps/partner-sandbox/dist
COPY deploy/start.sh deploy/start.sh
# Not root: the image's own user, which owns only the embedded database's folder (unused on PostgreSQL).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["bash", "deploy/start.sh"]
CMD ["server"]
