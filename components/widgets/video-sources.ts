// Video sources in the order browsers should try them: WebM first (smaller), then MP4.
import type { Video, VideoSource } from '../../content/media.ts';

const ORDER: Record<VideoSource['type'], number> = { 'video/webm': 0, 'video/mp4': 1 };

export function videoSources(video: Video, url: (src: string) => string): VideoSource[] {
  return [...video.sources].sort((a, b) => ORDER[a.type] - ORDER[b.type]).map((s) => ({ src: url(s.src), type: s.type }));
}
