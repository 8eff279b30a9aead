// How large a request to the editor's backend may be. An upload carries the photo as base64 text
// (4 bytes for every 3), beside its name; a saved entry carries its content file, which the build
// takes up to MAX_CONTENT_FILE_BYTES. The photo's limit is far above what the site needs (the
// content guide asks for about 2400 px on the long edge, a few megabytes) and holds the largest
// JPEG a camera writes, so no real photo is refused, while a runaway upload is refused before
// it is held in memory.
import { MAX_CONTENT_FILE_BYTES } from '../content/read-file.ts';

export const MAX_PHOTO_BYTES = 40 * 1024 * 1024;

/** The largest request body the backend reads: one photo at its limit, as base64, and a content file. */
export const MAX_REQUEST_BYTES = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + MAX_CONTENT_FILE_BYTES;

/** Bytes in megabytes, as the messages say them: '40 MB', '57.3 MB'. */
export const megabytes = (bytes: number) => `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toLocaleString('en-US')} MB`;
