// Runs in a page (page.evaluate(survey)): which declared @font-face each visible text element is
// set in, in the first screen and anywhere, the text the browser would set in a faked bold or
// italic, and the fonts the page preloads. The survey has named helpers, which tsx wraps in a
// __name() call: the page must provide it (NAME_SHIM of ../helpers/browser.ts, as an init script).

export interface Seen {
  /** URLs (path only) of the declared faces the text in the first screen uses. */
  firstScreen: string[];
  /** The same for all the page's text. */
  anywhere: string[];
  /** Text the browser would set in a faked bold or italic, anywhere on the page. */
  faked: string[];
  preloads: string[];
}

/** Runs in the page: which @font-face each visible text element is set in. */
export function survey(): Seen {
  interface Face {
    family: string;
    style: string;
    min: number;
    max: number;
    url: string;
  }
  const faces: Face[] = [];
  for (const sheet of document.styleSheets)
    for (const rule of sheet.cssRules)
      if (rule instanceof CSSFontFaceRule) {
        const url = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
        if (!url) continue; // the metric-matched local() fallbacks
        const [min = 400, max = min] = rule.style.getPropertyValue('font-weight').split(/\s+/).map(Number);
        faces.push({
          family: rule.style.getPropertyValue('font-family').replace(/["']/g, ''),
          style: rule.style.getPropertyValue('font-style') || 'normal',
          min,
          max,
          url: new URL(url, location.href).pathname,
        });
      }
  /** The CSS font matching algorithm's choice of weight among faces of the right style. */
  const match = (options: Face[], w: number): Face | undefined => {
    const exact = options.find((f) => w >= f.min && w <= f.max);
    if (exact) return exact;
    const below = options.filter((f) => f.max < w).sort((a, b) => b.max - a.max);
    const above = options.filter((f) => f.min > w).sort((a, b) => a.min - b.min);
    if (w >= 400 && w <= 500) return above.find((f) => f.min <= 500) ?? below[0] ?? above[0];
    return w < 400 ? (below[0] ?? above[0]) : (above[0] ?? below[0]);
  };
  const firstScreen = new Set<string>();
  const anywhere = new Set<string>();
  const faked = new Set<string>();
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    if (!ownText || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const css = getComputedStyle(el);
    const family = css.fontFamily.replace(/,.*/s, '').trim().replace(/["']/g, '');
    const candidates = faces.filter((f) => f.family === family);
    if (candidates.length === 0) continue; // a system font by design (none today)
    const weight = Number(css.fontWeight);
    const face = match(
      candidates.filter((f) => f.style === css.fontStyle),
      weight,
    );
    const label = `"${el.textContent!.trim().slice(0, 30)}" in ${family} ${weight} ${css.fontStyle}`;
    // Faked: italic drawn by slanting an upright face, bold by smearing a face under 600.
    if (!face || (weight >= 600 && face.max < 600)) {
      faked.add(label);
      continue;
    }
    anywhere.add(face.url);
    const box = el.getBoundingClientRect();
    if (box.width > 0 && box.top < innerHeight && box.bottom > 0) firstScreen.add(face.url);
  }
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((l) => new URL(l.href).pathname);
  return { firstScreen: [...firstScreen].sort(), anywhere: [...anywhere].sort(), faked: [...faked], preloads: preloads.sort() };
}
