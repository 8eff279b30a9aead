// Runs in a page (page.evaluate(measure, selector)): the width each shown image of the selector
// is laid out at, beside its sizes attribute, for the tests that check `sizes` against the
// layout (gallery.test.ts for the gallery, page-load.test.ts for every other photo).

export interface Shown {
  what: string;
  sizes: string;
  shown: number;
}

export function measure(selector: string): Shown[] {
  return [...document.querySelectorAll<HTMLImageElement>(selector)]
    .filter((img) => img.getClientRects().length > 0)
    .map((img) => ({
      what: (img.getAttribute('src') || '').split('/').pop()!,
      sizes: img.sizes,
      shown: img.getBoundingClientRect().width,
    }));
}
