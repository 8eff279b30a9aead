// SVG building blocks shared by the scenes.

export const C = {
  ink: '#0d0d12',
  night: '#17171f',
  gold: '#c9a45c',
  amber: '#e09a45',
  warm: '#ffd39a',
  cream: '#fff0d8',
  rose: '#c65f7c',
  plum: '#7a3478',
  deepPlum: '#351532',
  teal: '#2f8f98',
  deepTeal: '#0f3a42',
  copper: '#c4763c',
  magenta: '#a8407e',
  blue: '#3d5fae',
  violet: '#6a3fb0',
  orange: '#e0702a',
};

export const f = (n) => (Math.round(n * 10) / 10).toString();

export class Defs {
  constructor(prefix = 'g') {
    this.prefix = prefix;
    this.n = 0;
    this.items = [];
  }
  id() {
    return `${this.prefix}${this.n++}`;
  }
  /** radial gradient in objectBoundingBox units: stops = [[offset, color, opacity], ...] */
  radial(stops, extra = '') {
    const id = this.id();
    this.items.push(
      `<radialGradient id="${id}" ${extra}>${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')}</radialGradient>`,
    );
    return id;
  }
  linear(x1, y1, x2, y2, stops, units = 'userSpaceOnUse') {
    const id = this.id();
    this.items.push(
      `<linearGradient id="${id}" gradientUnits="${units}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')}</linearGradient>`,
    );
    return id;
  }
  raw(s) {
    this.items.push(s);
  }
  toString() {
    return this.items.join('');
  }
}

// --- generic layers ---------------------------------------------------------

/** Background: vertical gradient plus a few big soft glows. */
export function background(W, H, { top = C.ink, mid = C.night, bottom = C.ink, glows = [] } = {}) {
  const d = new Defs('bg');
  const lin = d.linear(0, 0, 0, H, [
    [0, top, 1],
    [0.55, mid, 1],
    [1, bottom, 1],
  ]);
  let svg = `<rect width="${W}" height="${H}" fill="url(#${lin})"/>`;
  for (const g of glows) {
    const id = d.radial([
      [0, g.color, g.op ?? 0.8],
      [0.45, g.color, (g.op ?? 0.8) * 0.35],
      [1, g.color, 0],
    ]);
    svg += `<ellipse cx="${f(g.x)}" cy="${f(g.y)}" rx="${f(g.rx)}" ry="${f(g.ry ?? g.rx)}" fill="url(#${id})"/>`;
  }
  return { defs: d.toString(), svg, scale: 0.25, blur: 0, blend: 'over' };
}

/** Large soft haze blobs (screen). */
export function haze(rng, W, H, { n = 6, colors = [C.gold], op = [0.05, 0.16], region = [0, 0, W, H], size = [0.25, 0.6] } = {}) {
  const d = new Defs('hz');
  let svg = '';
  const u = Math.max(W, H);
  for (let i = 0; i < n; i++) {
    const c = rng.pick(colors);
    const id = d.radial([
      [0, c, 1],
      [0.6, c, 0.4],
      [1, c, 0],
    ]);
    const rx = u * rng.range(size[0], size[1]);
    svg += `<ellipse cx="${f(rng.range(region[0], region[2]))}" cy="${f(rng.range(region[1], region[3]))}" rx="${f(rx)}" ry="${f(rx * rng.range(0.35, 0.8))}" fill="url(#${id})" opacity="${rng.range(op[0], op[1]).toFixed(3)}"/>`;
  }
  return { defs: d.toString(), svg, scale: 0.25, blur: 40, blend: 'screen' };
}

/**
 * Light beams from sources. beams: [{x, y, angle (deg, 90 = straight down), len, spread (deg), color, op}]
 */
export function beams(_W, _H, list, { blur = 14, scale = 0.5 } = {}) {
  const d = new Defs('bm');
  let svg = '';
  for (const b of list) {
    const a = (b.angle * Math.PI) / 180;
    const s = ((b.spread ?? 6) * Math.PI) / 180;
    const ex = b.x + Math.cos(a) * b.len,
      ey = b.y + Math.sin(a) * b.len;
    const lx = b.x + Math.cos(a - s) * b.len,
      ly = b.y + Math.sin(a - s) * b.len;
    const rx = b.x + Math.cos(a + s) * b.len,
      ry = b.y + Math.sin(a + s) * b.len;
    const op = Math.min(1, (b.op ?? 0.5) * 1.45);
    const id = d.linear(b.x, b.y, ex, ey, [
      [0, C.cream, op],
      [0.06, b.color, op * 0.9],
      [0.5, b.color, op * 0.35],
      [1, b.color, 0],
    ]);
    const w0 = b.w0 ?? 6;
    const px = Math.cos(a + Math.PI / 2) * w0,
      py = Math.sin(a + Math.PI / 2) * w0;
    svg += `<path d="M${f(b.x - px)} ${f(b.y - py)} L${f(lx)} ${f(ly)} L${f(rx)} ${f(ry)} L${f(b.x + px)} ${f(b.y + py)} Z" fill="url(#${id})"/>`;
    // a brighter core
    const id2 = d.linear(b.x, b.y, ex, ey, [
      [0, C.cream, op * 0.9],
      [0.35, b.color, op * 0.25],
      [0.8, b.color, 0],
    ]);
    const s2 = s * 0.35;
    svg += `<path d="M${f(b.x)} ${f(b.y)} L${f(b.x + Math.cos(a - s2) * b.len)} ${f(b.y + Math.sin(a - s2) * b.len)} L${f(b.x + Math.cos(a + s2) * b.len)} ${f(b.y + Math.sin(a + s2) * b.len)} Z" fill="url(#${id2})"/>`;
  }
  return { defs: d.toString(), svg, scale, blur, blend: 'screen' };
}

