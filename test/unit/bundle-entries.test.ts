// The widgets a page's script mounts: the views a page file adds share one script, which mounts
// every widget any of them rendered (the gallery's later pages render no videos, its first pages
// do), and a page file's script never mounts another file's widgets.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { entriesByKey } from '../../generator/bundle/bundle.ts';

const page = (key: string, entries: string[]) => ({ page: { key }, entries });

test("a page file's views share a script that mounts every widget any of them rendered, sorted", () => {
  const shared = entriesByKey([
    page('gallery', ['Header.client.ts', 'HighlightVideo.client.ts', 'GalleryPortfolio.client.ts']),
    page('gallery', ['Header.client.ts', 'GalleryPortfolio.client.ts']),
    page('team', ['Header.client.ts', 'Avatar.client.ts']),
  ]);
  assert.equal(shared.get('gallery'), ['GalleryPortfolio.client.ts', 'Header.client.ts', 'HighlightVideo.client.ts']);
  assert.equal(shared.get('team'), ['Avatar.client.ts', 'Header.client.ts']);
});

test('the widgets of a view rendered last do not replace those of the views before it', () => {
  const shared = entriesByKey([page('gallery', ['HighlightVideo.client.ts']), page('gallery', [])]);
  assert.equal(shared.get('gallery'), ['HighlightVideo.client.ts']);
});

test('a page without widgets has an empty list', () => {
  assert.equal(entriesByKey([page('404', [])]).get('404'), []);
});

test.run();
