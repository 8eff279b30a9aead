// Decap's notices (a photo the editor's backend refused, a delete that failed) belong to the page
// under its media library: while the library is open, its overlay covers them, and the page they
// sit in is hidden from screen readers (aria-hidden on #nc-root). Here they are drawn above the
// overlay, and while the page is hidden each is said again from a live region of the document's.

/** Decap's media library overlay stands at z-index 99999; its notices, at 9999 by default. */
const ABOVE_THE_MEDIA_LIBRARY = ':root { --toastify-z-index: 100000; }';
const VISUALLY_HIDDEN = 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap';

export function keepNoticesInSight(): void {
  const style = document.createElement('style');
  style.textContent = ABOVE_THE_MEDIA_LIBRARY;
  document.head.append(style);

  const region = document.createElement('div');
  region.setAttribute('role', 'alert');
  region.style.cssText = VISUALLY_HIDDEN;
  document.body.append(region);
  const pageHidden = () => document.getElementById('nc-root')?.getAttribute('aria-hidden') === 'true';
  new MutationObserver((records) => {
    if (!pageHidden()) return;
    for (const { addedNodes } of records)
      for (const node of addedNodes) {
        if (!(node instanceof Element)) continue;
        const notices = node.matches('.Toastify__toast') ? [node] : [...node.querySelectorAll('.Toastify__toast')];
        for (const notice of notices) region.textContent = notice.textContent;
      }
  }).observe(document.body, { childList: true, subtree: true });
}
