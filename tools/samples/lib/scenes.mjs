// Scene builders: each returns { layers } for render.mjs. Coordinates are in full-size pixels.
import { BLOOM_COLS, background, beams, bloom, bokeh, C, crowd, Defs, f, figure, haze, layer, points, raisedArm, rimmed } from './svg.mjs';

const ACCENTS = [
  { acc: C.plum, acc2: C.rose },
  { acc: C.teal, acc2: C.deepTeal },
  { acc: C.rose, acc2: C.plum },
  { acc: C.magenta, acc2: C.plum },
  { acc: C.copper, acc2: C.amber },
  { acc: C.blue, acc2: C.teal },
];
export function palette(rng, accent) {
  const a = accent ? (ACCENTS.find((x) => x.acc === accent) ?? { acc: accent, acc2: accent }) : rng.pick(ACCENTS);
  return { warm: rng.pick([C.gold, C.amber, C.gold, C.warm]), ...a };
}

const DARK = '#08080c';

function crowdLayer(rng, W, H, rowOpts, { rim, dark = DARK, blur = 2, scale = 0.5, rimDy = -5, rimOp = 0.8 } = {}) {
  const figs = crowd(rng, W, H, rowOpts);
  const svg = figs.map((o) => rimmed((c) => figure(o, c), { dark, rim, dy: rimDy * (o.r / 60), dx: rng.range(-2, 2), rimOp })).join('');
  return layer(svg, { scale, blur });
}

// ---------------------------------------------------------------------------
// DJ SERVICES

export function djBooth(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const cx = W * rng.range(0.38, 0.62);
  const boothTop = H * rng.range(0.64, 0.72);
  const layers = [];
  layers.push(
    background(W, H, {
      top: C.ink,
      mid: C.night,
      glows: [
        { x: cx, y: H * 0.35, rx: W * 0.55, ry: H * 0.45, color: p.acc, op: 0.55 },
        { x: cx + rng.range(-0.2, 0.2) * W, y: H * 0.25, rx: W * 0.3, color: p.warm, op: 0.35 },
      ],
    }),
  );
  layers.push(haze(rng, W, H, { n: 7, colors: [p.acc, p.warm, p.acc2], op: [0.08, 0.22] }));
  // beams from a truss line
  const nb = rng.int(4, 7);
  const list = [];
  for (let i = 0; i < nb; i++) {
    const x = W * (0.08 + (0.84 * i) / (nb - 1)) + rng.range(-30, 30);
    const toCenter = (cx - x) / W;
    list.push({
      x,
      y: H * rng.range(0.02, 0.08),
      angle: 90 - toCenter * rng.range(20, 70) + rng.range(-12, 12),
      len: H * 1.1,
      spread: rng.range(3, 7),
      color: i % 2 ? p.acc : p.warm,
      op: rng.range(0.25, 0.5),
    });
  }
  layers.push(beams(W, H, list, { blur: 16 }));
  layers.push(
    bokeh(rng, W, H, {
      n: 40,
      region: [0, H * 0.05, W, boothTop],
      r: [u * 0.01, u * 0.035],
      colors: [p.warm, p.acc, C.cream],
      op: [0.2, 0.6],
      blur: 4,
    }),
  );
  // far crowd behind (small, hazy)
  layers.push(
    crowdLayer(
      rng,
      W,
      H,
      { y: boothTop - u * 0.02, r: u * 0.022, n: Math.round(W / (u * 0.06)), armsP: 0.3, bottom: boothTop + u * 0.2 },
      { dark: '#1a1620', rim: p.acc, blur: 6 },
    ),
  );
  // DJ
  const r = u * rng.range(0.05, 0.065);
  const dj = {
    x: cx,
    y: boothTop - r * rng.range(3.4, 4.1),
    r,
    bottom: boothTop + r,
    headphones: true,
    arms: [rng.chance(0.5) ? raisedArm(rng) : { ex: 2.1, ey: 1.6, hx: 1.2, hy: 2.6 }, { ex: 2.4, ey: 1.8, hx: 1.6, hy: 2.8 }],
    shoulders: 2.5,
  };
  const bw = W * rng.range(0.42, 0.6);
  const d = new Defs('db');
  const face = d.linear(0, boothTop, 0, H, [
    [0, '#15131b', 1],
    [0.5, '#0b0a0f', 1],
    [1, '#050507', 1],
  ]);
  let s = rimmed((c) => figure(dj, c), { rim: p.warm, dy: -r * 0.07, rimOp: 0.9 });
  // booth + decks
  const bx0 = cx - bw / 2,
    bx1 = cx + bw / 2;
  s += `<path d="M${f(bx0 - 10)} ${f(boothTop)} L${f(bx1 + 10)} ${f(boothTop)} L${f(bx1 + 30)} ${f(H + 5)} L${f(bx0 - 30)} ${f(H + 5)} Z" fill="url(#${face})"/>`;
  const inset = u * 0.03;
  s += `<path d="M${f(bx0 + inset)} ${f(boothTop + inset)} L${f(bx1 - inset)} ${f(boothTop + inset)} L${f(bx1 - inset + 18)} ${f(H + 5)} M${f(bx0 + inset)} ${f(boothTop + inset)} L${f(bx0 + inset - 18)} ${f(H + 5)}" fill="none" stroke="${p.warm}" stroke-opacity="0.45" stroke-width="3"/>`;
  for (let k = 1; k < 12; k++) {
    const xx = bx0 + (bw * k) / 12;
    s += `<line x1="${f(xx)}" y1="${f(boothTop + inset * 1.5)}" x2="${f(xx + (xx - cx) * 0.05)}" y2="${f(H)}" stroke="#000" stroke-opacity="0.35" stroke-width="${f(bw / 40)}"/>`;
  }
  const deckY = boothTop - u * 0.012;
  for (const sx of [-1, 1]) {
    const px = cx + sx * bw * 0.3;
    s += `<rect x="${f(px - bw * 0.16)}" y="${f(deckY - u * 0.012)}" width="${f(bw * 0.32)}" height="${f(u * 0.02)}" rx="4" fill="#0b0b10"/>`;
    s += `<ellipse cx="${f(px)}" cy="${f(deckY - u * 0.012)}" rx="${f(bw * 0.12)}" ry="${f(u * 0.008)}" fill="#15141b" stroke="${p.warm}" stroke-opacity="0.35" stroke-width="2"/>`;
  }
  s += `<rect x="${f(cx - bw * 0.08)}" y="${f(deckY - u * 0.02)}" width="${f(bw * 0.16)}" height="${f(u * 0.03)}" rx="4" fill="#0c0c11"/>`;
  layers.push(layer(s, { defs: d, scale: 1, blur: 2.2 }));
  // LEDs: booth edge strip, mixer knobs
  const pts = [];
  const nLed = 40;
  for (let i = 0; i <= nLed; i++) pts.push({ x: bx0 + (bw * i) / nLed, y: boothTop + 3, r: u * 0.012, color: p.warm, op: 0.45 });
  for (let i = 0; i < 14; i++)
    pts.push({
      x: cx + rng.range(-0.07, 0.07) * bw,
      y: deckY - u * rng.range(0.0, 0.016),
      r: u * 0.006,
      color: rng.pick([p.acc, C.cream, p.warm]),
      op: 0.9,
    });
  // a soft lit panel in the booth front
  layers.push(points(W, H, pts, { blur: 1.2, scale: 1 }));
  const d2 = new Defs('bf');
  const g = d2.radial([
    [0, p.warm, 0.22],
    [1, p.warm, 0],
  ]);
  layers.push(
    layer(
      `<ellipse cx="${f(cx)}" cy="${f(boothTop + (H - boothTop) * 0.45)}" rx="${f(bw * 0.42)}" ry="${f((H - boothTop) * 0.35)}" fill="url(#${g})"/>`,
      { defs: d2, scale: 0.25, blur: 20, blend: 'screen' },
    ),
  );
  // foreground raised hands (out of focus)
  if (rng.chance(0.7))
    layers.push(
      crowdLayer(
        rng,
        W,
        H,
        { y: H * 1.02, r: u * 0.09, n: 4, armsP: 0.6, bottom: H * 1.5, x0: -0.1 * W, x1: 1.1 * W },
        { rim: p.acc, blur: 18, scale: 0.25 },
      ),
    );
  layers.push(
    bokeh(rng, W, H, { n: 8, r: [u * 0.06, u * 0.14], colors: [p.warm, p.acc], op: [0.06, 0.16], blur: 10, scale: 0.25, hollow: 0.2 }),
  );
  return { layers };
}

