// Full-screen looping, muted background video without title text.
// The poster is a real <picture> underneath (the page's LCP image); the video sits over it and
// stays transparent until it has a frame, so a slow, failed or reduced-motion video always
// leaves the poster visible, never a broken box.
// preload="none" and no autoplay attribute (autoplay would start the download while the page is
// still loading, whatever preload says): the video does not compete with the page's first paint
// for bandwidth; HeroVideo.client.ts starts it once the page has loaded and painted (under
// prefers-reduced-motion, only when the visitor asks). Without JavaScript, the <noscript> copy
// autoplays instead.
// Two icon controls sit at the hero's foot, their names for screen readers only (no visible
// text over the video): the pause/play button, rendered `hidden` because only the script can
// pause the clip (without it, no dead control shows), and a link down to the next section,
// which works without JavaScript.

import type { Video } from '../../content/media-types.ts';
import { isRemote } from '../../content/media-types.ts';
import { useBuild } from '../../framework/build/context.ts';
import { useWidget } from '../../framework/build/widget.ts';
import { Picture } from '../Picture.tsx';
import { Icon } from '../sections/Icon.tsx';
import { videoSources } from './video-sources.ts';

export interface HeroVideoProps {
  video: Video;
  posterAlt: string;
  /** The button's names: what a press does now ("Pause background video"), and once paused. */
  pauseLabel: string;
  playLabel: string;
  /** The scroll cue's name and the id of the section it leads to (the one after the hero). */
  scrollLabel: string;
  nextSectionId: string;
}

export function HeroVideo({ video, posterAlt, pauseLabel, playLabel, scrollLabel, nextSectionId }: HeroVideoProps) {
  const widget = useWidget(new URL('./HeroVideo.client.ts', import.meta.url));
  const build = useBuild();
  const sources = videoSources(video, (src) => (isRemote(src) ? src : build.assetUrl(src))).map((s) => (
    <source key={s.src} src={s.src} type={s.type} media={s.media} />
  ));
  return (
    <div className="hero-video" {...widget} data-state="poster">
      <Picture image={video.poster} layout="hero-poster" alt={posterAlt} priority className="hero-video__poster" />
      <video className="hero-video__video" muted loop playsInline preload="none" aria-hidden="true" tabIndex={-1}>
        {sources}
      </video>
      <noscript>
        <video className="hero-video__video hero-video__video--noscript" autoPlay muted loop playsInline aria-hidden="true" tabIndex={-1}>
          {sources}
        </video>
      </noscript>
      <a className="hero-video__scroll" href={`#${nextSectionId}`} aria-label={scrollLabel}>
        <Icon name="chevron-down" size={32} className="hero-video__scroll-icon" />
      </a>
      <button
        type="button"
        className="hero-video__toggle"
        aria-label={pauseLabel}
        data-pause-label={pauseLabel}
        data-play-label={playLabel}
        hidden
      >
        <Icon name="pause" size={18} className="hero-video__pause-icon" />
        <Icon name="play" size={18} className="hero-video__play-icon" />
      </button>
    </div>
  );
}
