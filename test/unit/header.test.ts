// The header's wordmark (components/Header.tsx) for any brand an owner can type: one word, three
// words, any script, a bidirectional control. What the serif's files draw is drawn (every
// letter); anything else is set as live text, whole and isolated, and the link is named by it.
import { parseHTML } from 'linkedom/worker';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SiteContent } from '../../components/content.ts';
import { Header } from '../../components/Header.tsx';
import { ContentContext } from '../../framework/build/content.ts';
import { BuildContext, type BuildServices } from '../../framework/build/context.ts';
import { createOutliner } from '../../generator/render/outline.ts';
import siteConfig from '../../site.config.ts';
import { content } from '../helpers/content.ts';

const outliner = await createOutliner(siteConfig.outlineFaces);

function header(brand: string): Element {
  const services: BuildServices = {
    route: '/',
    siteUrl: 'https://example.test',
    year: 2031,
    assetUrl: (f) => f,
    picture: () => {
      throw new Error('no photos in the header');
    },
    clientEntry: () => {},
    preload: () => {},
    outline: outliner.outline,
  };
  const branded = { ...content, site: { ...content.site, brand } } as SiteContent;
  const html = renderToStaticMarkup(
    createElement(
      ContentContext.Provider,
      { value: branded },
      createElement(BuildContext.Provider, { value: services }, createElement(Header, { route: '/', style: 'overlay' })),
    ),
  );
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document.querySelector('.wordmark') as unknown as Element;
}

test('a one-word, a two-word and a three-word brand are drawn: the first word, then the rest', () => {
  for (const [brand, runs] of [
    ['Elevate', 1],
    [content.site.brand, content.site.brand.includes(' ') ? 2 : 1],
    ['Elevate Events Co', 2],
    ['Łódź Ěvents', 2],
  ] as const) {
    const mark = header(brand);
    assert.is(mark.getAttribute('aria-label'), `${brand}, home`);
    const paths = [...mark.querySelectorAll('svg path')];
    assert.is(paths.length, runs, `${brand}: one path per run`);
    assert.ok(
      paths.every((p) => (p.getAttribute('d') ?? '').length > 0),
      `${brand}: every run is drawn`,
    );
    assert.is(mark.querySelector('.wordmark__text'), null, `${brand}: no live text`);
  }
});

test('a brand in a script the serif lacks, or with a bidirectional control, is live text, whole, isolated', () => {
  for (const brand of ['إيليفيت', '高端活动 派对', 'Elevate \u202eEvents', 'Elevate 東京']) {
    const mark = header(brand);
    assert.is(mark.querySelector('svg'), null, `${brand}: not drawn`);
    const text = mark.querySelector('.wordmark__text');
    assert.ok(text, `${brand}: set as text`);
    assert.is(text!.textContent, brand, `${brand}: every letter`);
    assert.is(text!.getAttribute('dir'), 'auto', `${brand}: isolated from the navigation's direction`);
    assert.is(mark.getAttribute('aria-label'), `${brand}, home`);
  }
});

test.run();