export function decksCloseup(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const horizon = H * rng.range(0.42, 0.55);
  layers.push(
    background(W, H, {
      glows: [
        { x: W * rng.range(0.3, 0.7), y: horizon * 0.6, rx: W * 0.6, ry: H * 0.45, color: p.acc, op: 0.6 },
        { x: W * rng.range(0.2, 0.8), y: horizon * 0.5, rx: W * 0.35, color: p.warm, op: 0.4 },
      ],
    }),
  );
  layers.push(
    bokeh(rng, W, H, {
      n: 28,
      region: [-0.05 * W, 0, 1.05 * W, horizon * 1.1],
      r: [u * 0.04, u * 0.11],
      colors: [p.warm, p.acc, C.cream, p.acc2],
      op: [0.15, 0.45],
      blur: 6,
      scale: 0.25,
    }),
  );
  // deck surface with perspective
  const d = new Defs('dc');
  const surf = d.linear(0, horizon, 0, H, [
    [0, '#1c1a22', 1],
    [0.25, '#0e0e13', 1],
    [1, '#050507', 1],
  ]);
  const tilt = rng.range(-0.05, 0.05) * H;
  let s = `<path d="M0 ${f(horizon - tilt)} L${W} ${f(horizon + tilt)} L${W} ${H} L0 ${H} Z" fill="url(#${surf})"/>`;
  s += `<path d="M0 ${f(horizon - tilt)} L${W} ${f(horizon + tilt)}" stroke="${p.warm}" stroke-opacity="0.22" stroke-width="3"/>`;
  // platter
  const px = W * rng.pick([0.25, 0.75]) + rng.range(-0.05, 0.05) * W;
  const py = horizon + (H - horizon) * 0.55;
  const prx = Math.max(W, H) * 0.28,
    pry = prx * 0.32;
  const ring = d.radial([
    [0, '#2a2730', 1],
    [0.08, '#0a0a0e', 1],
    [0.7, '#141319', 1],
    [0.96, '#1f1c24', 1],
    [1, '#08080b', 1],
  ]);
  s += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(prx)}" ry="${f(pry)}" fill="url(#${ring})"/>`;
  for (let k = 0.3; k < 0.95; k += 0.07)
    s += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(prx * k)}" ry="${f(pry * k)}" fill="none" stroke="${p.warm}" stroke-opacity="${(0.05 + 0.06 * rng()).toFixed(3)}" stroke-width="2"/>`;
  // specular streak on the platter
  s += `<path d="M${f(px - prx * 0.8)} ${f(py - pry * 0.3)} A${f(prx * 0.85)} ${f(pry * 0.85)} 0 0 1 ${f(px + prx * 0.1)} ${f(py - pry * 0.82)}" fill="none" stroke="${C.cream}" stroke-opacity="0.55" stroke-width="8"/>`;
  s += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(prx * 1.0)}" ry="${f(pry * 1.0)}" fill="none" stroke="${p.warm}" stroke-opacity="0.5" stroke-width="5"/>`;
  s += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(prx * 0.03)}" fill="#cfc6b5" opacity="0.6"/>`;
  // tonearm
  const ax = px + prx * 1.05 * (px < W / 2 ? 1 : -1);
  s += `<polyline points="${f(ax)},${f(py - pry * 0.8)} ${f(ax - (ax - px) * 0.25)},${f(py + pry * 0.2)} ${f(px + (ax - px) * 0.35)},${f(py + pry * 0.35)}" fill="none" stroke="#c8bda8" stroke-opacity="0.55" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
  layers.push(layer(s, { defs: d, scale: 1, blur: 1.5 }));
  // pads and knobs on the other side
  const pts = [];
  const mx = px < W / 2 ? W * 0.72 : W * 0.28;
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 8; i++) {
      const t = (row + 1) / 3;
      const yy = horizon + (H - horizon) * (0.25 + 0.22 * row);
      const xx = mx + (i - 3.5) * u * 0.055 * (1 + row * 0.25);
      pts.push({ x: xx, y: yy, r: u * 0.035 * (1 + t * 0.3), color: (i + row) % 3 === 0 ? p.acc : p.warm, op: rng.range(0.5, 0.95) });
    }
  for (let i = 0; i < 10; i++)
    pts.push({
      x: mx + rng.range(-0.2, 0.2) * W,
      y: horizon + (H - horizon) * rng.range(0.05, 0.15),
      r: u * 0.012,
      color: C.cream,
      op: 0.8,
    });
  layers.push(points(W, H, pts, { blur: 3, scale: 0.5 }));
  // DJ hand silhouette blurred in foreground
  const hx = rng.range(0.35, 0.65) * W;
  layers.push(
    layer(
      `<path d="M${f(hx - u * 0.08)} ${H + 20} Q${f(hx - u * 0.06)} ${f(H * 0.78)} ${f(hx)} ${f(H * 0.72)} Q${f(hx + u * 0.08)} ${f(H * 0.7)} ${f(hx + u * 0.11)} ${f(H * 0.8)} L${f(hx + u * 0.16)} ${H + 20} Z" fill="#050507"/>`,
      { scale: 0.25, blur: 26 },
    ),
  );
  layers.push(bokeh(rng, W, H, { n: 6, r: [u * 0.08, u * 0.15], colors: [p.warm], op: [0.05, 0.12], blur: 14, scale: 0.25 }));
  return { layers };
}

export function danceFloor(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const fy = H * rng.range(0.5, 0.62);
  layers.push(
    background(W, H, {
      glows: [
        { x: W * rng.range(0.3, 0.7), y: fy - H * 0.05, rx: W * 0.7, ry: H * 0.35, color: p.acc, op: 0.7 },
        { x: W * rng.range(0.2, 0.8), y: fy - H * 0.15, rx: W * 0.35, ry: H * 0.25, color: p.warm, op: 0.5 },
      ],
    }),
  );
  layers.push(haze(rng, W, H, { n: 8, colors: [p.acc, p.warm, p.acc2], op: [0.1, 0.25], region: [0, 0, W, fy] }));
  const list = [];
  const nb = rng.int(5, 9);
  for (let i = 0; i < nb; i++)
    list.push({
      x: W * rng.range(0.05, 0.95),
      y: -10,
      angle: rng.range(55, 125),
      len: H * 1.2,
      spread: rng.range(2, 5),
      color: rng.pick([p.warm, p.acc, C.cream]),
      op: rng.range(0.2, 0.45),
    });
  layers.push(beams(W, H, list, { blur: 10 }));
  layers.push(
    bokeh(rng, W, H, { n: 45, region: [0, 0, W, fy], r: [u * 0.008, u * 0.03], colors: [p.warm, C.cream, p.acc], op: [0.3, 0.8], blur: 3 }),
  );
  // rows of crowd: back (hazy) -> front (dark, larger)
  layers.push(
    crowdLayer(
      rng,
      W,
      H,
      { y: fy, r: u * 0.025, n: Math.round(W / (u * 0.055)), armsP: 0.35, bottom: H },
      { dark: '#211a28', rim: p.acc, blur: 5, rimOp: 0.5 },
    ),
  );
  layers.push(
    crowdLayer(
      rng,
      W,
      H,
      { y: fy + u * 0.08, r: u * 0.04, n: Math.round(W / (u * 0.09)), armsP: 0.4, bottom: H + 10 },
      { dark: '#110e15', rim: p.warm, blur: 3 },
    ),
  );
  layers.push(
    crowdLayer(
      rng,
      W,
      H,
      { y: fy + u * 0.26, r: u * 0.07, n: Math.max(3, Math.round(W / (u * 0.2))), armsP: 0.5, bottom: H + 10 },
      { dark: DARK, rim: p.warm, blur: 6, scale: 0.5 },
    ),
  );
  // phones / small glows
  const pts = [];
  for (let i = 0; i < rng.int(3, 8); i++)
    pts.push({ x: rng.range(0.1, 0.9) * W, y: fy + rng.range(-0.15, 0.05) * H, r: u * 0.012, color: C.cream, op: 0.7 });
  layers.push(points(W, H, pts));
  layers.push(bokeh(rng, W, H, { n: 7, r: [u * 0.06, u * 0.14], colors: [p.warm, p.acc], op: [0.06, 0.18], blur: 12, scale: 0.25 }));
  return { layers };
}

export function mirrorBall(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const bx = W * rng.range(0.3, 0.7),
    by = H * rng.range(0.28, 0.45);
  const R = u * rng.range(0.17, 0.24);
  layers.push(
    background(W, H, {
      glows: [
        { x: bx, y: by, rx: R * 4, color: p.acc, op: 0.5 },
        { x: W * rng.range(0, 1), y: H, rx: W * 0.6, ry: H * 0.3, color: p.warm, op: 0.35 },
      ],
    }),
  );
  layers.push(haze(rng, W, H, { n: 5, colors: [p.acc, p.warm], op: [0.06, 0.16] }));
  // beams hitting the ball and reflected spots radiating
  const list = [];
  for (let i = 0; i < 2; i++)
    list.push({ x: i ? W + 40 : -40, y: H * rng.range(0.05, 0.5), angle: 0, len: 1, spread: 1, color: p.warm, op: 0 });
  const b2 = [];
  const sx = rng.chance(0.5) ? W * 0.05 : W * 0.95;
  const ang = (Math.atan2(by - -20, bx - sx) * 180) / Math.PI;
  b2.push({ x: sx, y: -20, angle: ang, len: Math.hypot(bx - sx, by + 20) * 1.05, spread: 4, color: p.warm, op: 0.45 });
  for (let i = 0; i < 22; i++)
    b2.push({
      x: bx,
      y: by,
      angle: rng.range(0, 360),
      len: u * rng.range(0.6, 1.4),
      spread: 0.6,
      w0: 2,
      color: rng.pick([C.cream, p.warm, p.acc]),
      op: rng.range(0.12, 0.3),
    });
  layers.push(beams(W, H, b2, { blur: 5 }));
  // the ball
  const d = new Defs('mb');
  const clip = d.id();
  d.raw(`<clipPath id="${clip}"><circle cx="${f(bx)}" cy="${f(by)}" r="${f(R)}"/></clipPath>`);
  const shade = d.radial(
    [
      [0, '#000', 0],
      [0.65, '#000', 0.25],
      [1, '#000', 0.85],
    ],
    'cx="0.42" cy="0.38" r="0.62"',
  );
  const fs = R / 11;
  let s = `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(R)}" fill="#2a2630"/><g clip-path="url(#${clip})">`;
  for (let yy = by - R; yy < by + R; yy += fs) {
    const ny = (yy + fs / 2 - by) / R;
    const k = Math.sqrt(Math.max(0.02, 1 - ny * ny));
    const w = (fs / Math.max(0.25, k)) * k * 1.0;
    const off = rng.range(0, w);
    for (let xx = bx - R - off; xx < bx + R; xx += fs) {
      const v = rng();
      const col = v > 0.93 ? C.cream : v > 0.75 ? p.warm : v > 0.6 ? p.acc : '#3a3540';
      const op = v > 0.75 ? 0.9 : 0.55 + 0.35 * rng();
      s += `<rect x="${f(xx + 1.5)}" y="${f(yy + 1.5)}" width="${f(fs - 3)}" height="${f(fs - 3)}" fill="${col}" opacity="${op.toFixed(2)}"/>`;
    }
  }
  s += `</g><circle cx="${f(bx)}" cy="${f(by)}" r="${f(R)}" fill="url(#${shade})"/>`;
  s += `<line x1="${f(bx)}" y1="-10" x2="${f(bx)}" y2="${f(by - R)}" stroke="#0a0a0d" stroke-width="5"/>`;
  layers.push(layer(s, { defs: d, scale: 1, blur: 1.2 }));
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = rng.range(0, Math.PI * 2),
      rr = R * rng.range(0.2, 0.8);
    pts.push({
      x: bx + Math.cos(a) * rr * 0.8 - R * 0.2,
      y: by + Math.sin(a) * rr * 0.8 - R * 0.2,
      r: u * rng.range(0.03, 0.06),
      color: p.warm,
      op: 0.9,
    });
  }
  // reflected spots on walls / air
  for (let i = 0; i < 70; i++)
    pts.push({
      x: rng.range(0, W),
      y: rng.range(0, H),
      r: u * rng.range(0.006, 0.02),
      color: rng.pick([C.cream, p.warm, p.acc]),
      op: rng.range(0.3, 0.9),
    });
  layers.push(points(W, H, pts, { blur: 2 }));
  layers.push(
    crowdLayer(rng, W, H, { y: H * 0.9, r: u * 0.05, n: Math.round(W / (u * 0.11)), armsP: 0.4, bottom: H + 10 }, { rim: p.acc, blur: 5 }),
  );
  return { layers };
}

// ---------------------------------------------------------------------------
// PHOTOBOOTH

function sequinWall(rng, W, H, region, colors, n = 900) {
  const pts = [];
  const [x0, y0, x1, y1] = region;
  for (let i = 0; i < n; i++) {
    const v = rng();
    pts.push({
      x: rng.range(x0, x1),
      y: rng.range(y0, y1),
      r: Math.min(W, H) * (v > 0.97 ? 0.02 : 0.007),
      color: rng.pick(colors),
      op: v > 0.97 ? 0.95 : 0.15 + 0.5 * v,
    });
  }
  return points(W, H, pts, { blur: 1.5, scale: 0.5 });
}

export function photoboothKiosk(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const floor = H * rng.range(0.78, 0.86);
  const kx = W * rng.range(0.38, 0.62);
  layers.push(
    background(W, H, {
      mid: '#1a1520',
      glows: [
        { x: kx, y: H * 0.4, rx: W * 0.5, ry: H * 0.5, color: p.acc, op: 0.45 },
        { x: W / 2, y: floor, rx: W * 0.6, ry: H * 0.15, color: p.warm, op: 0.3 },
      ],
    }),
  );
  layers.push(sequinWall(rng, W, H, [0, 0, W, floor], [p.warm, C.cream, p.acc], Math.round((W * H) / 5000)));
  layers.push(haze(rng, W, H, { n: 4, colors: [p.acc, p.warm], op: [0.06, 0.14] }));
  // kiosk
  const R = u * rng.range(0.13, 0.16);
  const ky = floor - H * rng.range(0.42, 0.5);
  const d = new Defs('pk');
  const body = d.linear(kx - R, 0, kx + R, 0, [
    [0, '#0a0a0e', 1],
    [0.35, '#24212a', 1],
    [0.55, '#121117', 1],
    [1, '#060608', 1],
  ]);
  let s = `<rect x="${f(kx - R * 0.18)}" y="${f(ky)}" width="${f(R * 0.36)}" height="${f(floor - ky)}" fill="url(#${body})"/>`;
  s += `<ellipse cx="${f(kx)}" cy="${f(floor)}" rx="${f(R * 0.7)}" ry="${f(R * 0.12)}" fill="#0b0b0f"/>`;
  s += `<rect x="${f(kx - R * 0.75)}" y="${f(ky - R * 0.55)}" width="${f(R * 1.5)}" height="${f(R * 1.1)}" rx="${f(R * 0.12)}" fill="url(#${body})"/>`;
  // screen
  const scr = d.linear(0, ky - R * 0.45, 0, ky + R * 0.45, [
    [0, p.acc, 0.9],
    [1, '#120f18', 1],
  ]);
  s += `<rect x="${f(kx - R * 0.58)}" y="${f(ky - R * 0.42)}" width="${f(R * 1.16)}" height="${f(R * 0.84)}" rx="${f(R * 0.05)}" fill="url(#${scr})" opacity="0.65"/>`;
  s += `<circle cx="${f(kx)}" cy="${f(ky - R * 0.52 - R * 0.05)}" r="${f(R * 0.05)}" fill="#000"/>`;
  layers.push(layer(s, { defs: d, scale: 1, blur: 1.5 }));
  // ring light
  const d2 = new Defs('rl');
  const ring = `<circle cx="${f(kx)}" cy="${f(ky)}" r="${f(R * 1.05)}" fill="none" stroke="${C.cream}" stroke-width="${f(R * 0.09)}"/>`;
  layers.push(layer(ring, { scale: 1, blur: 2, blend: 'screen' }));
  layers.push(
    layer(
      `<circle cx="${f(kx)}" cy="${f(ky)}" r="${f(R * 1.05)}" fill="none" stroke="${p.warm}" stroke-width="${f(R * 0.45)}" opacity="0.55"/>`,
      { defs: d2, scale: 0.25, blur: 45, blend: 'screen' },
    ),
  );
  // floor reflection
  const d3 = new Defs('fr');
  const fg = d3.radial([
    [0, p.warm, 0.35],
    [1, p.warm, 0],
  ]);
  layers.push(
    layer(`<ellipse cx="${f(kx)}" cy="${f(floor + R * 0.3)}" rx="${f(R * 2.5)}" ry="${f(R * 0.35)}" fill="url(#${fg})"/>`, {
      defs: d3,
      scale: 0.25,
      blur: 10,
      blend: 'screen',
    }),
  );
  // velvet rope stanchions
  if (rng.chance(0.6)) {
    let st = '';
    for (const sx of [-1, 1]) {
      const x = kx + sx * R * rng.range(2.2, 2.8);
      st += `<rect x="${f(x - 5)}" y="${f(floor - R * 1.2)}" width="10" height="${f(R * 1.2)}" fill="#0d0c10"/><circle cx="${f(x)}" cy="${f(floor - R * 1.22)}" r="14" fill="${p.warm}" opacity="0.8"/><ellipse cx="${f(x)}" cy="${f(floor)}" rx="${f(R * 0.2)}" ry="10" fill="#0d0c10"/>`;
      st += `<path d="M${f(x)} ${f(floor - R * 1.1)} Q${f((x + kx + sx * R * 0.8) / 2)} ${f(floor - R * 0.6)} ${f(kx + sx * R * 0.9)} ${f(floor - R * 1.0)}" stroke="${p.acc2}" stroke-width="14" fill="none" opacity="0.9"/>`;
    }
    layers.push(layer(st, { scale: 1, blur: 2.5 }));
  }
  layers.push(bokeh(rng, W, H, { n: 9, r: [u * 0.05, u * 0.12], colors: [p.warm, p.acc], op: [0.08, 0.2], blur: 10, scale: 0.25 }));
  return { layers };
}

