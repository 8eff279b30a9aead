// components/Picture.tsx: the <picture> markup, rendered inside a fake build context.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Picture, type PictureProps } from '../../components/Picture.tsx';
import { BuildContext, type BuildServices, type PictureData, type Preload } from '../../framework/build/context.ts';

const avif: PictureData['sources'][number] = { type: 'image/avif', srcset: '/a-400.avif 400w, /a-800.avif 800w' };
const data: PictureData = {
  sources: [avif, { type: 'image/webp', srcset: '/a-400.webp 400w, /a-800.webp 800w' }],
  src: '/a-400.jpg',
  srcset: '/a-400.jpg 400w, /a-800.jpg 800w',
  sizes: '100vw',
  width: 800,
  height: 533,
  color: '#2a1f14',
  largest: '/a-800.jpg',
};
function render(props: PictureProps) {
  const preloads: Preload[] = [];
  const calls: string[] = [];
  const services: BuildServices = {
    route: '/',
    siteUrl: 'https://example.test',
    year: 2026,
    assetUrl: (f) => f,
    picture: (file, layout) => {
      calls.push(`${file}|${layout}`);
      return data;
    },
    clientEntry: () => {},
    preload: (p) => void preloads.push(p),
    outline: () => {
      throw new Error('not used by Picture');
    },
  };
  const html = renderToStaticMarkup(createElement(BuildContext.Provider, { value: services }, createElement(Picture, props)));
  return { html, preloads, calls };
}

test('Picture renders <picture> with AVIF and WebP sources and a lazy JPEG <img> with size and alt', () => {
  const { html, preloads, calls } = render({ image: 'assets/photos/a.jpg', layout: 'gallery', alt: 'Gold table setting' });
  assert.equal(calls, ['assets/photos/a.jpg|gallery']);
  assert.is(
    html,
    '<picture><source type="image/avif" srcSet="/a-400.avif 400w, /a-800.avif 800w" sizes="100vw"/>' +
      '<source type="image/webp" srcSet="/a-400.webp 400w, /a-800.webp 800w" sizes="100vw"/>' +
      '<img src="/a-400.jpg" srcSet="/a-400.jpg 400w, /a-800.jpg 800w" sizes="100vw" width="800" height="533" alt="Gold table setting" loading="lazy" decoding="async" style="background-color:#2a1f14"/></picture>',
  );
  assert.is(preloads.length, 0);
});

test('a priority Picture is eager with fetchpriority=high and preloads the AVIF srcset', () => {
  const { html, preloads } = render({
    image: { kind: 'photo', file: 'assets/photos/a.jpg' },
    layout: 'hero-poster',
    alt: 'Ballroom',
    priority: true,
  });
  assert.match(html, /loading="eager"/);
  assert.match(html, /fetchPriority="high"|fetchpriority="high"/);
  assert.not.match(html, /loading="lazy"/);
  assert.equal(preloads, [{ as: 'image', imagesrcset: avif.srcset, imagesizes: '100vw', type: 'image/avif', fetchPriority: 'high' }]);
});

test('Picture without alt throws; an empty alt needs decorative', () => {
  assert.throws(() => render({ image: 'assets/photos/a.jpg', layout: 'card' }), /assets\/photos\/a\.jpg: alt text is required/);
  assert.throws(() => render({ image: 'assets/photos/a.jpg', layout: 'card', alt: '' }), /alt text is required/);
  assert.match(render({ image: 'assets/photos/a.jpg', layout: 'card', decorative: true }).html, /alt=""/);
});

test.run();
