// What a browser downloads for a <picture>: the first <source> of a supported type,
// `sizes` evaluated for the viewport (HTML spec "parse a sizes attribute"), then the
// smallest candidate whose density covers the device pixel ratio (Chrome's choice,
// ignoring its cache tricks). Enough of CSS for the sizes strings layouts.ts writes.

import { parseSrcset } from '../framework/shared/srcset.ts';

export interface Viewport {
  width: number;
  height: number;
  dpr: number;
}

export function evaluateLength(value: string, vp: Viewport): number {
  const expr = value
    .trim()
    .replace(/^calc\((.*)\)$/, '$1')
    .replace(/(\d*\.?\d+)(vw|vh|px)/g, (_, n: string, unit: string) =>
      String(unit === 'vw' ? (Number(n) * vp.width) / 100 : unit === 'vh' ? (Number(n) * vp.height) / 100 : Number(n)),
    );
  if (!/^[\d.\s+\-*/()]+$/.test(expr)) throw new Error(`unsupported length in sizes: ${value}`);
  return Number(new Function(`return (${expr});`)());
}

export function matchesMedia(condition: string, vp: Viewport): boolean {
  return condition.split(/\s+and\s+/).every((part) => {
    const [, feature, raw] =
      /^\(\s*(min-width|max-width|min-height|max-height|max-aspect-ratio|min-aspect-ratio)\s*:\s*([^)]+)\)$/.exec(part.trim()) ?? [];
    if (!feature || !raw) throw new Error(`unsupported media condition in sizes: ${part}`);
    if (feature.endsWith('aspect-ratio')) {
      const [w, h] = raw.split('/').map(Number);
      if (w === undefined || h === undefined) throw new Error(`unsupported aspect ratio in sizes: ${part}`);
      const ratio = vp.width / vp.height;
      return feature.startsWith('max') ? ratio <= w / h : ratio >= w / h;
    }
    const px = evaluateLength(raw, vp);
    const size = feature.endsWith('height') ? vp.height : vp.width;
    return feature.startsWith('min') ? size >= px : size <= px;
  });
}

/** The slot width in CSS px: the length of the first entry whose media condition holds. */
export function evaluateSizes(sizes: string, vp: Viewport): number {
  // Entries are split on commas outside parentheses; an entry's condition is "(…)" groups joined by "and".
  for (const entry of sizes.split(/,(?![^(]*\))/)) {
    const [, condition, length] = /^\s*((?:\([^()]*\)\s*(?:and\s+)?)*)(.+)$/.exec(entry) ?? [];
    if (length === undefined) throw new Error(`unsupported entry in sizes: ${entry}`);
    if (!condition || matchesMedia(condition.trim(), vp)) return evaluateLength(length, vp);
  }
  return vp.width; // spec default: 100vw
}

/** The candidate a browser downloads: the narrowest whose density covers the pixel ratio, else the widest. */
export function chooseCandidate(srcset: string, sizes: string, vp: Viewport): { url: string; width: number; slot: number } {
  const slot = evaluateSizes(sizes, vp);
  const candidates = parseSrcset(srcset).map(({ url, width }) => {
    if (width === undefined) throw new Error(`srcset candidate without a width: ${url}`);
    return { url, width };
  });
  candidates.sort((a, b) => a.width - b.width);
  const chosen = candidates.find((c) => c.width / slot >= vp.dpr) ?? candidates.at(-1);
  if (!chosen) throw new Error(`srcset without candidates: '${srcset}'`);
  return { ...chosen, slot };
}
