# One image for the gateway, the worker and the one-off database step (each compose service says
# which program it runs): the compiled JavaScript on Node 24 LTS, production dependencies only.

# Build: every dependency (Vite, esbuild), then `npm run build` (client/dist, gateway/dist, workers/dist).
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY workers/package.json workers/
COPY client/package.json client/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm install --no-audit --no-fund --include=dev
COPY . .
RUN npm run build -- --force

# Run: the gateway's and workers' production dependencies, the built programs and client, and
# the sample catalogue that the database step loads into an empty database.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/schema/package.json schema/
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/workers/package.json workers/
# The other workspaces' manifests, so npm sees the workspace list whole; none of their packages is installed.
COPY --from=build /app/client/package.json client/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
RUN npm install --no-audit --no-fund --omit=dev --workspace gateway --workspace workers \
  && npm cache clean --force
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/workers/dist workers/dist
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/data data
USER node
EXPOSE 4000
CMD ["sh", "-c", "node gateway/dist/prepare.js && exec node --enable-source-maps gateway/dist/main.js"]