export function photoboothBackdrop(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const fx0 = W * rng.range(0.14, 0.24),
    fx1 = W - W * rng.range(0.14, 0.24);
  const fy0 = H * rng.range(0.12, 0.2),
    fy1 = H * rng.range(0.84, 0.9);
  layers.push(background(W, H, { glows: [{ x: W / 2, y: H / 2, rx: W * 0.45, ry: H * 0.45, color: p.acc, op: 0.5 }] }));
  // sequin wall inside the frame
  layers.push(
    sequinWall(rng, W, H, [fx0, fy0, fx1, fy1], [p.warm, C.cream, p.acc, p.acc2], Math.round(((fx1 - fx0) * (fy1 - fy0)) / 2500)),
  );
  // frame edge
  layers.push(
    layer(
      `<rect x="${f(fx0)}" y="${f(fy0)}" width="${f(fx1 - fx0)}" height="${f(fy1 - fy0)}" rx="${f(u * 0.02)}" fill="none" stroke="#16131a" stroke-width="${f(u * 0.05)}"/>`,
      { scale: 0.5, blur: 2 },
    ),
  );
  // marquee bulbs around the frame
  const pts = [];
  const step = u * 0.06;
  const pushEdge = (ax, ay, bx, by) => {
    const n = Math.round(Math.hypot(bx - ax, by - ay) / step);
    for (let i = 0; i < n; i++)
      pts.push({ x: ax + ((bx - ax) * i) / n, y: ay + ((by - ay) * i) / n, r: u * 0.045, color: p.warm, op: rng.range(0.75, 1) });
  };
  pushEdge(fx0, fy0, fx1, fy0);
  pushEdge(fx1, fy0, fx1, fy1);
  pushEdge(fx1, fy1, fx0, fy1);
  pushEdge(fx0, fy1, fx0, fy0);
  layers.push(points(W, H, pts, { blur: 1.5, scale: 0.5 }));
  layers.push(
    points(
      W,
      H,
      pts.map((q) => ({ ...q, r: q.r * 2.6, op: 0.35 })),
      { blur: 10, scale: 0.25 },
    ),
  );
  // two guests posing in the frame
  const gx = (fx0 + fx1) / 2 + rng.range(-0.08, 0.08) * W;
  const r = u * rng.range(0.055, 0.07);
  const gy = fy1 - r * rng.range(5, 6);
  const figs = [
    { x: gx - r * 2.3, y: gy + r * 0.3, r, bottom: H + 20, hair: 'long', arms: [rng.chance(0.6) ? raisedArm(rng) : null, null] },
    {
      x: gx + r * 2.3,
      y: gy - r * 0.2,
      r: r * 1.05,
      bottom: H + 20,
      hair: rng.pick(['', 'curly']),
      arms: [null, rng.chance(0.5) ? raisedArm(rng) : null],
    },
  ];
  if (rng.chance(0.4)) figs.push({ x: gx, y: gy + r * 0.8, r: r * 0.95, bottom: H + 20, hair: 'bun', arms: [null, null] });
  layers.push(layer(figs.map((fo) => rimmed((c) => figure(fo, c), { rim: p.warm, dy: -r * 0.08 })).join(''), { scale: 0.5, blur: 2.5 }));
  // foreground floor and a camera silhouette blurred
  layers.push(layer(`<rect x="0" y="${f(H * 0.93)}" width="${W}" height="${f(H * 0.1)}" fill="#060608"/>`, { scale: 0.25, blur: 20 }));
  layers.push(bokeh(rng, W, H, { n: 6, r: [u * 0.08, u * 0.15], colors: [p.warm, p.acc], op: [0.05, 0.15], blur: 14, scale: 0.25 }));
  return { layers };
}

export function booth360(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const cx = W * rng.range(0.4, 0.6),
    cy = H * rng.range(0.72, 0.8);
  const R = Math.min(W * 0.3, u * 0.42);
  layers.push(background(W, H, { glows: [{ x: cx, y: cy - H * 0.3, rx: W * 0.6, ry: H * 0.5, color: p.acc, op: 0.55 }] }));
  layers.push(
    bokeh(rng, W, H, {
      n: 40,
      region: [0, 0, W, cy - R * 0.3],
      r: [u * 0.012, u * 0.04],
      colors: [p.warm, p.acc, C.cream],
      op: [0.2, 0.6],
      blur: 5,
    }),
  );
  layers.push(haze(rng, W, H, { n: 5, colors: [p.acc, p.warm], op: [0.06, 0.16] }));
  // light trail arcs from the rotating arm (long exposure)
  const d = new Defs('tr');
  let s = '';
  for (let i = 0; i < 5; i++) {
    const rr = R * rng.range(0.85, 1.15);
    const yy = cy - H * rng.range(0.05, 0.35);
    const g = d.linear(cx - rr, 0, cx + rr, 0, [
      [0, p.warm, 0],
      [0.3, p.warm, 0.8],
      [0.7, i % 2 ? p.acc : C.cream, 0.9],
      [1, p.acc, 0],
    ]);
    s += `<ellipse cx="${f(cx)}" cy="${f(yy)}" rx="${f(rr)}" ry="${f(rr * 0.22)}" fill="none" stroke="url(#${g})" stroke-width="${f(u * rng.range(0.004, 0.01))}"/>`;
  }
  layers.push(layer(s, { defs: d, scale: 0.5, blur: 3, blend: 'screen' }));
  layers.push(layer(s, { defs: d, scale: 0.25, blur: 18, blend: 'screen' }));
  // platform
  const d2 = new Defs('pf');
  const top = d2.linear(0, cy - R * 0.2, 0, cy + R * 0.2, [
    [0, '#1d1a22', 1],
    [1, '#09090c', 1],
  ]);
  let pf = `<ellipse cx="${f(cx)}" cy="${f(cy + R * 0.06)}" rx="${f(R)}" ry="${f(R * 0.22)}" fill="#060608"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R)}" ry="${f(R * 0.2)}" fill="url(#${top})"/>`;
  // guests on platform
  const r = u * 0.045;
  const figs = [
    { x: cx - r * 2, y: cy - r * 6.5, r, bottom: cy, hair: 'long', arms: [raisedArm(rng), null] },
    { x: cx + r * 2.2, y: cy - r * 6.8, r: r * 1.05, bottom: cy, arms: [null, rng.chance(0.5) ? raisedArm(rng) : null] },
  ];
  pf += figs.map((fo) => rimmed((c) => figure(fo, c), { rim: p.warm, dy: -r * 0.08 })).join('');
  layers.push(layer(pf, { defs: d2, scale: 0.5, blur: 2 }));
  layers.push(
    layer(
      `<ellipse cx="${f(cx)}" cy="${f(cy + R * 0.05)}" rx="${f(R)}" ry="${f(R * 0.21)}" fill="none" stroke="${p.warm}" stroke-width="${f(u * 0.008)}"/>`,
      { scale: 0.5, blur: 2, blend: 'screen' },
    ),
  );
  layers.push(
    layer(
      `<ellipse cx="${f(cx)}" cy="${f(cy + R * 0.05)}" rx="${f(R)}" ry="${f(R * 0.21)}" fill="none" stroke="${p.warm}" stroke-width="${f(u * 0.05)}" opacity="0.4"/>`,
      { scale: 0.25, blur: 30, blend: 'screen' },
    ),
  );
  layers.push(bokeh(rng, W, H, { n: 6, r: [u * 0.08, u * 0.14], colors: [p.warm, p.acc], op: [0.05, 0.14], blur: 14, scale: 0.25 }));
  return { layers };
}

// ---------------------------------------------------------------------------
// LIGHTING

export function stageBeams(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const stageY = H * rng.range(0.7, 0.8);
  layers.push(
    background(W, H, {
      glows: [
        { x: W / 2, y: stageY, rx: W * 0.7, ry: H * 0.4, color: p.acc, op: 0.5 },
        { x: W * rng.range(0.3, 0.7), y: H * 0.1, rx: W * 0.5, ry: H * 0.3, color: p.warm, op: 0.25 },
      ],
    }),
  );
  layers.push(haze(rng, W, H, { n: 10, colors: [p.acc, p.warm, p.acc2], op: [0.12, 0.28] }));
  const list = [];
  const mode = rng.int(0, 2);
  const n = rng.int(6, 10);
  for (let i = 0; i < n; i++) {
    const x = W * (0.05 + 0.9 * (i / (n - 1)));
    const ang =
      mode === 0 ? 90 + (i - (n - 1) / 2) * rng.range(4, 9) : mode === 1 ? (i % 2 ? 65 : 115) + rng.range(-8, 8) : 90 + rng.range(-35, 35);
    list.push({
      x,
      y: H * 0.04,
      angle: ang,
      len: H * 1.15,
      spread: rng.range(2.5, 5),
      color: i % 3 === 0 ? p.acc : p.warm,
      op: rng.range(0.35, 0.6),
    });
  }
  // floor up-beams from stage edge
  if (rng.chance(0.6))
    for (let i = 0; i < 4; i++)
      list.push({ x: W * (0.2 + 0.2 * i), y: stageY, angle: -90 + rng.range(-25, 25), len: H * 0.9, spread: 3, color: p.acc, op: 0.35 });
  layers.push(beams(W, H, list, { blur: 12 }));
  layers.push(
    beams(
      W,
      H,
      list.map((b) => ({ ...b, spread: b.spread * 2.2, op: b.op * 0.4 })),
      { blur: 40, scale: 0.25 },
    ),
  );
  const pts = list.map((b) => ({ x: b.x, y: b.y, r: u * 0.04, color: b.color, op: 0.9 }));
  layers.push(points(W, H, pts, { blur: 2 }));
  // truss silhouette
  let t = `<rect x="0" y="${f(H * 0.02)}" width="${W}" height="${f(u * 0.025)}" fill="#0a0a0e" opacity="0.9"/>`;
  // stage edge + crowd heads
  t += `<rect x="0" y="${f(stageY)}" width="${W}" height="${f(H - stageY)}" fill="#0a090d"/>`;
  layers.push(layer(t, { scale: 0.5, blur: 3 }));
  layers.push(
    crowdLayer(
      rng,
      W,
      H,
      { y: stageY + u * 0.06, r: u * 0.045, n: Math.round(W / (u * 0.1)), armsP: 0.45, bottom: H + 10 },
      { rim: p.acc, blur: 4 },
    ),
  );
  return { layers };
}

