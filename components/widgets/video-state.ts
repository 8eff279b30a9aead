// Calls `fail` once when a <video> cannot play any of its sources. With <source> children the
// error fires on each source, not on the video (HTML spec, resource selection); a video whose
// sources all failed before this ran is left in NETWORK_NO_SOURCE.
export function onVideoFailure(video: HTMLVideoElement, fail: () => void): void {
  const sources = video.querySelectorAll('source');
  sources[sources.length - 1]?.addEventListener('error', fail);
  video.addEventListener('error', fail);
  if (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) fail();
}
