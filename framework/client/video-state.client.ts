// Calls `fail` once when a <video> cannot play any source. With <source> children the error fires
// on each source; a video whose sources all failed already, or one just made (`justMade`, still
// before resource selection), is in NETWORK_NO_SOURCE.
import type { WidgetKit } from './mount.client.ts';

export function onVideoFailure(video: HTMLVideoElement, fail: () => void, listen: WidgetKit['listen'], { justMade = false } = {}): void {
  const sources = video.querySelectorAll('source');
  const last = sources[sources.length - 1];
  if (last) listen(last, 'error', fail);
  listen(video, 'error', fail);
  if (!justMade && video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) fail();
}
