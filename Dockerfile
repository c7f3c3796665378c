# One image for the gateway and the worker (different commands): see docker-compose.yml.
FROM node:20-bookworm-slim
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NODE_ENV=production
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY workers/package.json workers/
COPY client/package.json client/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Dev dependencies are needed too: tsx runs the TypeScript, vite builds the client.
RUN npm install --no-audit --no-fund --include=dev
COPY . .
RUN npm run build
EXPOSE 4000
CMD ["sh", "-c", "cd gateway && npx tsx src/db/cli/prepare.ts && exec npx tsx src/main.ts"]