/** Defocused bokeh discs. */
export function bokeh(
  rng,
  W,
  H,
  {
    n = 30,
    region = [0, 0, W, H],
    r = [20, 80],
    colors = [C.gold],
    op = [0.15, 0.5],
    blur = 3,
    scale = 0.5,
    hollow = 0.5,
    avoid = null,
  } = {},
) {
  const d = new Defs('bk');
  const grads = colors.map((c) => {
    const solid = d.radial([
      [0, c, 0.55],
      [0.75, c, 0.62],
      [0.93, c, 0.9],
      [1, c, 0],
    ]);
    const soft = d.radial([
      [0, c, 0.9],
      [0.5, c, 0.55],
      [1, c, 0],
    ]);
    return [solid, soft];
  });
  let svg = '';
  for (let i = 0; i < n; i++) {
    const x = rng.range(region[0], region[2]);
    const y = rng.range(region[1], region[3]);
    if (avoid?.(x, y)) continue;
    const ci = Math.floor(rng() * colors.length);
    const rr = rng.range(r[0], r[1]) * (rng.chance(0.15) ? 1.6 : 1);
    const g = grads[ci][rng() < hollow ? 0 : 1];
    svg += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="url(#${g})" opacity="${rng.range(op[0], op[1]).toFixed(3)}"/>`;
  }
  return { defs: d.toString(), svg, scale, blur, blend: 'screen' };
}

/** Small bright point lights with halos. pts: [{x, y, r, color, op}] */
export function points(_W, _H, pts, { blur = 1.5, scale = 0.5 } = {}) {
  const d = new Defs('pt');
  const cache = new Map();
  let svg = '';
  for (const p of pts) {
    let id = cache.get(p.color);
    if (!id) {
      id = d.radial([
        [0, C.cream, 1],
        [0.12, C.cream, 0.95],
        [0.22, p.color, 0.7],
        [0.5, p.color, 0.18],
        [1, p.color, 0],
      ]);
      cache.set(p.color, id);
    }
    svg += `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(p.r)}" fill="url(#${id})" opacity="${(p.op ?? 1).toFixed(3)}"/>`;
  }
  return { defs: d.toString(), svg, scale, blur, blend: 'screen' };
}

/** Wrap arbitrary svg into a layer. */
export const layer = (svg, { defs = '', scale = 1, blur = 0, blend = 'over' } = {}) => ({
  svg,
  defs: typeof defs === 'string' ? defs : defs.toString(),
  scale,
  blur,
  blend,
});

// --- silhouettes --------------------------------------------------------------

/**
 * Head-and-shoulders (or waist-up) figure. Returns elements drawn with `fill`.
 * o: { x, y (head centre), r (head radius), bottom, arms: [angleL, angleR] or null, hair, headphones, lean }
 */