export function uplitBallroom(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const floorY = H * rng.range(0.6, 0.7);
  layers.push(
    background(W, H, {
      top: '#0b0b10',
      mid: '#15131b',
      glows: [{ x: W / 2, y: H * 0.2, rx: W * 0.5, ry: H * 0.25, color: p.warm, op: 0.25 }],
    }),
  );
  // wall uplight washes
  const d = new Defs('ul');
  let s = '';
  const n = Math.max(4, Math.round(W / (u * 0.3)));
  for (let i = 0; i < n; i++) {
    const x = (W * (i + 0.5)) / n;
    const c = i % 2 ? p.acc : p.warm;
    const g = d.radial(
      [
        [0, C.cream, 1],
        [0.12, c, 1],
        [0.5, c, 0.5],
        [1, c, 0],
      ],
      'cy="1" r="1"',
    );
    const wv = (W / n) * 0.5;
    s += `<ellipse cx="${f(x)}" cy="${f(floorY)}" rx="${f(wv)}" ry="${f(floorY * rng.range(0.8, 1.0))}" fill="url(#${g})"/>`;
    s += `<ellipse cx="${f(x)}" cy="${f(floorY)}" rx="${f(wv * 0.35)}" ry="${f(floorY * 0.55)}" fill="url(#${g})" opacity="0.8"/>`;
  }
  layers.push(layer(s, { defs: d, scale: 0.25, blur: 20, blend: 'screen' }));
  layers.push(layer(s, { defs: d, scale: 0.25, blur: 40, blend: 'screen' }));
  // drape pleats
  let pl = '';
  for (let x = 0; x < W; x += u * 0.035)
    pl += `<rect x="${f(x)}" y="0" width="${f(u * 0.015)}" height="${f(floorY)}" fill="#000" opacity="${(0.15 + 0.15 * rng()).toFixed(2)}"/>`;
  layers.push(layer(pl, { scale: 0.5, blur: 8 }));
  // chandeliers
  const pts = [];
  const nc = rng.int(1, 3);
  for (let k = 0; k < nc; k++) {
    const cx = (W * (k + 0.5)) / nc + rng.range(-0.05, 0.05) * W,
      cy = H * rng.range(0.12, 0.22);
    const cr = u * rng.range(0.06, 0.09);
    for (let i = 0; i < 40; i++) {
      const a = rng.range(0, Math.PI * 2),
        rr = Math.sqrt(rng()) * cr;
      pts.push({
        x: cx + Math.cos(a) * rr * 1.4,
        y: cy + Math.sin(a) * rr * 0.7 + rng.range(0, cr * 0.6),
        r: u * rng.range(0.008, 0.018),
        color: p.warm,
        op: rng.range(0.6, 1),
      });
    }
    pts.push({ x: cx, y: cy + cr * 0.2, r: cr * 3, color: p.warm, op: 0.25 });
  }
  // floor: tables with candles
  const d2 = new Defs('tb');
  const fl = d2.linear(0, floorY, 0, H, [
    [0, '#16131a', 1],
    [1, '#060608', 1],
  ]);
  let tb = `<rect x="0" y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="url(#${fl})"/>`;
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    const depth = r / (rows - 1);
    const ty = floorY + (H - floorY) * (0.15 + depth * 0.55);
    const tr = u * (0.06 + depth * 0.09);
    const nt = Math.round(W / (tr * 3.6));
    for (let i = 0; i < nt; i++) {
      const tx = (W * (i + 0.5)) / nt + (r % 2 ? tr * 0.9 : 0) + rng.range(-0.2, 0.2) * tr;
      tb += `<path d="M${f(tx - tr)} ${f(ty)} L${f(tx - tr * 1.05)} ${f(ty + tr * 0.7)} Q${f(tx)} ${f(ty + tr * 0.85)} ${f(tx + tr * 1.05)} ${f(ty + tr * 0.7)} L${f(tx + tr)} ${f(ty)} Z" fill="#0c0b10"/>`;
      tb += `<ellipse cx="${f(tx)}" cy="${f(ty)}" rx="${f(tr)}" ry="${f(tr * 0.22)}" fill="#2a2430"/>`;
      for (let c = 0; c < 3; c++) pts.push({ x: tx + (c - 1) * tr * 0.35, y: ty - tr * 0.08, r: tr * 0.22, color: p.warm, op: 0.85 });
      if (rng.chance(0.5))
        tb += `<path d="M${f(tx - tr * 0.1)} ${f(ty)} L${f(tx - tr * 0.03)} ${f(ty - tr * 0.9)} L${f(tx + tr * 0.03)} ${f(ty - tr * 0.9)} L${f(tx + tr * 0.1)} ${f(ty)} Z" fill="#0b0a0e"/><circle cx="${f(tx)}" cy="${f(ty - tr * 1.1)}" r="${f(tr * 0.35)}" fill="#120f15"/>`;
    }
  }
  layers.push(layer(tb, { defs: d2, scale: 0.5, blur: 2.5 }));
  layers.push(points(W, H, pts, { blur: 2 }));
  layers.push(haze(rng, W, H, { n: 4, colors: [p.warm, p.acc], op: [0.05, 0.12] }));
  return { layers };
}

// ---------------------------------------------------------------------------
// DECOR

function catenaryPts(x0, y0, x1, y1, sag, n) {
  const out = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    out.push({ x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t + sag * 4 * t * (1 - t) });
  }
  return out;
}

export function stringLights(rng, W, H, o = {}) {
  const p = palette(rng, o.accent ?? rng.pick([C.plum, C.copper, C.rose, C.teal]));
  const u = Math.min(W, H);
  const layers = [];
  const groundY = H * rng.range(0.76, 0.84);
  layers.push(
    background(W, H, {
      top: '#0c0c12',
      glows: [
        { x: W * rng.range(0.3, 0.7), y: groundY - H * 0.1, rx: W * 0.7, ry: H * 0.3, color: p.warm, op: 0.4 },
        { x: W * rng.range(0.2, 0.8), y: H * 0.3, rx: W * 0.5, ry: H * 0.35, color: p.acc, op: 0.35 },
      ],
    }),
  );
  layers.push(
    bokeh(rng, W, H, {
      n: 40,
      region: [0, groundY - H * 0.25, W, groundY],
      r: [u * 0.008, u * 0.025],
      colors: [p.warm, C.warm],
      op: [0.3, 0.7],
      blur: 3,
    }),
  );
  const far = [],
    near = [];
  let wires = '';
  const strands = rng.int(7, 10);
  const tilt = rng.range(-0.08, 0.08);
  for (let k = 0; k < strands; k++) {
    const t = k / (strands - 1); // 0 far .. 1 near
    const yBase = H * (0.5 - 0.48 * t) + rng.range(-0.03, 0.03) * H;
    const y0 = yBase + tilt * H,
      y1 = yBase - tilt * H;
    const sag = H * (0.04 + 0.14 * t) * rng.range(0.8, 1.2);
    const spacing = u * (0.025 + 0.09 * t * t);
    const n = Math.max(6, Math.round((W * 1.1) / spacing));
    const ptsK = catenaryPts(-W * 0.05, y0, W * 1.05, y1, sag, n);
    wires += `<polyline points="${ptsK.map((q) => `${f(q.x)},${f(q.y)}`).join(' ')}" fill="none" stroke="#050507" stroke-opacity="${(0.5 + 0.5 * t).toFixed(2)}" stroke-width="${f(1.5 + 4 * t)}"/>`;
    for (const q of ptsK) {
      const b = {
        x: q.x + rng.range(-0.2, 0.2) * spacing,
        y: q.y + u * 0.008 * (1 + 2 * t),
        r: u * (0.01 + 0.035 * t * t),
        color: rng.pick([p.warm, p.warm, C.warm]),
        op: rng.range(0.7, 1),
        t,
      };
      (t > 0.7 ? near : far).push(b);
    }
  }
  layers.push(layer(wires, { scale: 0.5, blur: 3 }));
  layers.push(points(W, H, far, { blur: 1.5 }));
  layers.push(
    points(
      W,
      H,
      far.map((q) => ({ ...q, r: q.r * 3, op: 0.22 })),
      { blur: 10, scale: 0.25 },
    ),
  );
  const d = new Defs('nb');
  const g = d.radial([
    [0, p.warm, 0.55],
    [0.8, p.warm, 0.65],
    [0.95, C.warm, 0.85],
    [1, p.warm, 0],
  ]);
  layers.push(
    layer(
      near
        .map((q) => `<circle cx="${f(q.x)}" cy="${f(q.y)}" r="${f(q.r * 1.5)}" fill="url(#${g})" opacity="${(q.op * 0.55).toFixed(2)}"/>`)
        .join(''),
      { defs: d, scale: 0.5, blur: 6, blend: 'screen' },
    ),
  );
  // garden party below: round tables with candles and a few guests, soft
  let tb = `<rect x="0" y="${f(groundY)}" width="${W}" height="${f(H - groundY)}" fill="#0a090c"/>`;
  const cp = [];
  const nt = Math.max(3, Math.round(W / (u * 0.35)));
  for (let i = 0; i < nt; i++) {
    const tx = (W * (i + 0.5)) / nt + rng.range(-0.1, 0.1) * (W / nt);
    const tr = u * rng.range(0.07, 0.1);
    const ty = groundY + rng.range(0.02, 0.08) * H;
    tb += `<path d="M${f(tx - tr)} ${f(ty)} L${f(tx - tr * 1.08)} ${f(H + 10)} L${f(tx + tr * 1.08)} ${f(H + 10)} L${f(tx + tr)} ${f(ty)} Z" fill="#0e0c11"/><ellipse cx="${f(tx)}" cy="${f(ty)}" rx="${f(tr)}" ry="${f(tr * 0.18)}" fill="#2a2330"/>`;
    for (let c = 0; c < 3; c++) cp.push({ x: tx + (c - 1) * tr * 0.4, y: ty - tr * 0.06, r: tr * 0.28, color: p.warm, op: 0.9 });
  }
  layers.push(
    crowdLayer(
      rng,
      W,
      H,
      { y: groundY - u * 0.06, r: u * 0.028, n: Math.round(W / (u * 0.14)), armsP: 0.05, bottom: groundY + u * 0.1 },
      { dark: '#120f16', rim: p.warm, blur: 5, rimOp: 0.5 },
    ),
  );
  layers.push(layer(tb, { scale: 0.5, blur: 3 }));
  layers.push(points(W, H, cp, { blur: 2 }));
  layers.push(
    points(
      W,
      H,
      cp.map((q) => ({ ...q, r: q.r * 4, op: 0.3 })),
      { blur: 14, scale: 0.25 },
    ),
  );
  return { layers };
}

function candle(x, y, h, w, p) {
  // returns [silhouette svg, glow points]
  const s = `<rect x="${f(x - w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.1)}" fill="#2a2118"/><rect x="${f(x - w / 2)}" y="${f(y - h)}" width="${f(w * 0.35)}" height="${f(h)}" fill="${p.warm}" opacity="0.18"/>`;
  const flame = `<ellipse cx="${f(x)}" cy="${f(y - h - w * 0.35)}" rx="${f(w * 0.12)}" ry="${f(w * 0.3)}" fill="${C.cream}"/>`;
  return [s + flame, { x, y: y - h - w * 0.3, r: w * 1.6, color: p.warm, op: 0.9 }];
}

function wineGlass(x, y, h, col, rimCol) {
  const w = h * 0.32;
  const bowlTop = y - h,
    bowlBot = y - h * 0.45;
  return `<path d="M${f(x - w / 2)} ${f(bowlTop)} Q${f(x - w * 0.55)} ${f(bowlBot)} ${f(x - w * 0.04)} ${f(bowlBot + h * 0.03)} L${f(x - w * 0.04)} ${f(y - h * 0.04)} L${f(x - w * 0.35)} ${f(y)} L${f(x + w * 0.35)} ${f(y)} L${f(x + w * 0.04)} ${f(y - h * 0.04)} L${f(x + w * 0.04)} ${f(bowlBot + h * 0.03)} Q${f(x + w * 0.55)} ${f(bowlBot)} ${f(x + w / 2)} ${f(bowlTop)} Z" fill="${col}" opacity="0.6" stroke="${rimCol}" stroke-opacity="0.5" stroke-width="${f(Math.max(1.5, h * 0.01))}"/>`;
}

export function tablescape(rng, W, H, o = {}) {
  const p = palette(rng, o.accent ?? rng.pick([C.plum, C.rose, C.copper, C.teal]));
  const u = Math.min(W, H);
  const layers = [];
  const ty = H * rng.range(0.5, 0.6);
  const vx = W * rng.range(0.4, 0.6);
  layers.push(
    background(W, H, {
      glows: [
        { x: W * rng.range(0.3, 0.7), y: ty - H * 0.2, rx: W * 0.6, ry: H * 0.35, color: p.acc, op: 0.4 },
        { x: vx, y: ty, rx: W * 0.5, ry: H * 0.2, color: p.warm, op: 0.45 },
      ],
    }),
  );
  layers.push(
    bokeh(rng, W, H, {
      n: 55,
      region: [0, 0, W, ty + H * 0.03],
      r: [u * 0.012, u * 0.05],
      colors: [p.warm, C.warm, p.acc],
      op: [0.2, 0.6],
      blur: 6,
      scale: 0.25,
    }),
  );
  // table in perspective: surface converging to (vx, ty)
  const d = new Defs('ts');
  const cloth = d.linear(0, ty, 0, H, [
    [0, '#2c2530', 1],
    [0.3, '#17131a', 1],
    [1, '#08070a', 1],
  ]);
  let s = `<rect x="0" y="${f(ty)}" width="${W}" height="${f(H - ty)}" fill="url(#${cloth})"/>`;
  const runner = d.linear(0, ty, 0, H, [
    [0, p.warm, 0.2],
    [1, p.warm, 0.04],
  ]);
  s += `<path d="M${f(vx - W * 0.02)} ${f(ty)} L${f(vx + W * 0.02)} ${f(ty)} L${f(vx + W * 0.22)} ${H} L${f(vx - W * 0.22)} ${H} Z" fill="url(#${runner})"/>`;
  layers.push(layer(s, { defs: d, scale: 0.5, blur: 3 }));
  // objects along both sides, far -> near
  const farS = [],
    nearS = [],
    pts = [],
    nearPts = [];
  const rows = 6;
  for (let k = 0; k < rows; k++) {
    const z = (k + rng.range(0, 0.4)) / rows;
    const pz = z ** 1.7;
    const y = ty + (H * 1.05 - ty) * pz;
    const sc = 0.12 + 1.4 * pz;
    const target = z > 0.72 ? nearS : farS;
    const tp = z > 0.72 ? nearPts : pts;
    for (const side of [-1, 1]) {
      const x = vx + side * (W * 0.03 + W * 0.25 * pz) + rng.range(-0.02, 0.02) * W * sc;
      // floral cluster
      if (rng.chance(0.55)) {
        let fl = '';
        for (let i = 0; i < 7; i++)
          fl += bloom(
            x + rng.gauss() * u * 0.03 * sc,
            y - u * 0.02 * sc + rng.gauss() * u * 0.015 * sc,
            u * rng.range(0.018, 0.03) * sc,
            rng.pick(BLOOM_COLS),
            p.warm,
            0.7,
          );
        target.push(fl);
      }
      // candles
      const nc = rng.int(1, 3);
      for (let c = 0; c < nc; c++) {
        const cx = x + side * u * (0.05 + 0.035 * c) * sc;
        const w = u * 0.02 * sc;
        const [sv, pt] = candle(cx, y + u * 0.005 * sc, w * rng.range(1.5, 4), w, p);
        target.push(sv);
        tp.push(pt);
      }
      // glass
      if (rng.chance(0.6)) target.push(wineGlass(x - side * u * 0.04 * sc, y + u * 0.01 * sc, u * 0.12 * sc, '#151219', p.warm));
    }
  }
  layers.push(layer(farS.join(''), { scale: 1, blur: 2.2 }));
  layers.push(points(W, H, pts, { blur: 2 }));
  layers.push(
    points(
      W,
      H,
      pts.map((q) => ({ ...q, r: q.r * 4, op: 0.28 })),
      { blur: 12, scale: 0.25 },
    ),
  );
  layers.push(layer(nearS.join(''), { scale: 0.25, blur: 16 }));
  layers.push(
    points(
      W,
      H,
      nearPts.map((q) => ({ ...q, r: q.r * 2.5, op: 0.5 })),
      { blur: 14, scale: 0.25 },
    ),
  );
  return { layers };
}

