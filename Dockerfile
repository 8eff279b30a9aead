# syntax=docker/dockerfile:1
# The site in a container: Node builds dist/, nginx serves it with the server block the build
# writes beside it (dist/nginx.conf: every route, the 404 page, the security and caching headers).
# nginx runs as an unprivileged user, so it listens on 8080.
#   docker build -t elevate-events .
#   docker run --rm -p 8080:8080 elevate-events        → http://localhost:8080
# Behind a TLS proxy in production: the headers include HSTS, which browsers only honour over
# HTTPS.
# Both base images are pinned by digest (the tag says what the digest is); Dependabot proposes
# the new digests (.github/dependabot.yml).

FROM node:24-bookworm-slim@sha256:0e0ff40c39bc087845bfb27465a0df4ea419520094bc35842ff83dd8cbe6f9b6 AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# No install scripts: the build needs none (esbuild's only checks its binary; vnu-jar's would
# download a Java runtime for the tests' HTML checker).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The encoded images live in a BuildKit cache mount, kept between builds on the same machine,
# so only the first build pays the full encode.
RUN --mount=type=cache,id=elevate-events-cache,target=/app/.cache npm run build

# NGINX's image built to run without root: its master and workers run as the nginx user
# (uid 101), its pid and temporary files are under /tmp.
FROM nginxinc/nginx-unprivileged:1.30-alpine@sha256:ed04ec1ff34502c339ee5c3ae3f855442398edc1d05591e2b98981dcbbd20b1e
COPY --from=build /app/dist/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist /usr/share/nginx/html
USER 101
EXPOSE 8080
