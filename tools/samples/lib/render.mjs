// Layer renderer + shared colour grade for the sample photos.
import sharp from 'sharp';
import { hashString, mulberry32 } from './seeded-random.mjs';

sharp.cache(false);

/**
 * A scene is { layers: [{ svg, defs?, scale, blur, blend }] } in full-size user units.
 * scale: raster scale for this layer (0.25 = render at quarter size, then upscale).
 * blur: gaussian sigma in full-size pixels (applied at the reduced scale).
 * blend: sharp composite blend mode ('over', 'screen', 'multiply', 'soft-light', ...).
 */
export async function renderLayer(layer, W, H) {
  const s = layer.scale ?? 0.5;
  const w = Math.max(8, Math.round(W * s));
  const h = Math.max(8, Math.round(H * s));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">` +
    `<defs>${layer.defs ?? ''}</defs>${layer.svg}</svg>`;
  let img = sharp(Buffer.from(svg), { density: 72 }).ensureAlpha();
  const sigma = (layer.blur ?? 0) * s;
  let buf;
  if (sigma >= 0.35) {
    buf = await img.raw().toBuffer();
    img = sharp(buf, { raw: { width: w, height: h, channels: 4 } }).blur(sigma);
  }
  buf = await img.raw().toBuffer();
  if (w !== W || h !== H) {
    buf = await sharp(buf, { raw: { width: w, height: h, channels: 4 } })
      .resize(W, H, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
  }
  return buf;
}

export async function renderScene(scene, W, H) {
  const bufs = [];
  for (const layer of scene.layers) bufs.push(await renderLayer(layer, W, H));
  const [base, ...rest] = bufs;
  const out = await sharp(base, { raw: { width: W, height: H, channels: 4 } })
    .composite(
      rest.map((input, i) => ({
        input,
        raw: { width: W, height: H, channels: 4 },
        blend: scene.layers[i + 1].blend ?? 'over',
      })),
    )
    .flatten({ background: '#000000' })
    .removeAlpha()
    .raw()
    .toBuffer();
  // photographic bloom: highlights bleed softly into their surroundings
  const bloom = scene.bloom ?? 0.55;
  if (bloom <= 0) return out;
  const bw = Math.round(W / 8),
    bh = Math.round(H / 8);
  const small = await sharp(out, { raw: { width: W, height: H, channels: 3 } })
    .resize(bw, bh, { kernel: 'cubic' })
    .linear(1.4 * bloom, -70 * bloom)
    .raw()
    .toBuffer();
  const blurred = await sharp(small, { raw: { width: bw, height: bh, channels: 3 } })
    .blur(5)
    .raw()
    .toBuffer();
  const up = await sharp(blurred, { raw: { width: bw, height: bh, channels: 3 } })
    .resize(W, H, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  return sharp(out, { raw: { width: W, height: H, channels: 3 } })
    .composite([{ input: up, raw: { width: W, height: H, channels: 3 }, blend: 'screen' }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

// ---- shared colour grade ---------------------------------------------------

const INK = [13 / 255, 13 / 255, 18 / 255];
const smooth = (a, b, x) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

// tone curve LUT (input 0..255 -> 0..1): gentle filmic S with deep shadows
const TONE = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const x = i / 255;
  const p = x ** 1.04;
  const s = p * p * (3 - 2 * p);
  // S-curve for contrast, with a soft shoulder so highlights roll off rather than clip
  const t = 0.62 * p + 0.38 * s;
  TONE[i] = t < 0.8 ? t : 0.8 + ((1 - Math.exp(-(t - 0.8) * 4.2)) * 0.2) / (1 - Math.exp(-0.84));
}
// highlight warmth / shadow coolness by luminance
const WARM = [];
for (let c = 0; c < 3; c++) WARM.push(new Float32Array(256));
for (let i = 0; i < 256; i++) {
  const L = i / 255;
  const hi = smooth(0.35, 1.0, L);
  const sh = 1 - smooth(0.0, 0.3, L);
  // multiply factors: highlights toward champagne, shadows slightly toward night-blue
  WARM[0][i] = 1 + 0.05 * hi - 0.04 * sh;
  WARM[1][i] = 1 - 0.015 * hi - 0.03 * sh;
  WARM[2][i] = 1 - 0.14 * hi + 0.06 * sh;
}

const vignetteCache = new Map();
function vignette(W, H, strength) {
  const key = `${W}x${H}:${strength}`;
  if (vignetteCache.has(key)) return vignetteCache.get(key);
  const v = new Float32Array(W * H);
  const cx = W / 2,
    cy = H / 2;
  const rx = W / 2,
    ry = H / 2;
  for (let y = 0; y < H; y++) {
    const ny = (y - cy) / ry;
    for (let x = 0; x < W; x++) {
      const nx = (x - cx) / rx;
      const d = Math.sqrt(nx * nx * 0.85 + ny * ny * 1.0);
      v[y * W + x] = 1 - strength * smooth(0.45, 1.42, d);
    }
  }
  vignetteCache.set(key, v);
  return v;
}

/**
 * Apply the shared grade in place and return an RGB buffer.
 * opts: { seed, grain (0..), vignette (0..1), exposure }
 */
export function grade(rgb, W, H, opts = {}) {
  const grainAmp = opts.grain ?? 0.02;
  const vig = vignette(W, H, opts.vignette ?? 0.5);
  const exposure = opts.exposure ?? 1;
  const rand = mulberry32(hashString(String(opts.seed ?? 'grain')));
  const out = Buffer.allocUnsafe(W * H * 3);
  // grain: generate at half resolution and upsample (softer, film-like, compresses better)
  const gw = (W >> 1) + 2,
    gh = (H >> 1) + 2;
  const g = new Float32Array(gw * gh);
  for (let i = 0; i < g.length; i++) g[i] = rand() + rand() + rand() - 1.5;
  const n = W * H;
  for (let p = 0; p < n; p++) {
    const x = p % W,
      y = (p / W) | 0;
    const i3 = p * 3;
    const v = vig[p] * exposure;
    const r = Math.min(255, rgb[i3] * v) | 0;
    const gg = Math.min(255, rgb[i3 + 1] * v) | 0;
    const b = Math.min(255, rgb[i3 + 2] * v) | 0;
    const Li = Math.min(255, (0.2126 * r + 0.7152 * gg + 0.0722 * b) | 0);
    let R = TONE[r] * WARM[0][Li];
    let G = TONE[gg] * WARM[1][Li];
    let B = TONE[b] * WARM[2][Li];
    // grain: bilinear-ish (average of two neighbours), luminance only, strongest in mid tones
    const gx = x >> 1,
      gy = y >> 1;
    const gi = gy * gw + gx;
    const noise = (x & 1 ? (g[gi] + g[gi + 1]) * 0.5 : g[gi]) * 0.6 + (y & 1 ? g[gi + gw] : g[gi]) * 0.4;
    const L = Li / 255;
    const amt = grainAmp * (0.35 + 2.6 * L * (1 - L));
    R += noise * amt;
    G += noise * amt;
    B += noise * amt;
    // lift black point to ink
    R = INK[0] + (1 - INK[0]) * R;
    G = INK[1] + (1 - INK[1]) * G;
    B = INK[2] + (1 - INK[2]) * B;
    out[i3] = R <= 0 ? 0 : R >= 1 ? 255 : (R * 255 + 0.5) | 0;
    out[i3 + 1] = G <= 0 ? 0 : G >= 1 ? 255 : (G * 255 + 0.5) | 0;
    out[i3 + 2] = B <= 0 ? 0 : B >= 1 ? 255 : (B * 255 + 0.5) | 0;
  }
  return out;
}

export const JPEG_OPTS = {
  quality: 82,
  progressive: false,
  mozjpeg: false,
  trellisQuantisation: true,
  overshootDeringing: true,
  optimiseScans: false,
  optimiseCoding: true,
  quantisationTable: 3,
  chromaSubsampling: '4:2:0',
};

export async function writeJpeg(rgb, W, H, file) {
  await sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
    .toColourspace('srgb')
    .jpeg(JPEG_OPTS)
    .toFile(file);
}

export async function renderPhoto(scene, W, H, file, opts) {
  const rgb = await renderScene(scene, W, H);
  const graded = grade(rgb, W, H, opts);
  await writeJpeg(graded, W, H, file);
}