export function floralDecor(rng, W, H, o = {}) {
  const p = palette(rng, o.accent ?? rng.pick([C.rose, C.plum, C.copper, C.magenta]));
  const u = Math.min(W, H);
  const layers = [];
  const cx = W * rng.range(0.36, 0.64),
    cy = H * rng.range(0.4, 0.48);
  const R = u * rng.range(0.2, 0.25);
  layers.push(
    background(W, H, {
      glows: [
        { x: cx + rng.range(-0.2, 0.2) * W, y: cy - R * 0.5, rx: W * 0.45, ry: H * 0.45, color: p.warm, op: 0.55 },
        { x: W * rng.range(0, 1), y: H * 0.6, rx: W * 0.5, color: p.acc, op: 0.4 },
      ],
    }),
  );
  layers.push(bokeh(rng, W, H, { n: 60, r: [u * 0.015, u * 0.06], colors: [p.warm, C.warm, p.acc, C.cream], op: [0.2, 0.6], blur: 6 }));
  const d = new Defs('fl');
  // pedestal column + urn
  const colW = R * 0.55;
  const cg = d.linear(cx - colW, 0, cx + colW, 0, [
    [0, '#0a090c', 1],
    [0.3, '#2d2630', 1],
    [0.6, '#131116', 1],
    [1, '#070709', 1],
  ]);
  let s = `<rect x="${f(cx - colW / 2)}" y="${f(cy + R * 0.75)}" width="${f(colW)}" height="${f(H)}" fill="url(#${cg})"/>`;
  s += `<rect x="${f(cx - colW * 0.7)}" y="${f(cy + R * 0.68)}" width="${f(colW * 1.4)}" height="${f(R * 0.1)}" fill="url(#${cg})"/>`;
  s += `<path d="M${f(cx - R * 0.5)} ${f(cy + R * 0.1)} Q${f(cx - R * 0.45)} ${f(cy + R * 0.55)} ${f(cx - R * 0.12)} ${f(cy + R * 0.6)} L${f(cx - R * 0.18)} ${f(cy + R * 0.7)} L${f(cx + R * 0.18)} ${f(cy + R * 0.7)} L${f(cx + R * 0.12)} ${f(cy + R * 0.6)} Q${f(cx + R * 0.45)} ${f(cy + R * 0.55)} ${f(cx + R * 0.5)} ${f(cy + R * 0.1)} Z" fill="url(#${cg})"/>`;
  // cascading greenery trails
  for (let t = 0; t < rng.int(3, 5); t++) {
    const side = t % 2 ? 1 : -1;
    const x0 = cx + side * R * rng.range(0.3, 0.9),
      y0 = cy + R * 0.1;
    const x1 = x0 + side * R * rng.range(0.2, 0.8),
      y1 = cy + R * rng.range(0.9, 1.8);
    for (let k = 0; k < 16; k++) {
      const q = k / 15;
      const x = x0 + (x1 - x0) * q * q,
        y = y0 + (y1 - y0) * q;
      const ang = rng.range(-60, 60) + (side > 0 ? 30 : 150);
      s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(R * 0.09 * (1 - q * 0.5))}" ry="${f(R * 0.035)}" transform="rotate(${f(ang)} ${f(x)} ${f(y)})" fill="#0b100d"/>`;
    }
  }
  // dome of blooms, back to front
  const blooms = [];
  for (let i = 0; i < 70; i++) {
    const a = rng.range(Math.PI * 0.95, Math.PI * 2.05),
      rr = Math.sqrt(rng());
    blooms.push({ x: cx + Math.cos(a) * rr * R * 1.35, y: cy + Math.sin(a) * rr * R * 0.95 + R * 0.12, br: R * rng.range(0.1, 0.18) });
  }
  for (let i = 0; i < 18; i++) {
    const ang = rng.range(0, 360),
      x = cx + rng.range(-1.4, 1.4) * R,
      y = cy + rng.range(-0.8, 0.25) * R;
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(R * 0.16)}" ry="${f(R * 0.05)}" transform="rotate(${f(ang)} ${f(x)} ${f(y)})" fill="#0c120e"/>`;
  }
  blooms.sort((m, n) => m.y - n.y);
  for (const bl of blooms) {
    s += bloom(bl.x, bl.y, bl.br, rng.pick(BLOOM_COLS), p.warm, 0.75);
  }
  layers.push(layer(s, { defs: d, scale: 0.5, blur: 2.5 }));
  const pts = [];
  for (let i = 0; i < rng.int(3, 5); i++)
    pts.push({ x: W * rng.range(0.05, 0.95), y: H * rng.range(0.82, 0.95), r: u * 0.05, color: p.warm, op: 0.8 });
  layers.push(points(W, H, pts, { blur: 3 }));
  layers.push(haze(rng, W, H, { n: 4, colors: [p.warm], op: [0.04, 0.1] }));
  layers.push(bokeh(rng, W, H, { n: 6, r: [u * 0.08, u * 0.15], colors: [p.warm, p.acc], op: [0.05, 0.14], blur: 14, scale: 0.25 }));
  return { layers };
}

// ---------------------------------------------------------------------------
// WEDDINGS

export function weddingArch(rng, W, H, o = {}) {
  const p = palette(rng, o.accent ?? rng.pick([C.rose, C.plum, C.copper]));
  const u = Math.min(W, H);
  const layers = [];
  const cx = W * rng.range(0.42, 0.58);
  const floor = H * rng.range(0.76, 0.84);
  const aw = Math.min(W * 0.42, u * 0.62),
    ah = H * 0.62;
  const top = floor - ah;
  layers.push(
    background(W, H, {
      glows: [
        { x: cx, y: floor - ah * 0.45, rx: aw * 1.1, ry: ah * 0.7, color: p.warm, op: 0.7 },
        { x: cx, y: top, rx: W * 0.6, ry: H * 0.4, color: p.acc, op: 0.35 },
      ],
    }),
  );
  layers.push(
    bokeh(rng, W, H, {
      n: 40,
      region: [0, 0, W, floor],
      r: [u * 0.01, u * 0.04],
      colors: [p.warm, C.cream, p.acc],
      op: [0.2, 0.6],
      blur: 5,
    }),
  );
  layers.push(haze(rng, W, H, { n: 5, colors: [p.warm, p.acc], op: [0.06, 0.14] }));
  // arch frame path: two uprights and a semicircle
  const archPts = [];
  const rA = aw / 2;
  const springY = top + rA;
  for (let i = 0; i <= 40; i++) archPts.push({ x: cx - rA, y: floor - ((floor - springY) * i) / 40 });
  for (let i = 0; i <= 60; i++) {
    const a = Math.PI + (Math.PI * i) / 60;
    archPts.push({ x: cx + Math.cos(a) * rA, y: springY + Math.sin(a) * rA });
  }
  for (let i = 0; i <= 40; i++) archPts.push({ x: cx + rA, y: springY + ((floor - springY) * i) / 40 });
  let s = `<path d="M${f(cx - rA)} ${f(floor)} L${f(cx - rA)} ${f(springY)} A${f(rA)} ${f(rA)} 0 0 1 ${f(cx + rA)} ${f(springY)} L${f(cx + rA)} ${f(floor)}" fill="none" stroke="#0b0a0d" stroke-width="${f(u * 0.018)}"/>`;
  // flowers clustered heavily on the top-left and bottom-right (asymmetric), lightly elsewhere
  const heavyA = rng.range(0.25, 0.45),
    heavyB = rng.range(0.7, 0.9);
  for (let i = 0; i < 220; i++) {
    const t = rng();
    const w = Math.exp(-(((t - heavyA) / 0.12) ** 2)) + 0.8 * Math.exp(-(((t - heavyB) / 0.1) ** 2)) + 0.08;
    if (rng() > w) continue;
    const q = archPts[Math.floor(t * (archPts.length - 1))];
    const br = u * rng.range(0.014, 0.034) * (0.7 + w * 0.5);
    const x = q.x + rng.gauss() * u * 0.025,
      y = q.y + rng.gauss() * u * 0.025;
    if (rng.chance(0.5))
      s += `<ellipse cx="${f(x + br)}" cy="${f(y + br)}" rx="${f(br * 1.5)}" ry="${f(br * 0.45)}" transform="rotate(${f(rng.range(0, 180))} ${f(x + br)} ${f(y + br)})" fill="#0b100d"/>`;
    s += bloom(x, y, br, rng.pick(BLOOM_COLS), p.warm, 0.6);
    if (rng.chance(0.2))
      s += `<ellipse cx="${f(x + br)}" cy="${f(y + br)}" rx="${f(br * 1.4)}" ry="${f(br * 0.4)}" transform="rotate(${f(rng.range(0, 180))} ${f(x + br)} ${f(y + br)})" fill="#0a0c0b"/>`;
  }
  // drapes
  const d = new Defs('dr');
  const dg = d.linear(0, top, 0, floor, [
    [0, C.cream, 0.22],
    [1, C.cream, 0.05],
  ]);
  const drape = `<path d="M${f(cx - rA * 0.95)} ${f(springY - rA * 0.3)} Q${f(cx - rA * 0.7)} ${f(springY + ah * 0.3)} ${f(cx - rA * 0.95)} ${f(floor)} L${f(cx - rA * 0.75)} ${f(floor)} Q${f(cx - rA * 0.85)} ${f(springY + ah * 0.2)} ${f(cx - rA * 0.5)} ${f(springY - rA * 0.8)} Z" fill="url(#${dg})"/>`;
  layers.push(
    layer(drape + `<g transform="translate(${f(2 * cx)} 0) scale(-1 1)">${drape}</g>`, { defs: d, scale: 0.25, blur: 8, blend: 'screen' }),
  );
  layers.push(layer(s, { scale: 0.5, blur: 2.5 }));
  // aisle candles converging
  const pts = [];
  let cs = '';
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const y = floor + (H - floor) * (0.1 + 0.9 * t * t);
    const spread = rA * (0.9 + 2.2 * t);
    const w = u * (0.01 + 0.035 * t);
    for (const sx of [-1, 1]) {
      const [sv, pt] = candle(cx + sx * spread, y, w * 2.2, w, p);
      cs += sv;
      pts.push(pt);
    }
  }
  layers.push(
    layer(`<rect x="0" y="${f(floor)}" width="${W}" height="${f(H - floor)}" fill="#0b0a0d" opacity="0.9"/>` + cs, {
      scale: 0.5,
      blur: 2.5,
    }),
  );
  layers.push(points(W, H, pts, { blur: 2 }));
  layers.push(
    points(
      W,
      H,
      pts.map((q) => ({ ...q, r: q.r * 4, op: 0.3 })),
      { blur: 12, scale: 0.25 },
    ),
  );
  return { layers };
}

