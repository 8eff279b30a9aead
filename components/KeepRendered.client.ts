// A section far below the first screen skips its rendering until it comes near the viewport
// (styles/global.css, content-visibility: auto), and skips it again once it is far away. This
// keeps a section rendered once it has been: a reader scrolling back finds it as it was, with
// nothing laid out again, and a full-page capture after scrolling through shows every section.
import type { WidgetKit } from '../kit/client/mount.client.ts';

export default function initKeepRendered(_root: HTMLElement, { listen }: WidgetKit): void {
  listen<ContentVisibilityAutoStateChangeEvent>(
    document,
    'contentvisibilityautostatechange',
    (event) => {
      const section = event.target as Element;
      if (!event.skipped && section.classList.contains('section')) section.setAttribute('data-rendered', '');
    },
    { capture: true }, // the event does not bubble
  );
}
