// Instant navigation: when the visitor points at, presses or focuses a link to
// another page of the site, fetch that page ahead with <link rel="prefetch">, once per URL,
// so it opens from the cache. A plain entry instead of Speculation Rules: those need an inline
// <script type="speculationrules"> (or the 'inline-speculation-rules' CSP source), and the
// site's CSP allows no inline script. Prefetch requests are same-origin, so 'self' covers them.
// Skipped with Save-Data or on a 2G connection; never for other sites, #fragments of the
// current page, downloads or links that open elsewhere.
import type { WidgetKit } from '../framework/client/mount.client.ts';

export default function initPrefetch(_root: HTMLElement, { listen }: WidgetKit): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
  const seen = new Set([location.pathname]);
  const prefetch = (event: Event) => {
    const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.origin !== location.origin || link.target || link.hasAttribute('download')) return;
    const url = link.pathname + link.search;
    if (seen.has(url)) return;
    seen.add(url);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = url;
    document.head.append(hint);
  };
  for (const type of ['mouseover', 'pointerdown', 'focusin']) listen(document, type, prefetch, { passive: true });
}
