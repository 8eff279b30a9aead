// Full-screen looping, muted background video without title text.
// The poster is a real <picture> underneath (the page's LCP image); the video sits over it and
// stays transparent until it has a frame, so a slow, failed or reduced-motion video always
// leaves the poster visible, never a broken box.
// preload="none" and no autoplay attribute (autoplay would start the download while the page is
// still loading, whatever preload says): the video does not compete with the page's first paint
// for bandwidth; HeroVideo.client.ts starts it once the page has loaded and painted (and never
// under prefers-reduced-motion). Without JavaScript, the <noscript> copy autoplays instead.

import type { Video } from '../../content/media.ts';
import { isRemote } from '../../content/media.ts';
import { useBuild } from '../../framework/build/context.ts';
import { useWidget } from '../../framework/build/widget.ts';
import { Picture } from '../Picture.tsx';
import { videoSources } from './video-sources.ts';

export interface HeroVideoProps {
  video: Video;
  posterAlt: string;
}

export function HeroVideo({ video, posterAlt }: HeroVideoProps) {
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
    </div>
  );
}
