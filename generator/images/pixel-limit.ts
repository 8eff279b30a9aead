// The most pixels a photo may have: beyond it libvips refuses to decode the file (sharp's
// limitInputPixels), since decoding it could take more memory than a build machine has. The
// limit is sharp's own default, set here so the message can say what it is.
import sharp from 'sharp';

/** 16,383 × 16,383: about 268 million pixels. */
export const MAX_PHOTO_PIXELS = 0x3fff * 0x3fff;

/** What to tell the owner when `error` is sharp refusing a photo for its pixels, else undefined. */
export async function pixelLimitProblem(bytes: Buffer, error: unknown): Promise<string | undefined> {
  if (!(error instanceof Error && /pixel limit/i.test(error.message))) return undefined;
  // The header alone, so the size can be named without decoding what is too large to decode.
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  const millions = (pixels: number) => `${Math.round(pixels / 1e6).toLocaleString('en-US')} million pixels`;
  const size =
    width && height ? `${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} (${millions(width * height)})` : 'too large';
  return `the photo is ${size}; a photo may have at most ${millions(MAX_PHOTO_PIXELS)} (16,383 × 16,383): scale it down (2400 px on its long edge is plenty) and save it again`;
}
