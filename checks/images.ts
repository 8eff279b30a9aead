// npm run check:images [-- DIST] [--baseline DIR]: image budgets over a built site (default dist/),
// on every page, from the real srcset, sizes and file sizes: each page's LCP image and first
// screen on a phone (390×844 @3, the worst case, and Lighthouse's 412×823 @1.75); no two widths of a photo's format within 20%; no picture,
// lightbox images included, heavier than needed at 390×844 @3 and @2 and 1440×900 @1 for an
// AVIF and a WebP-only browser. With --baseline, what browsers pick against another build: no
// blurrier, no heavier (by widths, so a replaced photo does not fail it), and a table of bytes.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { commandLine } from '../generator/cli.ts';
import { loadConfig } from '../generator/load-config.ts';
import { discoverPages } from '../generator/routes.ts';
import { ROOT } from '../tools/harness/built-site.ts';
import { type Browser, type Choice, choose, pagePictures, type SitePicture } from './image-pictures.ts';
import { chooseCandidate, type Viewport } from './image-select.ts';

const { values: flags, positionals } = commandLine({
  command: 'npm run check:images',
  summary: "Image budgets over a built site: the LCP image, the first screen, every picture's choice; optionally against another build.",
  options: { baseline: { type: 'string' } },
  flags: [['--baseline DIR', 'also compare what browsers pick with another build of the site in DIR (no blurrier, no heavier)']],
  positionals: '[DIST]  (default dist/)',
});
const dist = path.resolve(positionals[0] ?? 'dist');
const baseline = flags.baseline === undefined ? undefined : path.resolve(flags.baseline);
if (baseline && !existsSync(baseline)) {
  console.error(`--baseline ${flags.baseline}: no such folder (expected another build of the site)`);
  process.exit(2);
}

const LCP_BUDGET = 80_000;
const FIRST_SCREEN_BUDGET = 400_000;
/** Widths of one photo closer than this are a wasted encode (generator/images/variants.ts). */
const MIN_STEP = 1.2;
/** A file more than this many times as wide as the slot needs is heavier than needed. */
const MAX_OVERSHOOT = 2;
const phones: [string, Viewport][] = [
  ['390×844 @3', { width: 390, height: 844, dpr: 3 }],
  ['412×823 @1.75 (Lighthouse)', { width: 412, height: 823, dpr: 1.75 }],
];
const CHECKED: Record<string, Viewport> = {
  '390x844@3': { width: 390, height: 844, dpr: 3 },
  '390x844@2': { width: 390, height: 844, dpr: 2 },
  '1440x900@1': { width: 1440, height: 900, dpr: 1 },
};
const BROWSERS: Browser[] = ['avif', 'webp', 'jpeg'];
/** JPEG is only for browsers with neither AVIF nor WebP: its ladder is short on purpose. */
const COMPARED: Browser[] = ['avif', 'webp'];

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const listed = (items: string[]) => (items.length ? `: ${items.join('; ')}` : '');
let failed = false;
const check = (ok: boolean, line: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) failed = true;
};

const pages = await discoverPages(ROOT, await loadConfig(ROOT));
const pictures = pages.flatMap((page) => pagePictures(dist, page.outFile));

