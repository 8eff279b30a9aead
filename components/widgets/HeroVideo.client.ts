// Home hero video: the video plays muted in a loop over its poster, and a button pauses and
// plays it (WCAG 2.2.2: moving content that starts by itself can be stopped). The button's name
// says what a press does; root[data-playback] tells the CSS which icon and layer to show.
// Where it starts: the visitor's last press in this tab's session (sessionStorage, so a reload
// or a return to the page keeps it), else paused under prefers-reduced-motion (CSS then hides
// the video, so only the poster shows) and playing otherwise. Turning reduced motion on or off
// is the newer wish, so it replaces the remembered press. A video that cannot load is hidden,
// with its button: the poster stays, and there is nothing to pause. Scrolled out of view, a
// playing clip pauses and its button stays as it was: decoding frames nobody sees costs a phone
// its battery and its smooth scrolling. Back in view, it plays on.
import type { WidgetKit } from '../../framework/client/mount.client.ts';
import { onVideoFailure } from '../../framework/client/video-state.client.ts';

type Playback = 'playing' | 'paused';

const STORAGE_KEY = 'hero-video-playback';

export default function initHeroVideo(root: HTMLElement, { listen, afterLoad, guard }: WidgetKit): void {
  const video = root.querySelector('video');
  const toggle = root.querySelector<HTMLButtonElement>('.hero-video__toggle');
  const { pauseLabel, playLabel } = toggle?.dataset ?? {};
  if (!video || !root.querySelector('img') || !toggle || !pauseLabel || !playLabel) {
    throw new Error('HeroVideo: the video, its poster image or its pause button (with both labels) is missing');
  }
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  let chosen = remembered();
  // The clip starts only after the page has loaded and painted: it never competes with the first view.
  let started = false;
  let inView = true;

  onVideoFailure(
    video,
    () => {
      root.dataset.state = 'error';
      toggle.hidden = true;
    },
    listen,
  );
  listen(video, 'playing', () => {
    if (root.dataset.state !== 'error') root.dataset.state = 'playing';
  });

  const update = () => {
    const playback = chosen ?? (reduce.matches ? 'paused' : 'playing');
    root.dataset.playback = playback;
    toggle.setAttribute('aria-label', playback === 'playing' ? pauseLabel : playLabel);
    if (root.dataset.state === 'error') return;
    if (playback === 'paused' || !inView) video.pause();
    else if (started) video.play().catch(() => {}); // Autoplay refused (data saver, power saving): the poster stays.
  };

  listen(toggle, 'click', () => {
    chosen = root.dataset.playback === 'playing' ? 'paused' : 'playing';
    remember(chosen);
    update();
  });
  listen(reduce, 'change', () => {
    chosen = undefined;
    remember(undefined);
    update();
  });
  update();
  if (root.dataset.state !== 'error') toggle.hidden = false;
  // The observer's first report, right after it starts, is what starts the clip.
  afterLoad(() => {
    started = true;
    new IntersectionObserver(
      guard(([entry]: IntersectionObserverEntry[]) => {
        inView = entry?.isIntersecting ?? true;
        update();
      }),
    ).observe(root);
  });
}

// Storage can be refused (a privacy setting, a full quota): the press then lasts for this page only.
function remembered(): Playback | undefined {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    return value === 'playing' || value === 'paused' ? value : undefined;
  } catch {
    return undefined;
  }
}

function remember(playback: Playback | undefined): void {
  try {
    if (playback) sessionStorage.setItem(STORAGE_KEY, playback);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {}
}
