// Looping background clips: frames rendered with sharp, encoded with ffmpeg.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { grade, renderScene, writeJpeg } from './render.mjs';
import { makeRng } from './seeded-random.mjs';
import { background, C, Defs, f, layer } from './svg.mjs';

const TAU = Math.PI * 2;

function bokehSvg(items, W, H, ph, d) {
  const grads = new Map();
  let s = '';
  for (const b of items) {
    let id = grads.get(b.color + b.soft);
    if (!id) {
      id = b.soft
        ? d.radial([
            [0, b.color, 0.9],
            [0.5, b.color, 0.5],
            [1, b.color, 0],
          ])
        : d.radial([
            [0, b.color, 0.5],
            [0.75, b.color, 0.6],
            [0.93, b.color, 0.85],
            [1, b.color, 0],
          ]);
      grads.set(b.color + b.soft, id);
    }
    const x = b.x + b.ax * Math.sin(TAU * b.kx * ph + b.px);
    let y = b.y + b.ay * Math.sin(TAU * b.ky * ph + b.py);
    if (b.fall) y = ((b.y + b.fall * ph) % 1.3) - 0.15; // wraps an integer number of times per loop
    const op = b.op * (1 - b.tw + b.tw * (0.5 + 0.5 * Math.sin(TAU * b.kt * ph + b.pt)));
    s += `<circle cx="${f(x * W)}" cy="${f(y * H)}" r="${f(b.r * Math.min(W, H))}" fill="url(#${id})" opacity="${op.toFixed(3)}"/>`;
  }
  return s;
}

function beamSvg(list, W, H, ph, d) {
  let s = '';
  for (const b of list) {
    const ang = ((b.angle + b.amp * Math.sin(TAU * b.k * ph + b.p)) * Math.PI) / 180;
    const sp = (b.spread * Math.PI) / 180;
    const x = b.x * W,
      y = b.y * H,
      L = b.len * H;
    const ex = x + Math.cos(ang) * L,
      ey = y + Math.sin(ang) * L;
    const op = b.op * (0.75 + 0.25 * Math.sin(TAU * b.kt * ph + b.p));
    const id = d.linear(x, y, ex, ey, [
      [0, C.cream, op],
      [0.08, b.color, op * 0.85],
      [0.55, b.color, op * 0.3],
      [1, b.color, 0],
    ]);
    s += `<path d="M${f(x)} ${f(y)} L${f(x + Math.cos(ang - sp) * L)} ${f(y + Math.sin(ang - sp) * L)} L${f(x + Math.cos(ang + sp) * L)} ${f(y + Math.sin(ang + sp) * L)} Z" fill="url(#${id})"/>`;
    const id2 = d.linear(x, y, ex, ey, [
      [0, C.cream, op],
      [0.4, b.color, op * 0.3],
      [0.85, b.color, 0],
    ]);
    const s2 = sp * 0.35;
    s += `<path d="M${f(x)} ${f(y)} L${f(x + Math.cos(ang - s2) * L)} ${f(y + Math.sin(ang - s2) * L)} L${f(x + Math.cos(ang + s2) * L)} ${f(y + Math.sin(ang + s2) * L)} Z" fill="url(#${id2})"/>`;
  }
  return s;
}

function makeBokeh(rng, n, o) {
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push({
      x: rng.range(o.x0 ?? -0.05, o.x1 ?? 1.05),
      y: rng.range(o.y0 ?? -0.05, o.y1 ?? 1.05),
      r: rng.range(o.r[0], o.r[1]),
      color: rng.pick(o.colors),
      op: rng.range(o.op[0], o.op[1]),
      ax: rng.range(0.005, o.drift ?? 0.04),
      ay: rng.range(0.005, o.drift ?? 0.04),
      kx: rng.int(1, 2),
      ky: rng.int(1, 2),
      px: rng.range(0, TAU),
      py: rng.range(0, TAU),
      tw: rng.range(0, o.twinkle ?? 0.4),
      kt: rng.int(1, 3),
      pt: rng.range(0, TAU),
      soft: rng.chance(o.softP ?? 0.4),
      fall: o.fall ? o.fall * rng.int(1, 2) : 0,
    });
  }
  return out;
}

