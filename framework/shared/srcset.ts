// The one srcset parser: the build's link check, the image budgets and the components use it.

export interface SrcsetCandidate {
  url: string;
  /** The `w` descriptor, or undefined for a density (`2x`) or bare candidate. */
  width?: number;
}

/** 'a-640.webp 640w, a-960.webp 960w' → [{ url: 'a-640.webp', width: 640 }, …] */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  return srcset.split(',').flatMap((candidate): SrcsetCandidate[] => {
    const [url, descriptor = ''] = candidate.trim().split(/\s+/);
    if (!url) return [];
    return /^\d+w$/.test(descriptor) ? [{ url, width: Number.parseInt(descriptor, 10) }] : [{ url }];
  });
}

/** The smallest candidate at least `minWidth` wide, or the widest: for a single-URL place like a poster. */
export function candidateAtLeast(srcset: string, minWidth: number): string {
  const candidates = parseSrcset(srcset)
    .filter((c): c is Required<SrcsetCandidate> => c.width !== undefined)
    .sort((a, b) => a.width - b.width);
  const chosen = candidates.find((c) => c.width >= minWidth) ?? candidates.at(-1);
  if (!chosen) throw new Error(`no width candidates in srcset "${srcset}"`);
  return chosen.url;
}
