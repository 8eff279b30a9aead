// Brand marks drawn with plain geometry (no fonts).
const GOLD = '#c9a45c';
const INK = '#0d0d12';

// Two geometric "E" letterforms side by side, the second one raised a step
// ("elevate"), with a thin baseline rule. Designed on a 64-unit grid so it
// survives at 32 px.
function monogram(tx = 0, ty = 0, s = 1) {
  const e = (x, y) => {
    const w = 15,
      h = 28,
      t = 4.5;
    const m = w - 3 - t;
    return `<path d="M${x} ${y}h${w}v${t}h-${w - t}v${(h - 3 * t) / 2}h${m}v${t}h-${m}v${(h - 3 * t) / 2}h${w - t}v${t}h-${w}z"/>`;
  };
  return (
    `<g transform="translate(${tx} ${ty}) scale(${s})" fill="${GOLD}">` +
    e(13.5, 21) +
    e(35.5, 15) +
    `<rect x="13.5" y="51" width="37" height="2"/>` +
    `</g>`
  );
}

export function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Elevate Events">
  <title>Elevate Events</title>
  ${monogram()}
</svg>
`;
}

export function markSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="512" height="512" role="img" aria-label="Elevate Events">
  <title>Elevate Events</title>
  <rect width="64" height="64" rx="14" fill="${INK}"/>
  ${monogram(4.8, 4.8, 0.85)}
</svg>
`;
}
