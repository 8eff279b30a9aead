// What the editor makes of a photo the owner picks, before Decap reads it: its bytes are read with
// file-type, and judged by the build's rule (framework/shared/photo-format.ts). A photo named for
// another photo format ('scan.jpg' holding a PNG) gets the extension its bytes say; a file that is
// no photo the build takes ('IMG_0042.jpg' holding HEIC) is refused in the build's words. What
// file-type cannot tell apart (a HEIF container's codec, an SVG, a damaged file) is left to the
// check after it, the local backend's or the build's, so the editor never refuses a photo the
// build takes.
import { fileTypeFromBlob } from 'file-type';
import {
  type DetectedFormat,
  extensionOf,
  formatNamed,
  formatProblem,
  PHOTO_FORMATS,
  type PhotoFormat,
} from '../framework/shared/photo-format.ts';
import { uploadName } from './upload-names.ts';

/** Each photo format by its MIME type, as file-type names it. */
const PHOTO_TYPES = new Map<string, PhotoFormat>(PHOTO_FORMATS.map((format) => [`image/${format}`, format]));
/** HEIF's own brands say its codec only in a compatible brand file-type does not read: the build tells AVIF from HEIC. */
const UNTOLD_TYPES = new Set(['image/heif', 'image/heif-sequence']);
/** file-type's extensions that are not how the build names a format. */
const FORMAT_NAMES: Record<string, string> = { tif: 'TIFF', heic: 'HEIC' };

/** The format of a file's bytes as far as file-type tells it, in the build's terms; undefined when it cannot tell. */
async function formatOf(file: Blob): Promise<DetectedFormat | undefined> {
  // A file it fails to read is one it cannot tell: the check after it judges.
  const found = await fileTypeFromBlob(file).catch(() => undefined);
  if (!found || UNTOLD_TYPES.has(found.mime)) return undefined;
  return PHOTO_TYPES.get(found.mime) ?? { other: FORMAT_NAMES[found.ext] ?? found.ext.toUpperCase() };
}

/** The name a picked file is uploaded under, or why the build would refuse it as a photo. */
export async function uploadVerdict(file: File): Promise<{ name: string } | { refusal: string }> {
  const name = uploadName(file.name);
  const named = formatNamed(name);
  // A video or another file a field takes is not a photo: its field and the build judge it.
  if (!named) return { name };
  const detected = await formatOf(file);
  if (detected === undefined || detected === named) return { name };
  if (typeof detected === 'object') return { refusal: `${name}: ${formatProblem(name, detected)}` };
  return { name: name.replace(/[^.]+$/, extensionOf(detected)) };
}
