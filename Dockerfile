# syntax=docker/dockerfile:1
# The site in a container: Node 20 builds dist/, nginx serves it with the generated server
# block (deploy/nginx.conf: every route, the 404 page, the security and caching headers).
#   docker build -t elevate-events .
#   docker run --rm -p 8080:80 elevate-events        → http://localhost:8080
# Behind a TLS proxy in production: the headers include HSTS, which browsers only honour over
# HTTPS.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the only one is the HTML validator's Java download (tests only).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The encoded images live in a BuildKit cache mount, kept between builds on the same machine,
# so only the first build pays the full encode. The second command fails the image build when
# the committed deploy/nginx.conf no longer matches the content (run npm run gen:nginx).
RUN --mount=type=cache,id=elevate-events-cache,target=/app/.cache \
    npm run build && npm run check:nginx

FROM nginx:1.27-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist /usr/share/nginx/html
EXPOSE 80
