// npm run dev through what used to wedge it, on a scratch copy of the project: gallery views that
// go away when photos are removed leave the site as a removed page does. Waits are for log
// lines and responses, never a fixed time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PHOTOS_PER_PAGE } from '../../components/widgets/GalleryViews.ts';
import { projectCopy } from '../../tools/lab/project-copy.ts';
import { gallery } from '../helpers/content.ts';
import { DevSession } from '../helpers/dev-session.ts';
import { addPhotos } from '../helpers/gallery-fixture.ts';

let dev: DevSession;

test.before(async () => {
  // Its own assets/, so the test can add photos; the image cache is the project's (no encodes).
  dev = await DevSession.start(projectCopy({ copyAssets: true }));
});

test.after(async () => {
  await dev?.stop();
});

/** Every build started has ended, and the background has nothing left to render. */
function settled(): boolean {
  const started = dev.count('◌ build ');
  const ended = dev.count('✓ build ') + dev.count('✗ build ');
  const last = dev.output.trimEnd().split('\n').at(-1) ?? '';
  return started === ended && !/queued after build|changed;|pages? to render in the background$/.test(last);
}

test('photos added and removed again: the extra gallery view comes and goes, and every later build succeeds', async () => {
  // One more page of the "all" view than today's: its last page then links to the new one.
  const pages = Math.ceil(gallery.photos.length / PHOTOS_PER_PAGE);
  const lastRoute = pages > 1 ? `/gallery/${pages}` : '/gallery';
  const added = `/gallery/${pages + 1}`;
  const remove = addPhotos(dev.root, pages * PHOTOS_PER_PAGE + 1);
  await dev.answered(added, (r) => r.status === 200, 'was served');
  await dev.answered(lastRoute, (r) => r.body.includes(`href="${added}"`), `linked to ${added}`);
  await dev.until(settled, 'the builds to settle');
  const failures = dev.count('✗ build ');
  const from = dev.output.length;
  remove();
  await dev.answered(added, (r) => r.status === 404, 'went away');
  await dev.answered(lastRoute, (r) => r.status === 200 && !r.body.includes(`href="${added}"`), `stopped linking to ${added}`);
  await dev.until(settled, 'the builds to settle');
  assert.is(dev.count('✗ build '), failures, `no build failed:\n${dev.output.slice(from)}`);
  assert.not.match(dev.output.slice(from), /broken references/);
  // And the next edit builds as usual.
  const next = dev.count('✓ build ');
  dev.write('content/team.ts', `${dev.read('content/team.ts')}\n// the next edit\n`);
  await dev.until(() => dev.count('✓ build ') > next || dev.count('✗ build ') > failures, 'the next build');
  assert.is(dev.count('✗ build '), failures, `the next build failed:\n${dev.output.slice(from)}`);
});

test.run();
