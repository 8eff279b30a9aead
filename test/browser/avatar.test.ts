// Avatars go idle → loading → loaded, or show the initials.
import * as assert from 'uvu/assert';
import { initials } from '../../components/widgets/Avatar.tsx';
import { browserSuite, open, VIEWPORTS } from '../helpers/browser.ts';
import { team } from '../helpers/loaded-content.ts';
import { warnSkipped } from '../helpers/skipped.ts';

const test = browserSuite('avatar');
const ROOT = '[data-widget~="Avatar"]';
const withPhoto = team.members.filter((m) => m.image);
const NO_PHOTO = 'avatar.test: no member of content/team.yaml has a photo (image is optional): there is no photo to load';

test('initials are the first letters of the first and last names', () => {
  assert.is(initials('Marcus Reed'), 'MR');
  assert.is(initials('Sofia  de la Alvarez'), 'SA');
  assert.is(initials('cher'), 'C');
});

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: photos load (data-state loaded) and cover the initials`, async (ctx) => {
    const { page } = await open(ctx, '/team', { width, height });
    const avatars = page.locator(ROOT);
    const count = await avatars.count();
    assert.ok(count >= team.members.length, `${count} avatars`);
    for (let i = 0; i < count; i++) {
      const avatar = avatars.nth(i);
      await avatar.scrollIntoViewIfNeeded();
      const hasImage = (await avatar.locator('img').count()) > 0;
      await page.waitForFunction(([el, want]) => (el as HTMLElement).dataset.state === want, [
        await avatar.elementHandle(),
        hasImage ? 'loaded' : 'error',
      ] as const);
      if (hasImage) assert.ok(await avatar.locator('img').isVisible(), 'the photo shows');
      else assert.ok(await avatar.locator('.avatar__initials').isVisible(), 'no photo: the initials show');
    }
  });

  test(`${name}: a photo that fails shows the member's initials`, async (ctx) => {
    const { page } = await open(ctx, '/team', { width, height, block: ['**/*.{avif,webp,jpg}'] });
    for (const member of withPhoto) {
      const avatar = page
        .locator(ROOT)
        .filter({ has: page.locator(`img[alt="${member.name}"]`) })
        .first();
      await avatar.scrollIntoViewIfNeeded();
      await page.waitForFunction((el) => (el as HTMLElement).dataset.state === 'error', await avatar.elementHandle());
      assert.ok(await avatar.getByText(initials(member.name), { exact: true }).isVisible(), `${member.name}: initials`);
      assert.not.ok(await avatar.locator('img').isVisible(), 'no broken image');
    }
  });
}

test('while a photo is on its way the avatar is loading', async (ctx) => {
  if (!withPhoto.length) return warnSkipped(NO_PHOTO);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const { page } = await open(ctx, '/team', {
    waitUntil: 'domcontentloaded',
    before: (p) =>
      p.route('**/*.{avif,webp,jpg}', async (route) => {
        await held;
        await route.continue();
      }),
  });
  const avatar = page
    .locator(ROOT)
    .filter({ has: page.locator('img') })
    .first();
  await avatar.scrollIntoViewIfNeeded();
  assert.is(await avatar.getAttribute('data-state'), 'loading');
  release();
  await page.waitForFunction((el) => (el as HTMLElement).dataset.state === 'loaded', await avatar.elementHandle());
});

test('without JavaScript the photos show (idle), and the initials are in the HTML beneath', async (ctx) => {
  if (!withPhoto.length) return warnSkipped(NO_PHOTO);
  const { page } = await open(ctx, '/team', { javaScriptEnabled: false });
  const avatar = page
    .locator(ROOT)
    .filter({ has: page.locator('img') })
    .first();
  assert.is(await avatar.getAttribute('data-state'), 'idle');
  await avatar.scrollIntoViewIfNeeded();
  assert.ok(await avatar.locator('img').isVisible());
  assert.match((await avatar.locator('.avatar__initials').textContent()) ?? '', /^[A-Z]{1,2}$/);
});

test.run();
