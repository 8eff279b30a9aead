// References from content to media files. A business owner replaces the files under
// assets/ and keeps these entries; the build checks that every referenced file exists.

export interface Photo {
  kind: 'photo';
  /** Path from the project root, e.g. 'assets/photos/gallery/01.jpg'. */
  file: string;
}

export interface VideoSource {
  /** A file under the project root ('assets/video/nye.webm') or an absolute https URL. */
  src: string;
  type: 'video/webm' | 'video/mp4';
  /**
   * A media query, e.g. '(max-aspect-ratio: 3/4)': the source is for screens it matches only.
   * A browser plays the first source whose media matches and whose type it can play, so a
   * video also needs sources without one, for every other screen.
   */
  media?: string;
}

export interface Video {
  kind: 'video';
  sources: VideoSource[];
  poster: Photo;
}

/** A photo under assets/photos/. */
export function photo(path: string): Photo {
  return { kind: 'photo', file: `assets/photos/${path}` };
}

/** A video: local files under assets/video/ or absolute URLs, with a poster photo. */
export function video(sources: VideoSource[], poster: Photo): Video {
  return { kind: 'video', sources, poster };
}

export function isRemote(src: string): boolean {
  return /^https?:\/\//.test(src);
}