// --- clip definitions: each returns (W, H, ph) => scene ----------------------------------

function heroClip() {
  const rng = makeRng('video:hero');
  const far = makeBokeh(rng, 85, { r: [0.008, 0.035], colors: [C.gold, C.warm, C.amber, C.cream], op: [0.4, 0.95], drift: 0.03, x0: 0.05 });
  const mid = makeBokeh(rng, 26, { r: [0.04, 0.1], colors: [C.gold, C.amber, C.warm, C.rose], op: [0.2, 0.45], drift: 0.06, softP: 0.3 });
  const near = makeBokeh(rng, 7, { r: [0.14, 0.22], colors: [C.gold, C.amber], op: [0.08, 0.16], drift: 0.08, softP: 1 });
  const beams = [];
  for (let i = 0; i < 6; i++)
    beams.push({
      x: 0.15 + i * 0.15,
      y: -0.05,
      angle: 90 + rng.range(-30, 30),
      amp: rng.range(6, 14),
      k: 1,
      kt: rng.int(1, 2),
      p: rng.range(0, TAU),
      len: 1.5,
      spread: rng.range(3, 5),
      color: i % 2 ? C.gold : C.rose,
      op: rng.range(0.5, 0.75),
    });
  return (W, H, ph) => {
    const layers = [];
    layers.push(
      background(W, H, {
        glows: [
          { x: W * (0.6 + 0.05 * Math.sin(TAU * ph)), y: H * 0.45, rx: W * 0.6, ry: H * 0.65, color: C.plum, op: 0.7 },
          { x: W * (0.45 + 0.06 * Math.cos(TAU * ph)), y: H * 0.4, rx: W * 0.4, ry: H * 0.5, color: C.gold, op: 0.55 },
        ],
      }),
    );
    let d = new Defs('vb');
    layers.push(layer(beamSvg(beams, W, H, ph, d), { defs: d, scale: 0.25, blur: 14, blend: 'screen' }));
    d = new Defs('vf');
    layers.push(layer(bokehSvg(far, W, H, ph, d), { defs: d, scale: 0.5, blur: 2, blend: 'screen' }));
    d = new Defs('vm');
    layers.push(layer(bokehSvg(mid, W, H, ph, d), { defs: d, scale: 0.25, blur: 6, blend: 'screen' }));
    d = new Defs('vn');
    layers.push(layer(bokehSvg(near, W, H, ph, d), { defs: d, scale: 0.25, blur: 14, blend: 'screen' }));
    return { layers, bloom: 0.5 };
  };
}

