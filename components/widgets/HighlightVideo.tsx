// A playable gallery highlight: a real <video controls> with its poster, the
// fallback text inside for browsers without video, and a caption. preload="none": nothing but
// the poster loads until the visitor presses play. HighlightVideo.client.ts swaps a video whose
// sources all fail for the poster and the fallback message, never a broken box.
import { useBuild } from '../../kit/context.ts';
import { useWidget } from '../../kit/widget.ts';
import type { Video } from '../../content/media.ts';
import { isRemote } from '../../content/media.ts';
import { candidateAtLeast } from '../../kit/srcset.ts';
import { videoSources } from './video-sources.ts';

/** About the frame's width on a desktop (two side by side) and on a 3x phone. */
const POSTER_WIDTH = 960;

export interface HighlightVideoProps {
  video: Video;
  caption: string;
  fallbackText: string;
}

export function HighlightVideo({ video, caption, fallbackText }: HighlightVideoProps) {
  const widget = useWidget(new URL('./HighlightVideo.client.ts', import.meta.url));
  const build = useBuild();
  const poster = build.picture(video.poster.file, 'card');
  // The poster attribute takes one URL and loads at once (preload="none" does not hold it
  // back), so it gets a WebP about as wide as the frame on a desktop or a 3x phone.
  const webp = poster.sources.find((s) => s.type === 'image/webp');
  const posterUrl = webp ? candidateAtLeast(webp.srcset, POSTER_WIDTH) : poster.largest;
  return (
    <figure className="highlight-video" {...widget} data-state="ready">
      <div className="highlight-video__frame" style={{ aspectRatio: `${poster.width} / ${poster.height}`, backgroundColor: poster.color }}>
        <video
          className="highlight-video__video"
          controls
          preload="none"
          playsInline
          poster={posterUrl}
          width={poster.width}
          height={poster.height}
        >
          {videoSources(video, (src) => (isRemote(src) ? src : build.assetUrl(src))).map((s) => (
            <source key={s.src} src={s.src} type={s.type} />
          ))}
          <p className="highlight-video__message">{fallbackText}</p>
        </video>
      </div>
      <figcaption className="highlight-video__caption">{caption}</figcaption>
    </figure>
  );
}