// The LCP image and the first screen, per page.
for (const page of pages) {
  const name = page.route ?? page.outFile;
  const onPage = pictures.filter((p) => p.page === page.outFile);
  const lcp = onPage.find((p) => p.priority);
  for (const [phone, vp] of phones) {
    if (lcp) {
      const chosen = choose(dist, lcp, 'avif', vp);
      check(
        chosen.bytes <= LCP_BUDGET,
        `${name} LCP image, ${phone}: ${chosen.url} (${chosen.width}w for a ${Math.round(chosen.slot)} px slot) = ${kB(chosen.bytes)} (budget ${kB(LCP_BUDGET)})`,
      );
    }
    let y = 0;
    let total = 0;
    const picked: string[] = [];
    // Images in document order, in rows of as many as fit side by side: a crude fold, since
    // the text between them is ignored (which counts more images above the fold, not fewer).
    for (const [i, p] of onPage.filter((p) => !p.offscreen).entries()) {
      if (y >= vp.height) break;
      const chosen = choose(dist, p, 'avif', vp);
      const perRow = Math.max(1, Math.floor((vp.width + 16) / (chosen.slot + 16)));
      if (i % perRow === 0) y += chosen.slot * (p.height / p.width);
      total += chosen.bytes;
      picked.push(`${path.basename(chosen.url)} ${kB(chosen.bytes)}`);
    }
    check(
      total <= FIRST_SCREEN_BUDGET,
      `${name} first screen, ${phone}: ${picked.length} images = ${kB(total)} (budget ${kB(FIRST_SCREEN_BUDGET)})${picked.length ? `: ${picked.join(', ')}` : ''}`,
    );
  }
}

// Width steps per photo and format (one hash per photo, format and encoder settings).
const widthsByPhoto = new Map<string, Set<number>>();
for (const srcset of pictures.flatMap((p) => Object.values(p.srcset))) {
  for (const m of (srcset ?? '').matchAll(/([^\s,/]+-[0-9a-f]{8})-\d+\.(\w+)\s+(\d+)w/g)) {
    const key = `${m[1]}.${m[2]}`;
    widthsByPhoto.set(key, (widthsByPhoto.get(key) ?? new Set()).add(Number(m[3])));
  }
}
const close = [...widthsByPhoto].flatMap(([photo, set]) => {
  const widths = [...set].sort((a, b) => a - b);
  return widths.flatMap((width, i) =>
    i > 0 && width < widths[i - 1]! * MIN_STEP - 0.5 ? [`${photo}: ${widths[i - 1]} and ${width}`] : [],
  );
});
check(close.length === 0, `width steps: ${widthsByPhoto.size} photo × format ladders, no two widths within 20%${listed(close)}`);
const files = readdirSync(path.join(dist, 'assets/img'));
const perExt = (ext: string) => files.filter((f) => f.endsWith(`.${ext}`)).length;
console.log(
  `     ${files.length} encoded image files in dist/assets/img (${perExt('avif')} AVIF, ${perExt('webp')} WebP, ${perExt('jpg')} JPEG)`,
);

/** What each browser picks, per picture ('page key') and viewport. */
type Picks = Map<string, Map<string, Record<Browser, Choice>>>;
const browserPicks = (site: string, of: readonly SitePicture[]): Picks =>
  new Map(
    of.map((p) => [
      `${p.page} ${p.key}`,
      new Map(
        Object.entries(CHECKED).map(([vpName, vp]) => [
          vpName,
          Object.fromEntries(BROWSERS.map((browser) => [browser, choose(site, p, browser, vp)])) as Record<Browser, Choice>,
        ]),
      ),
    ]),
  );
const picks = browserPicks(dist, pictures);

const overshoot = pictures.flatMap((p) =>
  Object.entries(CHECKED).flatMap(([vpName, vp]) =>
    COMPARED.flatMap((browser) => {
      const c = picks.get(`${p.page} ${p.key}`)!.get(vpName)![browser];
      const narrowest = chooseCandidate(p.srcset[browser] ?? '', '1px', { width: 1, height: 1, dpr: 1 });
      const tooWide = c.width > MAX_OVERSHOOT * c.slot * vp.dpr && c.width > narrowest.width;
      return tooWide ? [`${p.page} ${p.key} ${vpName} ${browser}: ${c.width}w for ${Math.round(c.slot * vp.dpr)} px`] : [];
    }),
  ),
);
check(
  overshoot.length === 0,
  `not heavier than needed: ${pictures.length} pictures × ${Object.keys(CHECKED).length} viewports × AVIF/WebP, none more than ${MAX_OVERSHOOT}× the slot${listed(overshoot)}`,
);

