// Calls `fail` once when a <video> cannot play any of its sources. With <source> children the
// error fires on each source, not on the video (HTML spec, resource selection); a video whose
// sources all failed before this ran is left in NETWORK_NO_SOURCE. A video a script has just
// made (`justMade`) is in NETWORK_NO_SOURCE too, while its resource selection waits to start:
// for it, only the error events count.
import type { WidgetKit } from './mount.client.ts';

export function onVideoFailure(video: HTMLVideoElement, fail: () => void, listen: WidgetKit['listen'], { justMade = false } = {}): void {
  const sources = video.querySelectorAll('source');
  const last = sources[sources.length - 1];
  if (last) listen(last, 'error', fail);
  listen(video, 'error', fail);
  if (!justMade && video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) fail();
}