export function figure(o, fill) {
  const { x, y, r } = o;
  const bottom = o.bottom;
  const ys = y + 1.95 * r;
  const sw = o.shoulders ?? 2.35;
  let s = '';
  const body = `M${f(x - 0.4 * r)} ${f(y + 0.5 * r)} L${f(x - 0.46 * r)} ${f(y + 1.35 * r)} Q${f(x - 0.7 * r)} ${f(ys - 0.2 * r)} ${f(x - 1.5 * r)} ${f(ys)} Q${f(x - sw * r)} ${f(ys + 0.2 * r)} ${f(x - (sw + 0.1) * r)} ${f(ys + 1.2 * r)} L${f(x - (sw + 0.25) * r)} ${f(bottom)} L${f(x + (sw + 0.25) * r)} ${f(bottom)} L${f(x + (sw + 0.1) * r)} ${f(ys + 1.2 * r)} Q${f(x + sw * r)} ${f(ys + 0.2 * r)} ${f(x + 1.5 * r)} ${f(ys)} Q${f(x + 0.7 * r)} ${f(ys - 0.2 * r)} ${f(x + 0.46 * r)} ${f(y + 1.35 * r)} L${f(x + 0.4 * r)} ${f(y + 0.5 * r)} Z`;
  s += `<path d="${body}" fill="${fill}"/>`;
  s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(0.8 * r)}" ry="${f(r)}" fill="${fill}"/>`;
  if (o.hair === 'long') {
    s += `<path d="M${f(x - 0.85 * r)} ${f(y - 0.2 * r)} Q${f(x - 1.15 * r)} ${f(y + 1.4 * r)} ${f(x - 1.2 * r)} ${f(y + 2.2 * r)} L${f(x + 1.2 * r)} ${f(y + 2.2 * r)} Q${f(x + 1.15 * r)} ${f(y + 1.4 * r)} ${f(x + 0.85 * r)} ${f(y - 0.2 * r)} Q${f(x)} ${f(y - 1.35 * r)} ${f(x - 0.85 * r)} ${f(y - 0.2 * r)} Z" fill="${fill}"/>`;
  } else if (o.hair === 'bun') {
    s += `<circle cx="${f(x + 0.15 * r)}" cy="${f(y - 1.05 * r)}" r="${f(0.42 * r)}" fill="${fill}"/>`;
  } else if (o.hair === 'curly') {
    s += `<ellipse cx="${f(x)}" cy="${f(y - 0.15 * r)}" rx="${f(1.05 * r)}" ry="${f(1.05 * r)}" fill="${fill}"/>`;
  }
  if (o.headphones) {
    s += `<path d="M${f(x - 0.92 * r)} ${f(y + 0.05 * r)} A${f(0.95 * r)} ${f(1.1 * r)} 0 0 1 ${f(x + 0.92 * r)} ${f(y + 0.05 * r)}" fill="none" stroke="${fill}" stroke-width="${f(0.2 * r)}"/>`;
    s += `<ellipse cx="${f(x - 0.88 * r)}" cy="${f(y + 0.15 * r)}" rx="${f(0.3 * r)}" ry="${f(0.42 * r)}" fill="${fill}"/>`;
    s += `<ellipse cx="${f(x + 0.88 * r)}" cy="${f(y + 0.15 * r)}" rx="${f(0.3 * r)}" ry="${f(0.42 * r)}" fill="${fill}"/>`;
  }
  const arms = o.arms || [];
  arms.forEach((arm, i) => {
    if (!arm) return;
    const side = i === 0 ? -1 : 1;
    const sx = x + side * 1.7 * r,
      sy = ys + 0.45 * r;
    const { ex, ey, hx, hy } = arm; // relative in r units
    const px = (v) => f(x + side * v * r);
    const py = (v) => f(ys + v * r);
    s += `<polyline points="${f(sx)},${f(sy)} ${px(ex)},${py(ey)} ${px(hx)},${py(hy)}" fill="none" stroke="${fill}" stroke-width="${f(0.62 * r)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += `<circle cx="${px(hx)}" cy="${py(hy)}" r="${f(0.36 * r)}" fill="${fill}"/>`;
  });
  return s;
}

/** random raised arm (relative coordinates for figure()) */
export function raisedArm(rng) {
  const spread = rng.range(0.0, 1.4);
  return { ex: 2.7 + spread * 0.5, ey: rng.range(-1.0, -1.7), hx: 2.0 + spread, hy: rng.range(-3.5, -4.4) };
}

/** rim-lit silhouette: draw `fn(color)` once offset in rim colour then dark on top. */
export function rimmed(fn, { dark = '#07070b', rim = C.gold, dx = 0, dy = -4, rimOp = 0.85 } = {}) {
  return `<g transform="translate(${f(dx)} ${f(dy)})" opacity="${rimOp}">${fn(rim)}</g>${fn(dark)}`;
}

/** A row of crowd figures. */
export function crowd(rng, W, H, { y, r, n, bottom = H + 10, armsP = 0.35, x0 = -0.05 * W, x1 = 1.05 * W, jitter = 0.35 }) {
  const list = [];
  const step = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const rr = r * rng.range(0.85, 1.15);
    const x = x0 + step * (i + 0.5) + rng.range(-jitter, jitter) * step;
    const yy = y + rng.range(-0.6, 0.6) * r;
    const arms = [rng.chance(armsP) ? raisedArm(rng) : null, rng.chance(armsP) ? raisedArm(rng) : null];
    list.push({ x, y: yy, r: rr, bottom, arms, hair: rng.pick(['', '', 'long', 'bun', 'curly']), shoulders: rng.range(2.1, 2.6) });
  }
  return list;
}

/** Muted, backlit flower bloom (rim light on the upper edge). */
export const BLOOM_COLS = ['#4a2233', '#5e2c40', '#6b3a48', '#2f1822', '#7d4f55', '#a88a7c', '#3b2430'];
export function bloom(x, y, br, col, rim, rimOp = 0.7) {
  let s = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(br)}" fill="${col}"/>`;
  s += `<path d="M${f(x - br * 0.92)} ${f(y - br * 0.2)} A${f(br)} ${f(br)} 0 0 1 ${f(x + br * 0.7)} ${f(y - br * 0.7)}" fill="none" stroke="${rim}" stroke-opacity="${rimOp}" stroke-width="${f(br * 0.14)}" stroke-linecap="round"/>`;
  for (let k = 0; k < 3; k++) {
    const rr = br * (0.28 + 0.2 * k);
    s += `<path d="M${f(x - rr)} ${f(y + rr * 0.1)} A${f(rr)} ${f(rr)} 0 0 1 ${f(x + rr * 0.9)} ${f(y - rr * 0.2)}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="${f(br * 0.07)}"/>`;
  }
  return s;
}