function coupleSvg(cx, floor, h, fill) {
  // full-length couple in a slow-dance embrace
  const r = h * 0.065;
  let s = '';
  // groom (left), bride (right)
  const gx = cx - h * 0.07,
    bx = cx + h * 0.07;
  const gHead = floor - h + r;
  const bHead = floor - h * 0.93 + r;
  s += `<ellipse cx="${f(gx)}" cy="${f(gHead)}" rx="${f(r * 0.82)}" ry="${f(r)}" fill="${fill}"/>`;
  s += `<path d="M${f(gx - h * 0.11)} ${f(gHead + r * 2)} Q${f(gx)} ${f(gHead + r * 1.3)} ${f(gx + h * 0.11)} ${f(gHead + r * 2)} L${f(gx + h * 0.09)} ${f(floor - h * 0.48)} L${f(gx + h * 0.06)} ${f(floor)} L${f(gx + h * 0.01)} ${f(floor)} L${f(gx)} ${f(floor - h * 0.4)} L${f(gx - h * 0.02)} ${f(floor)} L${f(gx - h * 0.07)} ${f(floor)} L${f(gx - h * 0.09)} ${f(floor - h * 0.48)} Z" fill="${fill}"/>`;
  s += `<ellipse cx="${f(bx)}" cy="${f(bHead)}" rx="${f(r * 0.78)}" ry="${f(r * 0.95)}" fill="${fill}"/>`;
  s += `<circle cx="${f(bx + r * 0.6)}" cy="${f(bHead - r * 0.5)}" r="${f(r * 0.5)}" fill="${fill}"/>`;
  s += `<path d="M${f(bx - h * 0.06)} ${f(bHead + r * 1.8)} Q${f(bx)} ${f(bHead + r * 1.2)} ${f(bx + h * 0.07)} ${f(bHead + r * 1.8)} L${f(bx + h * 0.04)} ${f(floor - h * 0.5)} Q${f(bx + h * 0.22)} ${f(floor - h * 0.15)} ${f(bx + h * 0.26)} ${f(floor)} L${f(bx - h * 0.16)} ${f(floor)} Q${f(bx - h * 0.12)} ${f(floor - h * 0.2)} ${f(bx - h * 0.03)} ${f(floor - h * 0.5)} Z" fill="${fill}"/>`;
  // arms embracing
  s += `<path d="M${f(gx + h * 0.08)} ${f(gHead + r * 2.4)} Q${f(cx + h * 0.06)} ${f(gHead + r * 3.6)} ${f(bx + h * 0.04)} ${f(bHead + r * 3.2)}" stroke="${fill}" stroke-width="${f(r * 0.7)}" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M${f(bx - h * 0.05)} ${f(bHead + r * 2.2)} Q${f(cx)} ${f(gHead + r * 1.9)} ${f(gx + h * 0.02)} ${f(gHead + r * 1.9)}" stroke="${fill}" stroke-width="${f(r * 0.6)}" fill="none" stroke-linecap="round"/>`;
  return s;
}

export function firstDance(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const cx = W * rng.range(0.4, 0.6);
  const floor = H * rng.range(0.74, 0.82);
  layers.push(
    background(W, H, {
      glows: [
        { x: cx, y: floor, rx: W * 0.4, ry: H * 0.2, color: p.warm, op: 0.5 },
        { x: W / 2, y: H * 0.3, rx: W * 0.6, ry: H * 0.4, color: p.acc, op: 0.3 },
      ],
    }),
  );
  layers.push(
    bokeh(rng, W, H, {
      n: 50,
      region: [0, 0, W, floor],
      r: [u * 0.01, u * 0.035],
      colors: [p.warm, C.cream, p.acc],
      op: [0.2, 0.6],
      blur: 5,
    }),
  );
  layers.push(haze(rng, W, H, { n: 6, colors: [p.warm, p.acc], op: [0.08, 0.18] }));
  const sx = cx + rng.range(-0.15, 0.15) * W;
  const ang = (Math.atan2(floor + 20, cx - sx) * 180) / Math.PI;
  const len = Math.hypot(cx - sx, floor + 20);
  layers.push(
    beams(W, H, [{ x: sx, y: -20, angle: ang, len: len * 1.05, spread: rng.range(6, 9), color: p.warm, op: 0.55 }], { blur: 20 }),
  );
  // light pool on the floor
  const d = new Defs('fd');
  const pool = d.radial([
    [0, C.warm, 0.55],
    [0.5, p.warm, 0.25],
    [1, p.warm, 0],
  ]);
  layers.push(layer(`<rect x="0" y="${f(floor)}" width="${W}" height="${f(H - floor)}" fill="#0a090c"/>`, { scale: 0.25, blur: 6 }));
  layers.push(
    layer(`<ellipse cx="${f(cx)}" cy="${f(floor)}" rx="${f(u * 0.45)}" ry="${f(u * 0.07)}" fill="url(#${pool})"/>`, {
      defs: d,
      scale: 0.25,
      blur: 8,
      blend: 'screen',
    }),
  );
  const h = H * rng.range(0.36, 0.44);
  layers.push(
    layer(
      rimmed((c) => coupleSvg(cx, floor, h, c), { rim: p.warm, dy: -h * 0.006, dx: (sx - cx) * 0.004 }),
      { scale: 0.5, blur: 2.5 },
    ),
  );
  // guests watching in foreground, out of focus
  layers.push(
    crowdLayer(
      rng,
      W,
      H,
      { y: H * 0.93, r: u * 0.06, n: Math.round(W / (u * 0.2)), armsP: 0, bottom: H + 10 },
      { rim: p.acc, blur: 14, scale: 0.25 },
    ),
  );
  return { layers };
}

function coupe(x, y, s, p) {
  // coupe glass silhouette + liquid
  const bw = s,
    bh = s * 0.32;
  return (
    `<path d="M${f(x - bw / 2)} ${f(y - bh - s * 0.55)} Q${f(x)} ${f(y - s * 0.55 + bh * 0.7)} ${f(x + bw / 2)} ${f(y - bh - s * 0.55)} Z" fill="${p.warm}" opacity="0.55"/>` +
    `<path d="M${f(x - bw / 2)} ${f(y - bh - s * 0.55)} Q${f(x)} ${f(y - s * 0.55 + bh * 0.7)} ${f(x + bw / 2)} ${f(y - bh - s * 0.55)}" fill="none" stroke="${C.cream}" stroke-opacity="0.6" stroke-width="${f(s * 0.03)}"/>` +
    `<line x1="${f(x - bw / 2)}" y1="${f(y - bh - s * 0.55)}" x2="${f(x + bw / 2)}" y2="${f(y - bh - s * 0.55)}" stroke="${C.cream}" stroke-opacity="0.7" stroke-width="${f(s * 0.025)}"/>` +
    `<rect x="${f(x - s * 0.02)}" y="${f(y - s * 0.55)}" width="${f(s * 0.04)}" height="${f(s * 0.5)}" fill="${p.warm}" opacity="0.5"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y - s * 0.04)}" rx="${f(s * 0.22)}" ry="${f(s * 0.04)}" fill="${p.warm}" opacity="0.5"/>`
  );
}

export function champagneTower(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const cx = W * rng.range(0.4, 0.6);
  const base = H * rng.range(0.8, 0.86);
  layers.push(
    background(W, H, {
      glows: [
        { x: cx, y: base - H * 0.3, rx: W * 0.4, ry: H * 0.45, color: p.warm, op: 0.45 },
        { x: W * rng.range(0, 1), y: H * 0.3, rx: W * 0.5, color: p.acc, op: 0.4 },
      ],
    }),
  );
  layers.push(bokeh(rng, W, H, { n: 60, r: [u * 0.015, u * 0.06], colors: [p.warm, C.warm, C.cream, p.acc], op: [0.2, 0.6], blur: 6 }));
  const rows = rng.int(5, 6);
  const s = Math.min((W * 0.7) / rows, u * 0.13);
  let svg = `<rect x="${f(cx - s * rows * 0.62)}" y="${f(base)}" width="${f(s * rows * 1.24)}" height="${f(H - base + 10)}" fill="#0c0b0f"/><rect x="${f(cx - s * rows * 0.62)}" y="${f(base)}" width="${f(s * rows * 1.24)}" height="4" fill="${p.warm}" opacity="0.5"/>`;
  const pts = [];
  for (let r = 0; r < rows; r++) {
    const n = rows - r;
    const y = base - r * s * 0.62;
    for (let i = 0; i < n; i++) {
      const x = cx + (i - (n - 1) / 2) * s * 1.02;
      svg += coupe(x, y, s, p);
      if (rng.chance(0.5)) pts.push({ x: x + rng.range(-0.4, 0.4) * s, y: y - s * 0.62, r: s * 0.12, color: C.cream, op: 0.9 });
    }
  }
  layers.push(layer(svg, { scale: 1, blur: 1.8 }));
  layers.push(points(W, H, pts, { blur: 1.5, scale: 1 }));
  // pour: bottle silhouette at top
  const topY = base - rows * s * 0.62 - s * 0.5;
  if (rng.chance(0.6))
    layers.push(
      layer(
        `<path d="M${f(cx + s * 0.2)} ${f(topY - s * 0.25)} L${f(cx + s * 1.4)} ${f(topY - s * 1.3)} L${f(cx + s * 1.9)} ${f(topY - s * 0.8)} L${f(cx + s * 0.45)} ${f(topY)} Z" fill="#0a0a0d"/>`,
        { scale: 0.5, blur: 4 },
      ),
    );
  layers.push(bokeh(rng, W, H, { n: 6, r: [u * 0.08, u * 0.15], colors: [p.warm], op: [0.05, 0.12], blur: 14, scale: 0.25 }));
  return { layers };
}

// ---------------------------------------------------------------------------
// CORPORATE & A/V

export function corporateStage(rng, W, H, o = {}) {
  const p = palette(rng, o.accent ?? rng.pick([C.teal, C.blue, C.plum, C.copper, C.magenta]));
  const u = Math.min(W, H);
  const layers = [];
  const stageY = H * rng.range(0.62, 0.7);
  const sw = Math.min(W * rng.range(0.45, 0.65), u * 1.2),
    sh = (sw * 9) / 16;
  const sx = W / 2 + rng.range(-0.08, 0.08) * W;
  const sy = stageY - sh - H * 0.06;
  layers.push(background(W, H, { glows: [{ x: sx, y: sy + sh / 2, rx: sw, ry: sh, color: p.acc, op: 0.5 }] }));
  // screen with abstract waves
  const d = new Defs('cs');
  const sg = d.linear(sx - sw / 2, sy, sx + sw / 2, sy + sh, [
    [0, '#101018', 1],
    [0.45, p.acc, 0.8],
    [0.75, p.acc2, 0.7],
    [1, '#101018', 1],
  ]);
  let s = `<rect x="${f(sx - sw / 2)}" y="${f(sy)}" width="${f(sw)}" height="${f(sh)}" fill="url(#${sg})"/>`;
  for (let i = 0; i < 5; i++) {
    const yy = sy + sh * rng.range(0.3, 0.8);
    s += `<path d="M${f(sx - sw / 2)} ${f(yy)} C${f(sx - sw * 0.2)} ${f(yy - sh * 0.3)} ${f(sx + sw * 0.1)} ${f(yy + sh * 0.3)} ${f(sx + sw / 2)} ${f(yy - sh * 0.1)}" fill="none" stroke="${p.warm}" stroke-opacity="${rng.range(0.2, 0.5).toFixed(2)}" stroke-width="${f(sh * 0.012)}"/>`;
  }
  if (rng.chance(0.5))
    s += `<rect x="${f(sx - sw * 0.3)}" y="${f(sy + sh * 0.38)}" width="${f(sw * 0.6)}" height="${f(sh * 0.05)}" fill="${C.cream}" opacity="0.35"/><rect x="${f(sx - sw * 0.18)}" y="${f(sy + sh * 0.48)}" width="${f(sw * 0.36)}" height="${f(sh * 0.025)}" fill="${C.cream}" opacity="0.22"/>`;
  else {
    const lr = sh * 0.22;
    s += `<circle cx="${f(sx - sw * 0.22)}" cy="${f(sy + sh * 0.45)}" r="${f(lr)}" fill="none" stroke="${p.warm}" stroke-opacity="0.6" stroke-width="${f(sh * 0.015)}"/>`;
    for (let k = 0; k < 3; k++)
      s += `<rect x="${f(sx - sw * 0.05)}" y="${f(sy + sh * (0.34 + 0.1 * k))}" width="${f(sw * (0.32 - 0.08 * k))}" height="${f(sh * 0.03)}" fill="${C.cream}" opacity="${(0.35 - 0.08 * k).toFixed(2)}"/>`;
  }
  layers.push(layer(s, { defs: d, scale: 0.5, blur: 5 }));
  layers.push(
    layer(`<rect x="${f(sx - sw / 2)}" y="${f(sy)}" width="${f(sw)}" height="${f(sh)}" fill="${p.acc}" opacity="0.5"/>`, {
      scale: 0.25,
      blur: 50,
      blend: 'screen',
    }),
  );
  layers.push(haze(rng, W, H, { n: 6, colors: [p.acc, p.warm], op: [0.06, 0.16] }));
  // stage, podium, presenter
  const d2 = new Defs('st');
  const sg2 = d2.linear(0, stageY, 0, H, [
    [0, '#1c1a22', 1],
    [0.1, '#0a0a0e', 1],
  ]);
  let st = `<rect x="0" y="${f(stageY)}" width="${W}" height="${f(H - stageY)}" fill="url(#${sg2})"/><rect x="0" y="${f(stageY)}" width="${W}" height="5" fill="${p.warm}" opacity="0.5"/>`;
  const px = sx + sw * rng.pick([-0.38, 0.38]);
  const r = u * 0.022;
  st += rimmed((c) => figure({ x: px + r * 3, y: stageY - r * 9, r, bottom: stageY }, c), { rim: p.warm, dy: -r * 0.1 });
  st += `<path d="M${f(px - r * 1.8)} ${f(stageY - r * 5.5)} L${f(px + r * 1.8)} ${f(stageY - r * 5.5)} L${f(px + r * 1.3)} ${f(stageY)} L${f(px - r * 1.3)} ${f(stageY)} Z" fill="#0d0c11"/><rect x="${f(px - r * 1.8)}" y="${f(stageY - r * 5.5)}" width="${f(r * 3.6)}" height="${f(r * 0.3)}" fill="${p.warm}" opacity="0.6"/>`;
  // truss across the top with fixtures
  st += `<rect x="0" y="${f(H * 0.05)}" width="${W}" height="${f(u * 0.02)}" fill="#0a0a0e"/>`;
  layers.push(layer(st, { defs: d2, scale: 0.5, blur: 2 }));
  const list = [];
  for (let i = 0; i < 6; i++)
    list.push({
      x: W * (0.1 + 0.16 * i),
      y: H * 0.06,
      angle: 90 + rng.range(-25, 25),
      len: H * 0.8,
      spread: 4,
      color: i % 2 ? p.warm : p.acc,
      op: 0.25,
    });
  layers.push(beams(W, H, list, { blur: 16 }));
  layers.push(
    points(
      W,
      H,
      list.map((b) => ({ x: b.x, y: b.y, r: u * 0.03, color: b.color })),
    ),
  );
  // audience heads in foreground (rim lit by the screen)
  layers.push(
    crowdLayer(
      rng,
      W,
      H,
      { y: H * 0.86, r: u * 0.045, n: Math.round(W / (u * 0.1)), armsP: 0, bottom: H + 10 },
      { rim: p.acc, blur: 3, rimDy: -6 },
    ),
  );
  layers.push(
    crowdLayer(
      rng,
      W,
      H,
      { y: H * 1.0, r: u * 0.08, n: Math.round(W / (u * 0.2)), armsP: 0, bottom: H + 10 },
      { rim: p.acc, blur: 12, scale: 0.25 },
    ),
  );
  return { layers };
}

