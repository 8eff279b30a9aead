// Favicons and the Open Graph image, drawn by sharp from the brand's mark (site.config.ts, brand),
// without text, so no font of the build machine shows. Cached by the mark's and colours' hash
// in .cache/icons/, an OutputCache as the photos' and fonts' are.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { BrandMarkUnreadable } from '../error-messages.ts';
import { InputError } from '../errors.ts';
import { sha256 } from '../hash.ts';
import { OutputCache } from './cache.ts';

/** The icons a page's head links to, by their path in the site. */
export const HEAD_ICONS = { ico: '/favicon.ico', appleTouch: '/apple-touch-icon.png' } as const;

/** Bump when the drawing below changes. */
const ICONS_VERSION = 2;

/** The icon files by site-root path, plus the OG image's public URL path ('/assets/og-image-….png'). */
export class IconFiles extends Map<string, Buffer> {
  get ogImage(): string {
    const found = [...this.keys()].find((f) => f.startsWith('assets/og-image-'));
    if (!found) throw new Error('makeIcons output has no Open Graph image');
    return '/' + found;
  }
}

export async function makeIcons(root: string, brand: SiteConfig['brand']): Promise<IconFiles> {
  let mark: Buffer;
  try {
    mark = await readFile(path.join(root, brand.mark));
    await sharp(mark).metadata();
  } catch (error) {
    const reason = (error as Error).message;
    throw new InputError({ file: brand.mark, usedBy: 'favicons and Open Graph image', problem: BrandMarkUnreadable({ reason }) });
  }
  const { ground, accent } = brand;
  const hash = sha256(Buffer.concat([mark, Buffer.from(`icons-v${ICONS_VERSION}\n${ground}\n${accent}`)])).slice(0, 8);
  // Checked against the cache's record of them: a damaged one is drawn again, not shipped.
  const cache = new OutputCache(path.join(root, '.cache/icons'));
  await cache.load();
  const names = ['favicon.svg', HEAD_ICONS.ico.slice(1), HEAD_ICONS.appleTouch.slice(1), `assets/og-image-${hash}.png`] as const;
  const cacheName = (name: string) => `${hash}-${path.basename(name)}`;
  const cached = names.map((name) => cache.verify(cacheName(name))).map((entry) => (entry.ok ? entry.bytes : null));
  if (!cached.includes(null)) return new IconFiles(names.map((name, i) => [name, cached[i]!]));

  const [svg, ico, appleTouch, og] = names;
  const files = new IconFiles();
  files.set(svg, mark);
  const icoSizes = await Promise.all([16, 32, 48].map(async (size) => ({ png: await squareIcon(mark, size, null), size })));
  files.set(ico, pngIco(icoSizes));
  // iOS and Android mask transparent corners with black or white: give it the brand's ground.
  files.set(appleTouch, await squareIcon(mark, 180, ground));
  files.set(og, await ogImage(mark, ground, accent));
  for (const [name, data] of files) await cache.write(cacheName(name), data);
  return files;
}

/** The mark centred on a square, with padding; transparent when `background` is null. */
async function squareIcon(mark: Buffer, size: number, background: string | null): Promise<Buffer> {
  const inner = Math.round(size * (background ? 0.7 : 1));
  const square = sharp({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } });
  return centred(square, await renderMark(mark, inner));
}

/** 1200×630: the mark on the brand's ground with a soft glow and a thin frame in its accent. */
async function ogImage(mark: Buffer, groundColor: string, accent: string): Promise<Buffer> {
  const [width, height] = [1200, 630];
  const ground = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="glow" cx="50%" cy="50%" r="55%">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.22"/>
      <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient></defs>
    <rect width="100%" height="100%" fill="${groundColor}"/>
    <rect width="100%" height="100%" fill="url(#glow)"/>
    <rect x="32" y="32" width="${width - 64}" height="${height - 64}" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="2"/>
  </svg>`;
  return centred(sharp(Buffer.from(ground)), await renderMark(mark, 300));
}

function centred(base: Sharp, glyph: Buffer): Promise<Buffer> {
  return base
    .composite([{ input: glyph, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Rasterises the SVG at about twice the target size (a density for its own size), then scales down. */
async function renderMark(mark: Buffer, size: number): Promise<Buffer> {
  const { width = 100, height = 100 } = await sharp(mark).metadata();
  const density = Math.min(2400, Math.max(36, (72 * 2 * size) / Math.max(width, height)));
  return sharp(mark, { density })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** An ICO holding PNGs (every current browser reads it): a 6-byte header, a 16-byte directory entry per image, then the PNGs. */
function pngIco(images: { png: Buffer; size: number }[]): Buffer {
  // Buffer.alloc zero-fills: the reserved fields, and no palette (an entry's bytes 2 and 3).
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ png, size }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}
