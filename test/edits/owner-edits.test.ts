// npm test's promise to the owner: a content change the schema accepts never turns the tests
// red. In a scratch copy of the project, the edits an owner asks for are made the way the
// README says (content files, photos in assets/, a page in pages/); then what they can affect
// runs there and must pass: the typecheck, and in one process, sharing one build of the edited
// site, the unit and html tests an edit can affect (test/edits/affected-tests.ts finds them in
// the code: those that import the content or the pages, and those that find the project on disk
// while they run). The others run the generator on fixtures of their own, the same in the copy
// as in the project. The commands suite (test/commands/: npm run build, dev and preview on changes
// they make themselves) is not run there.
//   OWNER_EDITS_SUITES="typecheck unit html browser" node test/run.mjs edits   runs whole suites there instead.
// Each edit picks its names and positions from the content as it is, and fails loudly if a
// content file's shape has changed (test/edits/source-edit.ts); then the copy's own content
// must show every edit, so the suites never run on content that silently stayed the same.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isCustomPrice } from '../../content/schema/index.ts';
import { unbreakablePhoneNumber } from '../../content/schema/site.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { itemAt } from '../helpers/lists.ts';
import { type Content, content } from '../helpers/loaded-content.ts';
import { unusedId } from '../helpers/validate.ts';
import { testsAnEditCanAffect } from './affected-tests.ts';
import { SourceFile } from './source-edit.ts';

/** Whole suites to run in the copy instead of the selection below, e.g. 'typecheck unit html browser'. */
const SUITES = (process.env.OWNER_EDITS_SUITES ?? '').split(/\s+/).filter(Boolean);

/** The suites whose tests the copy chooses from. */
const FOLDERS = ['test/unit', 'test/html'];

/** The copy: its own assets (photos are added and kept) and image cache (its builds prune it). */
const root = projectCopy({ copyAssets: true, copyCache: true });
// The copy builds its own site, here (its test helpers are imported below) and in the processes it
// runs: a shared build of the project's (set when this file is run by hand) is not the copy's.
delete process.env.TEST_BUILD;
delete process.env.TEST_SITE_DIR;
const source = (file: string) => new SourceFile(root, file);
/** Copies a photo the content uses to a new file under assets/, as an owner adds one. */
const addPhoto = (from: string, to: string) => copyFileSync(path.join(root, from), path.join(root, to));

interface Edit {
  what: string;
  make(): void;
  /** Fails unless the copy's content (or pages) show the edit. */
  check(edited: Content, paths: readonly string[]): void;
}

const { site, team, services, pricing, gallery } = content;
/** `wanted`, or a variant of it, that no item of `list` has as its `key`. */
const unusedIn = <T>(wanted: string, list: readonly T[], key: keyof T) =>
  unusedId(
    wanted,
    list.map((item) => String(item[key])),
  );

// --- A price -------------------------------------------------------------------------------
const firstTab = itemAt(pricing.tabs, 0, 'pricing tab');
const firstTier = itemAt(firstTab.tiers, 0, 'tier');
/** 50 dollars more, written as the schema wants it ('$950', '$1,550'); a 'Custom' price gets one. */
const price = isCustomPrice(firstTier.price) ? '$1,250' : `$${(Number(firstTier.price.replace(/[$,]/g, '')) + 50).toLocaleString('en-US')}`;

// --- Team: a new member with a photo, and one who leaves (their photo stays in assets/) -----
const memberSlug = unusedIn('alex-moreau', team.members, 'slug');
const memberPhoto = `assets/photos/team/${memberSlug}.jpg`;
const leavingMember = team.members.find((m) => !m.badge);

// --- Services: a 7th with six features on the home page, and a featured one that goes --------
const serviceId = unusedIn('kids-parties', services.items, 'id');
const serviceTitle = unusedIn('Kids Parties', services.items, 'title');
const servicePhoto = `assets/photos/services/${serviceId}.jpg`;
const linked = JSON.stringify(content);
const leavingService = services.items.find((s) => s.featured && !linked.includes(`#${s.id}"`));

// --- Gallery: one more photo ----------------------------------------------------------------
const photoId = unusedIn(`g${gallery.photos.length + 1}`, gallery.photos, 'id');
const galleryPhoto = `assets/photos/gallery/${photoId}.jpg`;

// --- Pricing: a tier removed from a tab of two or more (not the first tier, whose price changes)
const removable = pricing.tabs.flatMap((tab, t) =>
  tab.tiers.length < 2 ? [] : tab.tiers.flatMap((tier, i) => (tier.popular || (t === 0 && i === 0) ? [] : [{ tab, tier }])),
);
const { tab: tierTab, tier: leavingTier } = removable.at(-1) ?? {};

// --- Identity: a renamed brand (accents, an ampersand, quotes and an emoji the wordmark's serif
// cannot draw) and a new phone number --------------------------------------------------------
const brand = site.brand === 'Élan & “Nightfall” Events 🎉' ? 'Élan & “Nightfall” Studio 🎉' : 'Élan & “Nightfall” Events 🎉';
const phone =
  site.phone.href === 'tel:+15550102468'
    ? { display: '(555) 010-2469', href: 'tel:+15550102469' }
    : { display: '(555) 010-2468', href: 'tel:+15550102468' };

