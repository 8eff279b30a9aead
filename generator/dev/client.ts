// The live-reload client that `npm run dev` adds to every page (never to a real build). The
// server adds it as /__dev/client.js?page=<the page's output file>, so a tab reloads only when
// its own page changed; a stylesheet edit is swapped in without a reload.
export const DEV_EVENTS_PATH = '/__dev/events';
export const DEV_CLIENT_PATH = '/__dev/client.js';

/** The script tag for a page served from this output file. */
export function devClientTag(page: string): string {
  return `<script type="module" src="${DEV_CLIENT_PATH}?page=${encodeURIComponent(page)}"></script>`;
}

export function devClientSource(): string {
  return `
const page = new URL(import.meta.url).searchParams.get('page') ?? '';
const events = new EventSource(${JSON.stringify(DEV_EVENTS_PATH)} + '?page=' + encodeURIComponent(page));
const overlayId = '__dev-error';
let lostConnection = false;
events.addEventListener('reload', (e) => {
  const { pages, all } = JSON.parse(e.data);
  // The 404 page stands for a path that may have just become a page.
  if (all || page === '404.html' || pages.includes(page)) location.reload();
});
// The dev server restarted (its own code changed): reload once it answers again.
events.addEventListener('open', () => { if (lostConnection) location.reload(); });
events.onerror = () => { lostConnection = true; };
events.addEventListener('css', (e) => {
  const { href } = JSON.parse(e.data);
  document.getElementById(overlayId)?.remove();
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) link.href = href;
});
events.addEventListener('ok', () => document.getElementById(overlayId)?.remove());
events.addEventListener('build-error', (e) => {
  if (!e.data) return;
  const { message } = JSON.parse(e.data);
  let box = document.getElementById(overlayId);
  if (!box) {
    box = document.createElement('div');
    box.id = overlayId;
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:auto 1rem 1rem;z-index:2147483647;max-height:60vh;overflow:auto;padding:1rem 1.25rem;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap;color:#ffd9d9;background:#2a0d10;border:2px solid #ff6b6b;border-radius:8px';
    document.body.append(box);
  }
  box.textContent = 'Build failed (the page shows the last good build):\\n\\n' + message;
});
`;
}
