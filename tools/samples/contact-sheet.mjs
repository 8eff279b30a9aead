// Dev helper: contact sheet of a folder of JPEGs.  node tools/samples/contact-sheet.mjs <dir> <out.png> [cols] [thumbWidth]
import sharp from 'sharp';

const [dir, out, cols = 6, tw = 300] = process.argv.slice(2);

import fs from 'node:fs';

const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.jpg'))
  .sort();
const th = Math.round((tw * 2) / 3);
const comps = await Promise.all(
  files.map(async (f, i) => ({
    input: await sharp(`${dir}/${f}`).resize(+tw, th, { fit: 'contain', background: '#222' }).toBuffer(),
    left: (i % cols) * tw,
    top: Math.floor(i / cols) * th,
  })),
);
await sharp({ create: { width: cols * tw, height: Math.ceil(files.length / cols) * th, channels: 3, background: '#222' } })
  .composite(comps)
  .png()
  .toFile(out);