export function keynoteAudience(rng, W, H, o = {}) {
  const p = palette(rng, o.accent ?? rng.pick([C.teal, C.blue, C.plum, C.copper]));
  const u = Math.min(W, H);
  const layers = [];
  const stageY = H * rng.range(0.42, 0.5);
  layers.push(
    background(W, H, {
      glows: [
        { x: W / 2, y: stageY - H * 0.1, rx: W * 0.7, ry: H * 0.3, color: p.acc, op: 0.6 },
        { x: W / 2, y: stageY, rx: W * 0.3, ry: H * 0.12, color: p.warm, op: 0.5 },
      ],
    }),
  );
  // twin side screens and central stage wash
  const d = new Defs('ka');
  let s = '';
  for (const k of [-1, 1]) {
    const cx = W / 2 + k * W * 0.3,
      w = W * 0.2,
      h = (w * 9) / 16;
    const g = d.linear(cx - w / 2, 0, cx + w / 2, 0, [
      [0, p.acc, 0.9],
      [1, p.warm, 0.7],
    ]);
    s += `<rect x="${f(cx - w / 2)}" y="${f(stageY - h - H * 0.08)}" width="${f(w)}" height="${f(h)}" fill="url(#${g})"/>`;
  }
  s += `<rect x="${f(W * 0.3)}" y="${f(stageY - H * 0.1)}" width="${f(W * 0.4)}" height="${f(H * 0.1)}" fill="${p.warm}" opacity="0.25"/>`;
  layers.push(layer(s, { defs: d, scale: 0.5, blur: 6, blend: 'screen' }));
  layers.push(layer(s, { defs: d, scale: 0.25, blur: 40, blend: 'screen' }));
  layers.push(haze(rng, W, H, { n: 6, colors: [p.acc, p.warm], op: [0.08, 0.18] }));
  const r0 = u * 0.012;
  layers.push(
    layer(
      rimmed((c) => figure({ x: W / 2 + rng.range(-0.05, 0.05) * W, y: stageY - r0 * 8, r: r0, bottom: stageY }, c), {
        rim: C.cream,
        dy: -2,
      }) + `<rect x="0" y="${f(stageY)}" width="${W}" height="${f(H)}" fill="#0b0a0f"/>`,
      { scale: 0.5, blur: 2 },
    ),
  );
  // audience rows receding
  for (let row = 0; row < 4; row++) {
    const t = row / 3;
    layers.push(
      crowdLayer(
        rng,
        W,
        H,
        {
          y: stageY + H * (0.06 + 0.42 * t * t),
          r: u * (0.018 + 0.06 * t),
          n: Math.round(W / (u * (0.04 + 0.14 * t))),
          armsP: 0,
          bottom: H + 10,
        },
        { dark: row === 0 ? '#16141c' : DARK, rim: p.acc, blur: 2 + 6 * t * t, scale: row === 3 ? 0.25 : 0.5 },
      ),
    );
  }
  const pts = [];
  for (let i = 0; i < 6; i++) pts.push({ x: W * rng.range(0.1, 0.9), y: H * rng.range(0.65, 0.85), r: u * 0.02, color: C.cream, op: 0.6 });
  layers.push(points(W, H, pts, { blur: 3 }));
  return { layers };
}

// ---------------------------------------------------------------------------
// RENTALS

function speakerBox(x, y, w, h, rim, grille = true) {
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(Math.min(w, h) * 0.06)}" fill="#0e0d12" stroke="${rim}" stroke-opacity="0.35" stroke-width="3"/>`;
  if (grille)
    for (let yy = y + h * 0.15; yy < y + h * 0.9; yy += Math.max(6, h * 0.08))
      s += `<line x1="${f(x + w * 0.06)}" y1="${f(yy)}" x2="${f(x + w * 0.94)}" y2="${f(yy)}" stroke="#26232c" stroke-width="2"/>`;
  return s;
}

export function rentalSpeakers(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const floor = H * rng.range(0.82, 0.9);
  layers.push(
    background(W, H, {
      glows: [
        { x: W / 2, y: H * 0.45, rx: W * 0.5, ry: H * 0.45, color: p.acc, op: 0.5 },
        { x: W / 2, y: floor, rx: W * 0.6, ry: H * 0.15, color: p.warm, op: 0.3 },
      ],
    }),
  );
  layers.push(haze(rng, W, H, { n: 8, colors: [p.acc, p.warm], op: [0.08, 0.2] }));
  const list = [];
  for (let i = 0; i < 6; i++)
    list.push({
      x: W * (0.25 + 0.1 * i),
      y: H * 0.04,
      angle: 90 + rng.range(-30, 30),
      len: H,
      spread: 3,
      color: i % 2 ? p.warm : p.acc,
      op: 0.3,
    });
  layers.push(beams(W, H, list, { blur: 14 }));
  layers.push(
    bokeh(rng, W, H, {
      n: 30,
      region: [W * 0.2, 0, W * 0.8, floor],
      r: [u * 0.01, u * 0.03],
      colors: [p.warm, p.acc],
      op: [0.2, 0.5],
      blur: 4,
    }),
  );
  // line arrays + subs on both sides (closer one bigger)
  let s = '';
  const near = rng.sign();
  for (const side of [-1, 1]) {
    const k = side === near ? 1.25 : 0.85;
    const bw = u * 0.2 * k,
      bh = u * 0.055 * k;
    const x = side < 0 ? W * 0.12 : W * 0.88;
    const topY = H * 0.1;
    s += `<line x1="${f(x)}" y1="0" x2="${f(x)}" y2="${f(topY)}" stroke="#0b0b0f" stroke-width="6"/>`;
    s += `<rect x="${f(x - bw * 0.55)}" y="${f(topY - 10)}" width="${f(bw * 1.1)}" height="14" fill="#0b0b0f"/>`;
    const n = rng.int(6, 9);
    for (let i = 0; i < n; i++) {
      const curve = (i / n) ** 2 * bw * 0.35 * -side;
      s += `<g transform="rotate(${f((i / n) ** 2 * 12 * side)} ${f(x + curve)} ${f(topY + i * bh * 1.05)})">${speakerBox(x - bw / 2 + curve, topY + i * bh * 1.05, bw, bh, p.warm)}</g>`;
    }
    // sub stack on floor
    const sb = u * 0.2 * k;
    for (let j = 0; j < 2; j++)
      s +=
        speakerBox(x - sb / 2, floor - sb * 0.7 * (j + 1), sb, sb * 0.66, p.warm, false) +
        `<circle cx="${f(x)}" cy="${f(floor - sb * 0.7 * (j + 0.5) - sb * 0.02)}" r="${f(sb * 0.24)}" fill="#08080b" stroke="${p.warm}" stroke-opacity="0.3" stroke-width="3"/>`;
  }
  s += `<rect x="0" y="${f(floor)}" width="${W}" height="${f(H - floor)}" fill="#09080c"/>`;
  layers.push(layer(s, { scale: 1, blur: 1.5 }));
  layers.push(
    points(
      W,
      H,
      list.map((b) => ({ x: b.x, y: b.y, r: u * 0.035, color: b.color })),
      { blur: 2 },
    ),
  );
  // speaker on a stand in the foreground, out of focus
  if (rng.chance(0.6)) {
    const fx = rng.chance(0.5) ? W * 0.3 : W * 0.7;
    layers.push(
      layer(
        speakerBox(fx - u * 0.16, H * 0.58, u * 0.32, u * 0.48, p.warm) +
          `<rect x="${f(fx - 8)}" y="${f(H * 0.58 + u * 0.48)}" width="16" height="${H}" fill="#08080b"/>`,
        { scale: 0.25, blur: 16 },
      ),
    );
  }
  return { layers };
}

function movingHead(x, y, s, angle, rim) {
  // base, yoke and head of a moving-head fixture
  return (
    `<rect x="${f(x - s * 0.5)}" y="${f(y - s * 0.25)}" width="${f(s)}" height="${f(s * 0.25)}" rx="${f(s * 0.05)}" fill="#0d0c11" stroke="${rim}" stroke-opacity="0.35" stroke-width="2"/>` +
    `<path d="M${f(x - s * 0.42)} ${f(y - s * 0.25)} L${f(x - s * 0.42)} ${f(y - s * 0.85)} L${f(x - s * 0.3)} ${f(y - s * 0.85)} L${f(x - s * 0.3)} ${f(y - s * 0.35)} L${f(x + s * 0.3)} ${f(y - s * 0.35)} L${f(x + s * 0.3)} ${f(y - s * 0.85)} L${f(x + s * 0.42)} ${f(y - s * 0.85)} L${f(x + s * 0.42)} ${f(y - s * 0.25)} Z" fill="#0d0c11"/>` +
    `<g transform="rotate(${f(angle)} ${f(x)} ${f(y - s * 0.75)})"><rect x="${f(x - s * 0.26)}" y="${f(y - s * 1.15)}" width="${f(s * 0.52)}" height="${f(s * 0.7)}" rx="${f(s * 0.12)}" fill="#121117" stroke="${rim}" stroke-opacity="0.45" stroke-width="2"/></g>`
  );
}

export function lightingRig(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const floor = H * rng.range(0.78, 0.86);
  layers.push(background(W, H, { glows: [{ x: W / 2, y: H * 0.3, rx: W * 0.6, ry: H * 0.4, color: p.acc, op: 0.45 }] }));
  layers.push(haze(rng, W, H, { n: 10, colors: [p.acc, p.warm, p.acc2], op: [0.1, 0.24] }));
  const n = Math.max(4, Math.round(W / (u * 0.22)));
  const s = u * 0.11;
  const list = [];
  let fx = '';
  const fan = rng.range(6, 14);
  for (let i = 0; i < n; i++) {
    const x = (W * (i + 0.5)) / n;
    const ang = (i - (n - 1) / 2) * fan * (rng.chance(0.8) ? 1 : -1);
    const y = floor - s * 0.05;
    fx += movingHead(x, y, s, ang, p.warm);
    const a = -90 + ang;
    const hx = x + Math.cos((a * Math.PI) / 180) * s * 0.4,
      hy = y - s * 0.75 + Math.sin((a * Math.PI) / 180) * s * 0.4;
    list.push({ x: hx, y: hy, angle: a, len: H * 1.2, spread: 2.2, w0: s * 0.15, color: i % 2 ? p.acc : p.warm, op: 0.55 });
  }
  layers.push(beams(W, H, list, { blur: 8 }));
  layers.push(
    beams(
      W,
      H,
      list.map((b) => ({ ...b, spread: 6, op: 0.18 })),
      { blur: 30, scale: 0.25 },
    ),
  );
  // road cases under fixtures
  let cases = `<rect x="0" y="${f(floor)}" width="${W}" height="${f(H - floor)}" fill="#0a090d"/>`;
  for (let i = 0; i < n; i++) {
    const x = (W * (i + 0.5)) / n;
    cases += `<rect x="${f(x - s * 0.6)}" y="${f(floor)}" width="${f(s * 1.2)}" height="${f(s * 0.55)}" fill="#111016" stroke="${p.warm}" stroke-opacity="0.25" stroke-width="3"/><rect x="${f(x - s * 0.6)}" y="${f(floor + s * 0.08)}" width="${f(s * 1.2)}" height="5" fill="#2a2630"/>`;
  }
  layers.push(layer(fx + cases, { scale: 1, blur: 1.5 }));
  layers.push(
    points(
      W,
      H,
      list.map((b) => ({ x: b.x, y: b.y, r: s * 0.4, color: C.cream, op: 0.95 })),
      { blur: 2 },
    ),
  );
  return { layers };
}

