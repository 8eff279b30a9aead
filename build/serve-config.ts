// serve.json for `serve` (npm start, npm run preview): clean URLs, no directory listing,
// and 404.html with status 404 for unknown paths (serve does that by itself when 404.html exists).
export function serveConfig(): string {
  const config = {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
  };
  return JSON.stringify(config, null, 2) + '\n';
}
