// Video sources in the order browsers should try them: WebM first (smaller), then MP4; within a
// type, the sources for particular screens (a media query) before the one for every screen,
// since a browser plays the first source whose media matches and whose type it can play.
import type { Video, VideoSource } from '../../content/media-types.ts';

const ORDER: Record<VideoSource['type'], number> = { 'video/webm': 0, 'video/mp4': 1 };
const forEveryScreen = (s: VideoSource) => (s.media === undefined ? 1 : 0);

export function videoSources(video: Video, url: (src: string) => string): VideoSource[] {
  return [...video.sources]
    .sort((a, b) => ORDER[a.type] - ORDER[b.type] || forEveryScreen(a) - forEveryScreen(b))
    .map((s) => ({ ...s, src: url(s.src) }));
}
