// A scratch project for the image pipeline's tests: photos drawn with sharp, and pipelines that
// share one cache in it, so a second pipeline is the next build.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LAYOUTS } from '../../components/image-layouts.ts';
import { ImagePipeline, type ImagePipelineOptions } from '../../generator/images/pipeline.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';

export type ImageScratch = ReturnType<typeof imageScratch>;

export function imageScratch(prefix: string) {
  const scratch = tempDir(prefix);
  const root = scratch.path;
  const cacheDir = path.join(root, '.cache/images');
  /** Writes `bytes` as assets/photos/<name>; returns the path the content names it by. */
  const put = (name: string, bytes: Buffer | string) => {
    const file = path.join(root, 'assets/photos', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    return `assets/photos/${name}`;
  };
  /** A JPEG of one hue with a gold disc: small, so the real encoders run in a second or two. */
  const photo = async (name: string, hue: number, width = 700, height = 467) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},60%,40%)"/><circle cx="200" cy="200" r="120" fill="#c9a45c"/></svg>`;
    return put(name, await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
  };
  const pipeline = (options: Partial<ImagePipelineOptions> = {}) =>
    new ImagePipeline({ layouts: LAYOUTS, root, cacheDir, log: () => {}, progress: 'off', ...options });
  return { root, cacheDir, put, photo, pipeline, remove: scratch.remove };
}

/** A log keeping the pipeline's own lines: the small fixtures' size warnings are tested in images-checks.test.ts. */
export const ownLines = (lines: string[]) => (line: string) => void (line.startsWith('warning:') || lines.push(line));
/** The content's references to these files, as the gallery's photos. */
export const galleryRefs = (files: string[]) => files.map((file, i) => ({ file, where: `content/gallery.yaml: photos.${i}.image` }));
/** These files shown as gallery tiles. */
export const asTiles = (files: string[]) => files.map((file) => ({ file, layout: 'gallery' }));
