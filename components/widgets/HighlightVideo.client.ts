// Gallery highlight video: the play link puts the player from its <template> in place of the
// poster, moves focus to it and starts it (a modified click still opens the file, in a new tab).
// When every source fails, the video is replaced
// by its poster and the message 'Your browser does not support the video tag.', never a
// broken box.
import type { WidgetKit } from '../../framework/client/mount.client.ts';
import { isPlainClick } from '../../framework/client/plain-click.client.ts';
import { onVideoFailure } from '../../framework/client/video-state.client.ts';

export default function initHighlightVideo(root: HTMLElement, { listen }: WidgetKit): void {
  const start = root.querySelector<HTMLAnchorElement>('.highlight-video__start');
  const player = root.querySelector<HTMLTemplateElement>('template.highlight-video__player')?.content.querySelector('video');
  if (!start || !player?.querySelector('.highlight-video__message')) {
    throw new Error('HighlightVideo: the play link, the player template or its fallback message is missing');
  }
  listen<MouseEvent>(start, 'click', (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // Imported into this document, so it loads here, not in the template's inert one.
    const video = document.importNode(player, true);
    const message = video.querySelector('.highlight-video__message')!;
    // The poster the button showed (the size and format this browser chose) stays on screen.
    const shown = start.querySelector('img')?.currentSrc;
    if (shown) video.poster = shown;
    onVideoFailure(
      video,
      () => {
        if (root.dataset.state === 'error') return;
        root.dataset.state = 'error';
        const box = document.createElement('div');
        box.className = 'highlight-video__fallback';
        const poster = new Image();
        poster.alt = '';
        poster.className = 'highlight-video__poster';
        poster.onerror = () => poster.remove(); // a blocked poster leaves the frame's colour, not a broken icon
        if (video.poster) poster.src = video.poster;
        const text = document.createElement('p');
        text.className = 'highlight-video__message';
        text.setAttribute('role', 'status');
        text.textContent = message.textContent;
        box.append(poster, text);
        video.replaceWith(box);
      },
      listen,
      { justMade: true },
    );
    start.replaceWith(video);
    video.focus();
    // Pressing play is the user's gesture; a browser that still refuses leaves its controls.
    video.play().catch(() => {});
  });
}
