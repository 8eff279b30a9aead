// A playable gallery highlight with its poster, the fallback text for browsers without video,
// and a caption.
// With scripting, the frame shows the poster (a <picture>) under a play link to the video file,
// and the player waits in a <template>: a <video controls> builds the browser's media controls
// (a shadow tree with SVG icons and an endlessly animated loading spinner) as soon as it is
// parsed, which made the two videos a third of the gallery's main-thread work while nobody had
// pressed play. HighlightVideo.client.ts puts the player in on the first press and plays it; a
// video whose sources all fail is swapped for the poster and the fallback message. Should the
// entry fail, the link still opens the video in the browser's own player (like a gallery tile
// opens its large photo).
// Without scripting, <noscript> holds the same <video controls preload="none"> and the link is
// hidden.

import type { Video } from '../../content/media-types.ts';
import { isRemote } from '../../content/media-types.ts';
import { useBuild } from '../../framework/build/context.ts';
import { useWidget } from '../../framework/build/widget.ts';
import { candidateAtLeast } from '../../framework/shared/srcset.ts';
import { Picture } from '../Picture.tsx';
import { videoSources } from './video-sources.ts';

/** About the frame's width on a desktop (two side by side) and on a 3x phone. */
const POSTER_WIDTH = 960;

export interface HighlightVideoProps {
  video: Video;
  caption: string;
  fallbackText: string;
  /** The play button's label, before the caption: "Play video: New Year's Eve Celebration". */
  playLabel: string;
}

export function HighlightVideo({ video, caption, fallbackText, playLabel }: HighlightVideoProps) {
  const widget = useWidget(new URL('./HighlightVideo.client.ts', import.meta.url));
  const build = useBuild();
  const poster = build.picture(video.poster.file, 'card');
  // The poster attribute takes one URL and loads at once (preload="none" does not hold it
  // back), so it gets a WebP about as wide as the frame on a desktop or a 3x phone.
  const webp = poster.sources.find((s) => s.type === 'image/webp');
  const posterUrl = webp ? candidateAtLeast(webp.srcset, POSTER_WIDTH) : poster.largest;
  const sources = videoSources(video, (src) => (isRemote(src) ? src : build.assetUrl(src)));
  // The link opens the file every browser and screen plays: the MP4 for every screen when there is one.
  const everyScreen = sources.filter((s) => s.media === undefined);
  const playable = everyScreen.find((s) => s.type === 'video/mp4') ?? everyScreen[0] ?? sources[0];
  if (!playable)
    throw new Error(`HighlightVideo: the video with the poster ${video.poster.file} has no sources (the content schema requires one)`);
  const file = playable.src;
  const player = (
    // biome-ignore lint/a11y/useMediaCaption: the content has no caption files for the highlight clips (music, no speech); see docs/decisions.md
    <video
      className="highlight-video__video"
      controls
      preload="none"
      playsInline
      poster={posterUrl}
      width={poster.width}
      height={poster.height}
    >
      {sources.map((s) => (
        <source key={s.src} src={s.src} type={s.type} media={s.media} />
      ))}
      <p className="highlight-video__message">{fallbackText}</p>
    </video>
  );
  return (
    <figure className="highlight-video" {...widget} data-state="ready">
      <div className="highlight-video__frame" style={{ aspectRatio: `${poster.width} / ${poster.height}`, backgroundColor: poster.color }}>
        <a className="highlight-video__start" href={file} aria-label={`${playLabel}: ${caption}`}>
          <Picture
            image={video.poster}
            layout="highlight"
            decorative
            className="highlight-video__poster-picture"
            imgClassName="highlight-video__poster"
          />
          <span className="highlight-video__play" aria-hidden="true" />
        </a>
        <template className="highlight-video__player">{player}</template>
        <noscript>{player}</noscript>
      </div>
      <figcaption className="highlight-video__caption">{caption}</figcaption>
    </figure>
  );
}
