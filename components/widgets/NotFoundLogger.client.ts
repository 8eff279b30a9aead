// Spec §2 "404 page": log the unknown path (the page itself is the same 404.html for every path).
export default function initNotFoundLogger(root: HTMLElement): void {
  if (root.dataset.widget !== 'NotFoundLogger') throw new Error('NotFoundLogger: unexpected root');
  console.warn('404: no page at', location.pathname);
}
