// HoneyBook booking form on /contact. This entry is the only
// code that contacts the provider, and only pages rendering <BookingWidget> load it. No inline
// script (CSP): the global and the script element are created here. The root's data-state says
// what the card shows (BookingWidget.css): the form once the provider renders it, or the
// fallback message over the phone and e-mail links if the form has not appeared after
// data-timeout ms or the script fails.
import type { WidgetKit } from '../../framework/client/mount.client.ts';

declare global {
  interface Window {
    _HB_?: { pid: string };
  }
}

export default function initBookingWidget(root: HTMLElement, { listen, later, afterLoad, guard }: WidgetKit): void {
  const { pid, script, pixel, timeout } = root.dataset;
  const placement = pid ? root.querySelector<HTMLElement>(`.hb-p-${pid}-1`) : null;
  const fallback = root.querySelector<HTMLElement>('.booking__fallback');
  if (!pid || !script || !pixel || !placement || !fallback) {
    throw new Error('BookingWidget: the placement id, provider URLs, placeholder or fallback are missing');
  }
  const setState = (state: 'loaded' | 'fallback') => {
    root.dataset.state = state;
  };
  const fail = () => {
    if (root.dataset.state === 'loading') setState('fallback');
  };
  // The provider loads once the page itself has ("when the page opens"): its script and
  // pixel then neither compete with the page's own first paint nor hold back its load event.
  afterLoad(() => {
    const cancelTimer = later(fail, Number(timeout) || 8000);
    // The provider renders into the placeholder; seeing that, even after a timeout, shows the form.
    const observer = new MutationObserver(
      guard(() => {
        if (!placement.childElementCount) return;
        cancelTimer();
        observer.disconnect();
        setState('loaded');
      }),
    );
    observer.observe(placement, { childList: true });

    window._HB_ = { ...window._HB_, pid };
    const tag = document.createElement('script');
    tag.async = true;
    tag.src = script;
    listen(tag, 'error', () => {
      cancelTimer();
      fail();
    });
    document.head.append(tag);

    const tracker = new Image(1, 1);
    tracker.alt = '';
    tracker.hidden = true;
    tracker.setAttribute('aria-hidden', 'true');
    tracker.className = 'booking__pixel';
    tracker.src = pixel;
    root.append(tracker);
  });
}