function nyeClip() {
  const rng = makeRng('video:nye');
  const fallers = makeBokeh(rng, 110, {
    r: [0.006, 0.03],
    colors: [C.gold, C.warm, C.cream, C.amber],
    op: [0.5, 1],
    drift: 0.02,
    fall: 1.3,
    twinkle: 0.6,
    softP: 0.3,
  });
  const mid = makeBokeh(rng, 22, { r: [0.04, 0.1], colors: [C.gold, C.amber, C.warm], op: [0.2, 0.45], drift: 0.05, fall: 1.3 });
  const glints = [];
  for (let i = 0; i < 14; i++)
    glints.push({ x: rng.range(0.05, 0.95), y: rng.range(0.05, 0.9), s: rng.range(0.02, 0.05), k: rng.int(1, 3), p: rng.range(0, TAU) });
  return (W, H, ph) => {
    const layers = [];
    layers.push(
      background(W, H, {
        mid: '#1a1512',
        glows: [
          { x: W * 0.5, y: H * (0.55 + 0.04 * Math.sin(TAU * ph)), rx: W * 0.6, ry: H * 0.55, color: C.amber, op: 0.45 },
          { x: W * 0.3, y: H * 0.3, rx: W * 0.35, color: C.gold, op: 0.45 },
          { x: W * 0.8, y: H * 0.25, rx: W * 0.3, color: C.rose, op: 0.35 },
        ],
      }),
    );
    let d = new Defs('nm');
    layers.push(layer(bokehSvg(mid, W, H, ph, d), { defs: d, scale: 0.25, blur: 8, blend: 'screen' }));
    d = new Defs('nf');
    layers.push(layer(bokehSvg(fallers, W, H, ph, d), { defs: d, scale: 0.5, blur: 1.5, blend: 'screen' }));
    // star glints
    let g = '';
    const u = Math.min(W, H);
    for (const s of glints) {
      const a = Math.max(0, Math.sin(TAU * s.k * ph + s.p));
      if (a < 0.05) continue;
      const L = s.s * u * a,
        x = s.x * W,
        y = s.y * H;
      g += `<g opacity="${(a * 0.9).toFixed(3)}"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(L)}" ry="${f(L * 0.06)}" fill="${C.cream}"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(L * 0.06)}" ry="${f(L)}" fill="${C.cream}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(L * 0.18)}" fill="${C.cream}"/></g>`;
    }
    layers.push(layer(g, { scale: 0.5, blur: 1.5, blend: 'screen' }));
    return { layers, bloom: 0.6 };
  };
}

function halloweenClip() {
  const rng = makeRng('video:halloween');
  const blobs = [];
  for (let i = 0; i < 9; i++)
    blobs.push({
      x: rng.range(0, 1),
      y: rng.range(0.2, 1),
      rx: rng.range(0.25, 0.5),
      color: i % 3 === 0 ? C.orange : C.violet,
      op: rng.range(0.3, 0.55),
      ax: rng.range(0.05, 0.12),
      k: rng.int(1, 2),
      p: rng.range(0, TAU),
    });
  const embers = makeBokeh(rng, 55, {
    r: [0.008, 0.03],
    colors: [C.orange, C.amber, C.violet, C.warm],
    op: [0.45, 0.95],
    drift: 0.03,
    y0: 0.4,
    twinkle: 0.7,
  });
  const beams = [];
  for (let i = 0; i < 5; i++)
    beams.push({
      x: 0.1 + i * 0.2,
      y: -0.05,
      angle: 90 + rng.range(-25, 25),
      amp: rng.range(10, 20),
      k: 1,
      kt: rng.int(1, 2),
      p: rng.range(0, TAU),
      len: 1.5,
      spread: 4,
      color: i % 2 ? C.orange : C.violet,
      op: 0.65,
    });
  return (W, H, ph) => {
    const layers = [];
    layers.push(
      background(W, H, {
        top: '#0b0910',
        mid: '#140f1c',
        glows: [
          { x: W * 0.5, y: H * 0.95, rx: W * 0.7, ry: H * 0.35, color: C.orange, op: 0.5 },
          { x: W * 0.5, y: H * 0.35, rx: W * 0.6, ry: H * 0.4, color: C.violet, op: 0.45 },
        ],
      }),
    );
    let d = new Defs('hb');
    layers.push(layer(beamSvg(beams, W, H, ph, d), { defs: d, scale: 0.25, blur: 12, blend: 'screen' }));
    d = new Defs('hh');
    let s = '';
    for (const b of blobs) {
      const id = d.radial([
        [0, b.color, 1],
        [0.6, b.color, 0.4],
        [1, b.color, 0],
      ]);
      const x = (b.x + b.ax * Math.sin(TAU * b.k * ph + b.p)) * W;
      s += `<ellipse cx="${f(x)}" cy="${f(b.y * H)}" rx="${f(b.rx * W)}" ry="${f(b.rx * H * 0.6)}" fill="url(#${id})" opacity="${b.op.toFixed(3)}"/>`;
    }
    layers.push(layer(s, { defs: d, scale: 0.25, blur: 30, blend: 'screen' }));
    d = new Defs('he');
    layers.push(layer(bokehSvg(embers, W, H, ph, d), { defs: d, scale: 0.5, blur: 3, blend: 'screen' }));
    return { layers, bloom: 0.5 };
  };
}

