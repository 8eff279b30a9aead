// Home hero video: the video plays muted in a loop over its
// poster, except under prefers-reduced-motion, where it is paused, stops loading and is hidden
// (CSS), so only the poster shows. A video that cannot load is hidden too: the poster stays.
import type { WidgetKit } from '../../framework/client/mount.client.ts';
import { onVideoFailure } from '../../framework/client/video-state.client.ts';

export default function initHeroVideo(root: HTMLElement, { listen, afterLoad }: WidgetKit): void {
  const video = root.querySelector('video');
  if (!video || !root.querySelector('img')) throw new Error('HeroVideo: the video or its poster image is missing');
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');

  onVideoFailure(
    video,
    () => {
      root.dataset.state = 'error';
    },
    listen,
  );
  listen(video, 'playing', () => {
    if (root.dataset.state !== 'error') root.dataset.state = 'playing';
  });

  const update = () => {
    if (root.dataset.state === 'error') return;
    if (reduce.matches) {
      video.pause();
      root.dataset.state = 'poster';
    } else {
      video.play().catch(() => {}); // Autoplay refused (data saver, power saving): the poster stays.
    }
  };
  listen(reduce, 'change', update);
  // Start after the page has loaded and painted: the clip never competes with the first view.
  afterLoad(update);
}