export function uplightRentals(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const floor = H * rng.range(0.72, 0.8);
  layers.push(background(W, H, { top: '#0b0a10' }));
  // draped wall washed by uplights
  const n = Math.max(4, Math.round(W / (u * 0.26)));
  const d = new Defs('uw');
  let wash = '';
  const cols = [];
  for (let i = 0; i < n; i++) {
    const x = (W * (i + 0.5)) / n;
    const c = rng.pick([p.warm, p.acc, p.acc, p.acc2, C.amber]);
    cols.push(c);
    const g = d.radial(
      [
        [0, C.cream, 1],
        [0.1, c, 1],
        [0.45, c, 0.55],
        [1, c, 0],
      ],
      'cy="1" r="1"',
    );
    wash += `<ellipse cx="${f(x)}" cy="${f(floor)}" rx="${f((W / n) * 0.55)}" ry="${f(floor * 1.0)}" fill="url(#${g})"/>`;
    wash += `<ellipse cx="${f(x)}" cy="${f(floor)}" rx="${f((W / n) * 0.2)}" ry="${f(floor * 0.6)}" fill="url(#${g})" opacity="0.8"/>`;
  }
  layers.push(layer(wash, { defs: d, scale: 0.25, blur: 14, blend: 'screen' }));
  layers.push(layer(wash, { defs: d, scale: 0.25, blur: 40, blend: 'screen' }));
  let pl = '';
  for (let x = 0; x < W; x += u * 0.04)
    pl += `<rect x="${f(x)}" y="0" width="${f(u * 0.018)}" height="${f(floor)}" fill="#000" opacity="${(0.2 + 0.2 * rng()).toFixed(2)}"/>`;
  layers.push(layer(pl, { scale: 0.5, blur: 10 }));
  // cans on the floor
  let cans = `<rect x="0" y="${f(floor)}" width="${W}" height="${f(H - floor)}" fill="#0c0b0f"/>`;
  const pts = [];
  for (let i = 0; i < n; i++) {
    const x = (W * (i + 0.5)) / n;
    const cw = u * 0.07;
    cans += `<path d="M${f(x - cw / 2)} ${f(floor + cw * 0.25)} L${f(x - cw * 0.4)} ${f(floor - cw * 0.35)} L${f(x + cw * 0.4)} ${f(floor - cw * 0.35)} L${f(x + cw / 2)} ${f(floor + cw * 0.25)} Z" fill="#151319" stroke="${cols[i]}" stroke-opacity="0.6" stroke-width="3"/>`;
    pts.push({ x, y: floor - cw * 0.38, r: cw * 0.8, color: cols[i], op: 0.9 });
  }
  layers.push(layer(cans, { scale: 1, blur: 1.5 }));
  layers.push(points(W, H, pts, { blur: 3 }));
  // floor reflection
  layers.push(
    points(
      W,
      H,
      pts.map((q) => ({ ...q, y: floor + u * 0.05, r: q.r * 3, op: 0.25 })),
      { blur: 20, scale: 0.25 },
    ),
  );
  return { layers };
}

export function ledDanceFloor(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  const hz = H * rng.range(0.42, 0.52);
  layers.push(background(W, H, { glows: [{ x: W / 2, y: hz, rx: W * 0.6, ry: H * 0.3, color: p.acc, op: 0.5 }] }));
  layers.push(
    bokeh(rng, W, H, { n: 40, region: [0, 0, W, hz], r: [u * 0.01, u * 0.04], colors: [p.warm, p.acc, C.cream], op: [0.2, 0.6], blur: 5 }),
  );
  // perspective tile grid
  const vx = W * rng.range(0.4, 0.6);
  const rows = 9,
    cols = 14;
  let s = '';
  const rowY = (k) => hz + (H * 1.05 - hz) * (k / rows) ** 1.8;
  const colX = (j, y) => vx + (j - cols / 2) * (W * 0.16) * ((y - hz) / (H - hz));
  for (let k = 0; k < rows; k++) {
    const y0 = rowY(k),
      y1 = rowY(k + 1);
    for (let j = 0; j < cols; j++) {
      const v = rng();
      const c = v > 0.7 ? p.warm : v > 0.45 ? p.acc : v > 0.35 ? C.cream : '#1a1820';
      const op = v > 0.35 ? rng.range(0.35, 0.8) : 0.6;
      const g = 0.06;
      const a = colX(j + g, y0 + (y1 - y0) * g),
        b = colX(j + 1 - g, y0 + (y1 - y0) * g);
      const c2 = colX(j + 1 - g, y1 - (y1 - y0) * g),
        d2 = colX(j + g, y1 - (y1 - y0) * g);
      s += `<path d="M${f(a)} ${f(y0 + (y1 - y0) * g)} L${f(b)} ${f(y0 + (y1 - y0) * g)} L${f(c2)} ${f(y1 - (y1 - y0) * g)} L${f(d2)} ${f(y1 - (y1 - y0) * g)} Z" fill="${c}" opacity="${op.toFixed(2)}"/>`;
    }
  }
  layers.push(layer(`<rect x="0" y="${f(hz)}" width="${W}" height="${f(H - hz)}" fill="#060608"/>`, { scale: 0.25 }));
  layers.push(layer(s, { scale: 0.5, blur: 3, blend: 'screen' }));
  layers.push(layer(s, { scale: 0.25, blur: 30, blend: 'screen' }));
  // dancers' silhouettes on the floor
  layers.push(
    crowdLayer(
      rng,
      W,
      H,
      {
        y: hz - u * 0.04,
        r: u * 0.03,
        n: Math.round(W / (u * 0.09)),
        armsP: 0.4,
        bottom: hz + u * 0.15,
        x0: W * 0.05,
        x1: W * 0.95,
        jitter: 0.5,
      },
      { rim: p.warm, blur: 3 },
    ),
  );
  return { layers };
}

// ---------------------------------------------------------------------------
// Portraits / groups / hero backgrounds

export function portrait(rng, W, H, o = {}) {
  const hue = o.hue ?? C.gold;
  const u = Math.min(W, H);
  const layers = [];
  layers.push(
    background(W, H, {
      top: '#0e0d13',
      glows: [
        { x: W * rng.range(0.3, 0.7), y: H * 0.35, rx: W * 0.8, ry: H * 0.5, color: hue, op: 0.55 },
        { x: W * rng.range(0.2, 0.8), y: H * 0.2, rx: W * 0.4, color: C.gold, op: 0.3 },
      ],
    }),
  );
  layers.push(
    bokeh(rng, W, H, {
      n: 40,
      region: [0, 0, W, H * 0.8],
      r: [u * 0.03, u * 0.1],
      colors: [hue, C.gold, C.warm],
      op: [0.15, 0.45],
      blur: 8,
      scale: 0.25,
    }),
  );
  const r = W * rng.range(0.15, 0.17);
  const x = W * (0.5 + rng.range(-0.04, 0.04));
  const fig = { x, y: H * 0.43, r, bottom: H + 20, hair: o.hair ?? '', shoulders: o.shoulders ?? 2.45 };
  // key light side: rim on one side + soft fill
  const side = rng.sign();
  const d = new Defs('po');
  const shade = d.linear(
    x - r * 2.5,
    0,
    x + r * 2.5,
    0,
    side > 0
      ? [
          [0, '#0a0a0e', 1],
          [0.7, '#1c1820', 1],
          [1, '#3a2e2a', 1],
        ]
      : [
          [0, '#3a2e2a', 1],
          [0.3, '#1c1820', 1],
          [1, '#0a0a0e', 1],
        ],
  );
  const svg =
    `<g transform="translate(${f(side * r * 0.05)} ${f(-r * 0.04)})" opacity="0.95">${figure(fig, C.warm)}</g>` +
    figure(fig, `url(#${shade})`);
  layers.push(
    layer(`<g transform="translate(${f(side * r * 0.12)} ${f(-r * 0.05)})">${figure(fig, hue)}</g>`, {
      scale: 0.25,
      blur: 60,
      blend: 'screen',
    }),
  );
  layers.push(layer(svg, { defs: d, scale: 0.5, blur: 5 }));
  layers.push(
    bokeh(rng, W, H, {
      n: 5,
      region: [0, H * 0.6, W, H],
      r: [u * 0.1, u * 0.2],
      colors: [hue, C.gold],
      op: [0.05, 0.12],
      blur: 20,
      scale: 0.25,
    }),
  );
  return { layers };
}

export function groupPhoto(rng, W, H, _o = {}) {
  const p = palette(rng, C.plum);
  const u = Math.min(W, H);
  const layers = [];
  const floor = H * 0.98;
  layers.push(
    background(W, H, {
      glows: [
        { x: W / 2, y: H * 0.35, rx: W * 0.7, ry: H * 0.5, color: p.warm, op: 0.55 },
        { x: W * 0.2, y: H * 0.2, rx: W * 0.4, color: p.acc, op: 0.4 },
        { x: W * 0.8, y: H * 0.25, rx: W * 0.4, color: C.copper, op: 0.4 },
      ],
    }),
  );
  layers.push(haze(rng, W, H, { n: 8, colors: [p.warm, p.acc], op: [0.1, 0.22] }));
  const list = [];
  for (let i = 0; i < 7; i++)
    list.push({
      x: W * (0.08 + i * 0.14),
      y: H * 0.03,
      angle: 90 + (i - 3) * 7 + rng.range(-4, 4),
      len: H * 1.1,
      spread: 3.5,
      color: i % 2 ? p.warm : C.amber,
      op: 0.4,
    });
  layers.push(beams(W, H, list, { blur: 14 }));
  layers.push(
    points(
      W,
      H,
      list.map((b) => ({ x: b.x, y: b.y, r: u * 0.05, color: b.color })),
    ),
  );
  layers.push(
    bokeh(rng, W, H, { n: 40, region: [0, 0, W, H * 0.55], r: [u * 0.01, u * 0.035], colors: [p.warm, C.cream], op: [0.2, 0.6], blur: 4 }),
  );
  const people = [
    { dx: -0.3, s: 1.0, hair: 'long' },
    { dx: -0.18, s: 1.08, hair: '' },
    { dx: -0.06, s: 1.0, hair: 'bun' },
    { dx: 0.06, s: 1.12, hair: '' },
    { dx: 0.18, s: 1.0, hair: 'curly' },
    { dx: 0.3, s: 1.05, hair: '' },
  ];
  const r = u * 0.065;
  let s = '';
  people.forEach((q, i) => {
    const fo = {
      x: W / 2 + q.dx * W,
      y: H * 0.42 + (1.1 - q.s) * r * 3 + (i % 2) * r * 0.4,
      r: r * q.s,
      bottom: floor + 40,
      hair: q.hair,
      arms: i === 0 || i === 5 ? [null, null] : [null, null],
      shoulders: 2.3,
    };
    s += rimmed((c) => figure(fo, c), { rim: p.warm, dy: -r * 0.08, dx: q.dx * -8 });
  });
  // a child in front
  const kid = { x: W / 2 + 0.12 * W, y: H * 0.66, r: r * 0.75, bottom: floor + 40, hair: 'long' };
  s += rimmed((c) => figure(kid, c), { rim: p.warm, dy: -r * 0.06 });
  layers.push(layer(s, { scale: 0.5, blur: 2.5 }));
  layers.push(haze(rng, W, H, { n: 5, colors: [p.warm, p.acc], op: [0.04, 0.1], region: [0, H * 0.3, W, H] }));
  return { layers };
}

export function heroBokeh(rng, W, H, o = {}) {
  const p = palette(rng, o.accent);
  const u = Math.min(W, H);
  const layers = [];
  layers.push(
    background(W, H, {
      glows: [
        { x: W * rng.range(0.55, 0.85), y: H * 0.4, rx: W * 0.5, ry: H * 0.5, color: p.acc, op: 0.45 },
        { x: W * rng.range(0.6, 0.9), y: H * 0.6, rx: W * 0.3, color: p.warm, op: 0.35 },
      ],
    }),
  );
  const list = [];
  for (let i = 0; i < 5; i++)
    list.push({
      x: W * (0.55 + 0.1 * i),
      y: -20,
      angle: 90 + rng.range(-30, 10),
      len: H * 1.2,
      spread: 4,
      color: i % 2 ? p.acc : p.warm,
      op: 0.3,
    });
  layers.push(beams(W, H, list, { blur: 20 }));
  layers.push(haze(rng, W, H, { n: 6, colors: [p.acc, p.warm], op: [0.06, 0.16] }));
  layers.push(
    bokeh(rng, W, H, {
      n: 70,
      r: [u * 0.015, u * 0.06],
      colors: [p.warm, C.warm, C.cream, p.acc],
      op: [0.15, 0.55],
      blur: 5,
      region: [W * 0.25, 0, W, H],
    }),
  );
  layers.push(bokeh(rng, W, H, { n: 10, r: [u * 0.08, u * 0.16], colors: [p.warm, p.acc], op: [0.05, 0.14], blur: 14, scale: 0.25 }));
  return { layers };
}
