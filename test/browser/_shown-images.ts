// Runs in a page (page.evaluate(measure, selector)): the width each shown image of the selector
// is drawn at, beside its sizes attribute, for the tests that check `sizes` against the
// layout (gallery.test.ts for the gallery, page-load.test.ts for every other photo).

export interface Shown {
  what: string;
  sizes: string;
  /** The width the photo is drawn at: a box of another shape crops it (cover, drawn wider) or letterboxes it (contain). */
  drawn: number;
  /** The width of its box. */
  box: number;
}

export function measure(selector: string): Shown[] {
  return [...document.querySelectorAll<HTMLImageElement>(selector)]
    .filter((img) => img.getClientRects().length > 0)
    .map((img) => ({
      what: (img.getAttribute('src') || '').split('/').pop()!,
      sizes: img.sizes,
      drawn: drawnWidth(img),
      box: img.getBoundingClientRect().width,
    }));

  function drawnWidth(img: HTMLImageElement): number {
    const box = img.getBoundingClientRect();
    const fit = getComputedStyle(img).objectFit;
    // The width and height attributes: the photo's own shape, known before a lazy photo loads.
    const toBoxHeight = (box.height * Number(img.getAttribute('width'))) / Number(img.getAttribute('height'));
    if (fit === 'cover') return Math.max(box.width, toBoxHeight);
    if (fit === 'contain') return Math.min(box.width, toBoxHeight);
    return box.width;
  }
}
