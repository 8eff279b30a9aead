// Gallery highlight video: when every source fails, the
// video is replaced by its poster and the message 'Your browser does not support the video tag.',
// never a broken box.
import type { WidgetKit } from '../../kit/mount.ts';
import { onVideoFailure } from './video-state.ts';

export default function initHighlightVideo(root: HTMLElement, { listen }: WidgetKit): void {
  const video = root.querySelector('video');
  const message = video?.querySelector('.highlight-video__message');
  if (!video || !message) throw new Error('HighlightVideo: the video or its fallback message is missing');
  onVideoFailure(video, () => {
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
  }, listen);
}
