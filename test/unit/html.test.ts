import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lowerCaseAttributeNames } from '../../generator/compose/html.ts';

test('React’s camel-case attribute names come out lower-case', () => {
  const html = renderToStaticMarkup(
    createElement('picture', null, createElement('img', { srcSet: 'a.jpg 1w', fetchPriority: 'high', alt: '' })),
  );
  assert.match(html, /srcSet=/, 'precondition: React writes srcSet');
  assert.is(lowerCaseAttributeNames(html), '<picture><img srcset="a.jpg 1w" fetchpriority="high" alt=""/></picture>');
});

test('text and attribute values that look like attributes are left alone', () => {
  const html = renderToStaticMarkup(createElement('p', { title: ' srcSet="x"' }, ' charSet="y"'));
  assert.is(lowerCaseAttributeNames(html), html);
});

test('SVG attributes keep their case', () => {
  const html = '<svg viewBox="0 0 24 24"><path d="M0"/></svg>';
  assert.is(lowerCaseAttributeNames(html), html);
});

test.run();