// --- A new page, from the template in docs/content-guide.md, with a nav link ----------------
const PAGE = { file: 'pages/faq2.tsx', route: '/faq2', label: 'FAQ' };

/** The page template of docs/content-guide.md: its first ```tsx block that starts with '// pages/'. */
function pageTemplate(): string {
  const guide = readFileSync(path.join(root, 'docs/content-guide.md'), 'utf8');
  const template = /```tsx\n(\/\/ pages\/[\s\S]*?)```/.exec(guide)?.[1];
  if (!template) throw new Error("docs/content-guide.md: expected a ```tsx page template starting with '// pages/'");
  return template;
}

/** A photo path as the content files write it: inside assets/photos/. */
const inPhotos = (file: string) => file.replace(/^assets\/photos\//, '');

const EDITS: Edit[] = [
  {
    what: `a price: ${firstTier.name} from ${firstTier.price} to ${price}`,
    make: () => source('content/pricing.yaml').set(['tabs', 0, 'tiers', 0, 'price'], price).save(),
    check: (edited) => assert.is(itemAt(itemAt(edited.pricing.tabs, 0, 'pricing tab').tiers, 0, 'tier').price, price),
  },
  {
    what: `a new team member with a photo (${memberPhoto}) and a social link`,
    make() {
      addPhoto(team.members.find((m) => m.image)?.image?.file ?? team.familyPhoto.image.file, memberPhoto);
      source('content/team.yaml')
        .insert(['members'], {
          slug: memberSlug,
          name: 'Alex Moreau',
          role: 'Lighting Technician',
          bio: 'Alex rigs and runs our lights, from candlelit dinners to full stage shows, and always brings a spare.',
          image: inPhotos(memberPhoto),
          socials: { instagram: 'https://www.instagram.com/alexmoreau' },
        })
        .save();
    },
    check: (edited) => assert.is(edited.team.members.find((m) => m.slug === memberSlug)?.image?.file, memberPhoto),
  },
  {
    what: `a team member removed (${leavingMember?.slug}), their photo left in assets/`,
    make() {
      if (!leavingMember) throw new Error('content/team.yaml: the edits need a member without the badge to remove');
      source('content/team.yaml').remove(['members'], 'slug', leavingMember.slug).save();
    },
    check(edited) {
      assert.not.ok(
        edited.team.members.some((m) => m.slug === leavingMember!.slug),
        'the member is gone',
      );
      if (leavingMember!.image) assert.ok(existsSync(path.join(root, leavingMember!.image.file)), 'their photo is still in assets/');
    },
  },
  {
    what: `a 7th service with six features, on the home page (${serviceId})`,
    make() {
      addPhoto(itemAt(services.items, 0, 'service').image.file, servicePhoto);
      source('content/services.yaml')
        .insert(['items'], {
          id: serviceId,
          title: serviceTitle,
          description:
            'Birthday parties with a DJ who plays the songs children know, games between the dances and a photobooth with props sized for small hands.',
          features: [
            'Age-appropriate playlists',
            'Party games and dance-offs',
            'Kid-sized photobooth props',
            'Bubble and confetti effects',
            'Wireless microphone for the birthday speech',
            'Setup and cleanup included',
          ],
          icon: 'party-popper',
          image: inPhotos(servicePhoto),
          featured: true,
          summary: 'Birthday parties with music, games and a photobooth made for children.',
        })
        .save();
    },
    check(edited) {
      const added = edited.services.items.find((s) => s.id === serviceId);
      assert.ok(added?.featured, 'featured');
      assert.is(added?.features.length, 6);
    },
  },
  {
    what: `a featured service removed (${leavingService?.id}), its photo left in assets/`,
    make() {
      if (!leavingService) throw new Error('content/services.yaml: the edits need a featured service no content links to');
      source('content/services.yaml').remove(['items'], 'id', leavingService.id).save();
    },
    check(edited) {
      assert.not.ok(
        edited.services.items.some((s) => s.id === leavingService!.id),
        'the service is gone',
      );
      assert.ok(existsSync(path.join(root, leavingService!.image.file)), 'its photo is still in assets/');
    },
  },
  {
    what: `a new gallery photo (${galleryPhoto})`,
    make() {
      addPhoto(itemAt(gallery.photos, 0, 'photo').image.file, galleryPhoto);
      source('content/gallery.yaml')
        .insert(['photos'], {
          id: photoId,
          image: inPhotos(galleryPhoto),
          caption: 'Balloon garland framing the dessert table at a birthday party',
          categories: ['decor'],
        })
        .save();
    },
    check: (edited) => assert.is(edited.gallery.photos.at(-1)?.image.file, galleryPhoto),
  },
  {
    what: `a pricing tier removed (${leavingTier?.name} from ${tierTab?.label})`,
    make() {
      if (!tierTab || !leavingTier) throw new Error('content/pricing.yaml: the edits need a tab with a tier that is not popular to remove');
      const file = source('content/pricing.yaml');
      file.remove(['tabs', file.indexOf(['tabs'], 'id', tierTab.id), 'tiers'], 'name', leavingTier.name).save();
    },
    check: (edited) => assert.is(edited.pricing.tabs.find((t) => t.id === tierTab!.id)?.tiers.length, tierTab!.tiers.length - 1),
  },
  {
    what: `the brand renamed to ${brand}`,
    make: () => source('content/site.yaml').set(['brand'], brand).save(),
    check: (edited) => assert.is(edited.site.brand, brand),
  },
  {
    what: `a new phone number, ${phone.display}`,
    make: () => source('content/site.yaml').set(['phone', 'display'], phone.display).set(['phone', 'href'], phone.href).save(),
    check: (edited) => assert.equal(edited.site.phone, { ...phone, display: unbreakablePhoneNumber(phone.display) }),
  },
  {
    what: `a new page, ${PAGE.file} from the template in docs/content-guide.md, linked in the header`,
    make() {
      writeFileSync(path.join(root, PAGE.file), pageTemplate());
      // Nothing else: the editor's configuration, which offers the page among its links, is made by the build (test/unit/cms-config.test.ts).
      source('content/site.yaml').insert(['nav'], { label: PAGE.label, href: PAGE.route }).save();
    },
    check(edited, paths) {
      assert.ok(paths.includes(PAGE.route), `${PAGE.route} is a route`);
      assert.equal(edited.site.nav.at(-1), { label: PAGE.label, href: PAGE.route });
    },
  },
];

test('the edits are made in the copy, and its content (validated by its build) shows each of them', async () => {
  for (const edit of EDITS) {
    try {
      edit.make();
    } catch (error) {
      throw new Error(`${edit.what}: ${(error as Error).message}`);
    }
  }
  const edited = (await import(pathToFileURL(path.join(root, 'test/helpers/loaded-content.ts')).href)).content as Content;
  const { PATHS } = (await import(pathToFileURL(path.join(root, 'test/helpers/site-under-test.ts')).href)) as { PATHS: string[] };
  for (const edit of EDITS) {
    console.log(`    ${edit.what}`);
    edit.check(edited, PATHS);
  }
});

interface Counts {
  total: number;
  passed: number;
  crashed: string[];
}

/** Runs Node with `args` in the copy; resolves with its output, its exit code and the counts test/uvu-suite.mjs sends. */
function inCopy(args: string[]): Promise<{ output: string; code: number | null; counts?: Counts }> {
  return new Promise((resolve) => {
    let output = '';
    let counts: Counts | undefined;
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.on('message', (m) => (counts = m as Counts));
    child.on('close', (code) => resolve({ output, code, counts }));
  });
}

if (SUITES.length) {
  test(`${SUITES.join(', ')} pass in the edited copy`, async () => {
    const run = await inCopy(['test/run.mjs', ...SUITES]);
    const summary = run.output.trim().split('\n').at(-1) ?? '';
    console.log(`    in the copy: ${summary}`);
    if (run.code !== 0) console.log(run.output);
    assert.is(run.code, 0, `the suites failed in the edited copy (${root}); their output is above`);
    assert.match(summary, /^\d+ passed, 0 failed/);
  });
} else {
  test('the typecheck and the unit and html tests an edit can affect pass in the edited copy', async () => {
    const candidates = FOLDERS.flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .map((f) => `${folder}/${f.split(path.sep).join('/')}`)
        .filter((f) => /\.test\.tsx?$/.test(f)),
    ).sort();
    const { affected, unaffected } = await testsAnEditCanAffect(root, candidates);
    const tests = affected.map((a) => a.file);
    const [typecheck, suites] = await Promise.all([
      // tsc itself, not through npx: the same check without another npm process.
      inCopy(['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']),
      inCopy(['--import', 'tsx', 'test/uvu-suite.mjs', ...tests]),
    ]);
    if (typecheck.code !== 0) console.log(typecheck.output);
    assert.is(typecheck.code, 0, `the typecheck failed in the edited copy (${root}); its output is above`);
    const counts = suites.counts;
    const failed = counts ? counts.total - counts.passed + counts.crashed.length : 1;
    console.log(
      `    in the copy: typecheck, then ${counts ? `${counts.passed} passed, ${failed} failed` : 'no counts'} in ${tests.length} test files` +
        ` (${unaffected.length} no edit can affect)`,
    );
    if (failed || suites.code !== 0) {
      console.log(suites.output);
      console.log(affected.map((a) => `    ${a.file}: ${a.why}`).join('\n'));
    }
    assert.ok(counts && counts.passed > 0, 'the suites ran tests');
    assert.is(failed, 0, `tests failed in the edited copy (${root}); their output is above`);
    assert.is(suites.code, 0, `the suites' process failed in the edited copy (${root}); its output is above`);
  });
}

// Removed whatever the outcome, as every temporary folder of the tests is (a failure prints the
// output of what failed in it).
test.after(() => rmSync(root, { recursive: true, force: true }));

test.run();
