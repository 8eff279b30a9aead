// The live-reload client that `npm run dev` adds to every page (never to a real build). The
// server adds it as /__dev/client.js?page=<the page's output file>, so a tab reloads only when
// its own page changed; a stylesheet edit is swapped in without a reload. A failed build shows
// its problems over the page, in a box with a button that closes it, until a build succeeds. On
// the editor's page (/admin/, where the owner fixes what was refused) the box is a one-line panel
// in a corner that opens to the list: however long the list, the editor's own controls (its
// Login button, its forms) stay free. LiveReload is the server's end of the tabs' event streams.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ADMIN_PATH } from '../headers/admin.ts';

export const DEV_EVENTS_PATH = '/__dev/events';
export const DEV_CLIENT_PATH = '/__dev/client.js';

/** The open tabs: each holds an event stream, tagged with the page it shows. */
export class LiveReload {
  private readonly tabs = new Map<ServerResponse, string>();

  /** The output files of the pages open in a tab. */
  openPages(): string[] {
    return [...new Set(this.tabs.values())];
  }

  connect(req: IncomingMessage, res: ServerResponse, page: string, lastError: string | null): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', connection: 'keep-alive' });
    res.write(lastError ? event('build-error', { message: lastError }) : ': connected\n\n');
    this.tabs.set(res, page);
    req.on('close', () => this.tabs.delete(res));
  }

  send(name: string, data: unknown): void {
    for (const res of this.tabs.keys()) res.write(event(name, data));
  }

  close(): void {
    for (const res of this.tabs.keys()) res.end();
    this.tabs.clear();
  }
}

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The script tag for a page served from this output file. */
export function devClientTag(page: string): string {
  return `<script type="module" src="${DEV_CLIENT_PATH}?page=${encodeURIComponent(page)}"></script>`;
}

/** The editor's page, as the client's `page` names it. */
const EDITOR_PAGE = `${ADMIN_PATH.slice(1)}index.html`;

const BOX_STYLE = {
  page: 'position:fixed;inset:auto 1rem 1rem;z-index:2147483647;max-height:60vh;overflow:auto;padding:1rem 2.75rem 1rem 1.25rem;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap;color:#ffd9d9;background:#2a0d10;border:2px solid #ff6b6b;border-radius:8px',
  editor:
    'position:fixed;inset:auto .75rem .75rem auto;z-index:2147483647;width:min(34rem,calc(100vw - 1.5rem));box-sizing:border-box;max-height:40vh;overflow:auto;padding:.5rem 2.5rem .5rem 1rem;font:12px/1.45 ui-monospace,monospace;white-space:pre-wrap;color:#ffd9d9;background:#2a0d10;border:2px solid #ff6b6b;border-radius:8px',
};

const HEADING = {
  page: 'Build failed (the page shows the last good build):',
  editor: 'The site cannot be built: show what to fix here (the site online and the other pages stay as they were)',
};

export const DEV_CLIENT_SOURCE = `
const page = new URL(import.meta.url).searchParams.get('page') ?? '';
const where = page === ${JSON.stringify(EDITOR_PAGE)} ? 'editor' : 'page';
const boxStyle = ${JSON.stringify(BOX_STYLE)}[where];
const heading = ${JSON.stringify(HEADING)}[where];
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
    box.style.cssText = boxStyle;
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', 'Close the build error');
    close.style.cssText = 'position:absolute;top:.25rem;right:.25rem;width:2rem;height:2rem;padding:0;font:20px/1 system-ui,sans-serif;color:inherit;background:none;border:0;cursor:pointer';
    close.addEventListener('click', () => box.remove());
    // On the editor's page the list folds under its heading (details/summary: keyboard and screen
    // readers open it as they open any disclosure).
    const text = document.createElement(where === 'editor' ? 'details' : 'div');
    box.append(close, text);
    document.body.append(box);
  }
  const text = box.lastElementChild;
  if (where === 'editor') {
    const summary = document.createElement('summary');
    summary.textContent = heading;
    summary.style.cssText = 'cursor:pointer';
    text.replaceChildren(summary, '\\n' + message);
  } else text.textContent = heading + '\\n\\n' + message;
});
`;