if (baseline) {
  const shared = pages.map((p) => p.outFile).filter((page) => existsSync(path.join(baseline, page)));
  if (shared.length === 0) check(false, `--baseline ${flags.baseline}: none of the site's pages is there (expected another build of it)`);
  else
    compare(
      browserPicks(
        baseline,
        shared.flatMap((page) => pagePictures(baseline, page)),
      ),
    );
}

function compare(before: Picks) {
  const blurrier: string[] = [];
  const heavier: string[] = [];
  const rows: string[][] = [];
  let compared = 0;
  const slot = (c: Choice) => Math.round(c.slot * 10) / 10;
  // The pictures of one kind on one page (a page's gallery tiles, its lightbox …), in order of appearance.
  const groups = new Map<string, SitePicture[]>();
  for (const p of pictures) {
    const kind = `${p.page} ${p.key.replace(/:.*/s, '')}`;
    groups.set(kind, [...(groups.get(kind) ?? []), p]);
  }
  for (const group of groups.values()) {
    const { page, key } = group[0]!;
    for (const [vpName, vp] of Object.entries(CHECKED)) {
      const bytes = { before: { avif: 0, webp: 0, jpeg: 0 }, after: { avif: 0, webp: 0, jpeg: 0 } };
      const widths = { before: new Map<number, number>(), after: new Map<number, number>() };
      let n = 0;
      for (const p of group) {
        const id = `${p.page} ${p.key}`;
        const old = before.get(id)?.get(vpName);
        if (!old) continue;
        const now = picks.get(id)!.get(vpName)!;
        n++;
        for (const browser of BROWSERS) {
          const [b, a] = [old[browser], now[browser]];
          bytes.before[browser] += b.bytes;
          bytes.after[browser] += a.bytes;
          if (browser === 'avif') {
            widths.before.set(b.width, (widths.before.get(b.width) ?? 0) + 1);
            widths.after.set(a.width, (widths.after.get(a.width) ?? 0) + 1);
          }
          if (!COMPARED.includes(browser)) continue;
          compared++;
          if (a.width / slot(a) < Math.min(b.width / slot(b), vp.dpr) * 0.99)
            blurrier.push(`${id} ${vpName} ${browser}: ${b.width}w → ${a.width}w for a ${slot(a)} px slot`);
          // Widths, not bytes: a photo replaced since the other build weighs what it weighs.
          if (a.width > b.width * Math.max(1, slot(a) / slot(b)) * 1.01)
            heavier.push(`${id} ${vpName} ${browser}: ${b.width}w → ${a.width}w for a ${slot(b)} → ${slot(a)} px slot`);
        }
      }
      if (n === 0) continue;
      const hist = (m: Map<number, number>) =>
        [...m]
          .sort((x, y) => x[0] - y[0])
          .map(([w, count]) => `${w}w ×${count}`)
          .join(', ');
      rows.push([
        `/${page.replace(/(^|\/)index\.html$/, '')}${key.startsWith('lightbox:') ? ' (lightbox)' : ''}`,
        vpName,
        String(n),
        ...BROWSERS.map((browser) => `${kB(bytes.before[browser])} → ${kB(bytes.after[browser])}`),
        `${hist(widths.before)} → ${hist(widths.after)}`,
      ]);
    }
  }
  console.log(
    `\n${flags.baseline} → ${positionals[0] ?? 'dist'}: bytes summed over the pictures of each page, and the widths an AVIF browser picks:`,
  );
  console.log('| page | viewport | pictures | AVIF browser | WebP-only browser | JPEG-only browser | widths picked (AVIF) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  console.log('');
  check(blurrier.length === 0, `no blurrier than ${flags.baseline}: ${compared} choices compared${listed(blurrier)}`);
  check(heavier.length === 0, `no heavier than ${flags.baseline}: ${compared} choices compared${listed(heavier)}`);
}

process.exit(failed ? 1 : 0);