export const CLIPS = [
  // Phones and portrait tablets show only the middle of a wide clip (object-fit: cover), so the
  // hero also ships that middle as a portrait clip of its own: the same picture on those
  // screens, in fewer pixels to download and decode.
  {
    name: 'hero',
    make: heroClip,
    W: 1280,
    H: 720,
    seconds: 9,
    fps: 24,
    poster: [2400, 1350],
    crops: [{ name: 'hero-portrait', W: 540, H: 720 }],
  },
  { name: 'nye', make: nyeClip, W: 960, H: 540, seconds: 7, fps: 24, poster: [1920, 1080] },
  { name: 'halloween', make: halloweenClip, W: 960, H: 540, seconds: 7, fps: 24, poster: [1920, 1080] },
];

const FFMPEG = process.env.FFMPEG || 'ffmpeg';
const sceneCache = new Map();
const clipByName = (name) => CLIPS.find((c) => c.name === name);
function sceneFn(name) {
  if (!sceneCache.has(name)) sceneCache.set(name, clipByName(name).make());
  return sceneCache.get(name);
}

export const frameCount = (clip) => clip.seconds * clip.fps;
export const framePath = (dir, clip, i) => path.join(dir, `${clip.name}-${String(i).padStart(4, '0')}.png`);

/** Render frame i of a clip to a PNG. Phase i/n: frame n would equal frame 0, so the loop is seamless. */
export async function renderFrame(name, i, file) {
  const clip = clipByName(name);
  const rgb = await renderScene(sceneFn(name)(clip.W, clip.H, i / frameCount(clip)), clip.W, clip.H);
  const graded = grade(rgb, clip.W, clip.H, { grain: 0, vignette: 0.5 });
  await sharp(graded, { raw: { width: clip.W, height: clip.H, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toFile(file);
}

/** Poster: the first frame rendered at poster size (the scene is resolution independent). */
export async function renderPoster(name, file) {
  const clip = clipByName(name);
  const [PW, PH] = clip.poster;
  const rgb = await renderScene(sceneFn(name)(PW, PH, 0), PW, PH);
  await writeJpeg(grade(rgb, PW, PH, { grain: 0.012, vignette: 0.5, seed: `${name}:poster` }), PW, PH, file);
}

/** Encodes a clip's frames to MP4 and WebM, and each of its centred crops likewise. */
export function encodeClip(clip, frameDir, outDir) {
  encode(clip, frameDir, path.join(outDir, clip.name), []);
  for (const crop of clip.crops ?? []) encode(clip, frameDir, path.join(outDir, crop.name), ['-vf', `crop=${crop.W}:${crop.H}`]);
}

function encode(clip, frameDir, outBase, filters) {
  const common = [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-framerate',
    String(clip.fps),
    '-i',
    path.join(frameDir, `${clip.name}-%04d.png`),
    ...filters,
    '-an',
    '-pix_fmt',
    'yuv420p',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
  ];
  execFileSync(
    FFMPEG,
    [
      ...common,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      String(clip.crf264 ?? 25),
      '-g',
      String(clip.fps * 2),
      '-threads',
      '2',
      '-movflags',
      '+faststart',
      `${outBase}.mp4`,
    ],
    { stdio: 'inherit' },
  );
  execFileSync(
    FFMPEG,
    [
      ...common,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(clip.crfVp9 ?? 34),
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '0',
      '-threads',
      '1',
      '-g',
      String(clip.fps * 2),
      `${outBase}.webm`,
    ],
    { stdio: 'inherit' },
  );
}
