// The 404 page shows content/not-found.yaml: its code and title, its message, both links and the path logger.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { notFound } from '../../helpers/loaded-content.ts';
import { linksIn, main, shown, shownLinks } from '../../helpers/page-content.ts';
import { text } from '../../helpers/site-under-test.ts';

test('the 404 page: its code and title as the h1, its message, both links and the path logger', async () => {
  const m = await main('404.html');
  assert.is(text(m.querySelector('h1')), shown(`${notFound.code} ${notFound.title}`));
  assert.is(text(m.querySelector('.not-found__message')), shown(notFound.message));
  assert.equal(linksIn(m, '.not-found__actions a'), shownLinks([notFound.home, notFound.help]));
  assert.ok(m.querySelector('[data-widget="NotFoundLogger"]'), 'the path logger');
});

test.run();
