// 404 page: log the unknown path (one 404.html serves every unknown URL).
export default function initNotFoundLogger(root: HTMLElement): void {
  if (!root.hasAttribute('hidden')) throw new Error('NotFoundLogger: expected its hidden root');
  console.warn('404: no page at', location.pathname);
}
