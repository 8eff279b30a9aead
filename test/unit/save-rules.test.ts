// The editor's check before a save (admin/save-rules.ts), with the real schemas: a save that creates a
// problem the build refuses is refused in the build's words (schema.test.ts saves its changes here);
// one already in the stored files is shown but never stops a save, so the owner is never locked out.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyOptionalFields, leaveOut } from '../../admin/empty-fields.ts';
import { type EntryProblem, entryProblems, entryShape, type StoredContent } from '../../admin/save-rules.ts';
import type { WrittenContent } from '../../content/schema/index.ts';
import { itemAt } from '../helpers/lists.ts';
import { content, LINK_ROUTES, writtenContent } from '../helpers/loaded-content.ts';
import { loose } from '../helpers/validate.ts';

const stored = (change: (m: WrittenContent) => void = () => {}): StoredContent => {
  const written = writtenContent();
  change(written);
  return { written: written as unknown as Record<string, unknown> };
};

/** The problems of saving module `name` as changed by `edit`, over `from` as stored. */
function save<N extends keyof WrittenContent>(name: N, edit: (value: WrittenContent[N]) => void, from = stored()): EntryProblem[] {
  const value = writtenContent()[name];
  edit(value);
  return entryProblems(name, value, from, LINK_ROUTES);
}

const blocking = (problems: EntryProblem[]) => problems.filter((p) => p.blocks).map((p) => p.message);
const shown = (problems: EntryProblem[]) => problems.map((p) => p.message);

test('every entry of the content as it is saves without a word', () => {
  for (const name of Object.keys(writtenContent()) as (keyof WrittenContent)[]) assert.equal(shown(save(name, () => {})), [], name);
});

test('removing the pricing tab a service links to is refused, naming the service in the Services entry', () => {
  // The first service that links a tab; when none does (pricingTab is optional), the first, linked to the first tab.
  const linking = content.services.items.findIndex((s) => s.pricingTab !== undefined);
  const service = Math.max(linking, 0);
  const linked = content.services.items[linking]?.pricingTab ?? itemAt(content.pricing.tabs, 0, 'tab').id;
  const from = stored((m) => (itemAt(m.services.items, service, 'service').pricingTab = linked));
  const pricing = writtenContent().pricing;
  const removed = itemAt(
    pricing.tabs.filter((t) => t.id === linked),
    0,
    'linked tab',
  );
  pricing.tabs = pricing.tabs.filter((t) => t !== removed);
  // The page needs a tab (without one, the rules across files have nothing to check): when the
  // removed one was its only tab, another takes its place.
  if (!pricing.tabs.length) pricing.tabs.push({ ...removed, id: `${linked}-2` });
  const [message] = blocking(entryProblems('pricing', pricing, from, LINK_ROUTES, (module) => `the ${module} entry`));
  assert.match(message ?? '', new RegExp(`^the services entry: .*\\(the ${service + 1}(st|nd|rd|th)\\) › pricingTab: no tab '${linked}'`));
});

test('a problem already in another file is shown, and never stops an unrelated save', () => {
  const broken = stored((m) => {
    itemAt(m.services.items, 0, 'service').pricingTab = 'no-such-tab';
    loose(m.gallery).photos = [];
  });
  const pricing = save('pricing', () => {}, broken);
  assert.match(shown(pricing).join('\n'), /pricingTab: no tab 'no-such-tab'/, 'shown');
  assert.equal(blocking(pricing), []);
  // Another tab added: the message about the service now lists it, and still blocks nothing.
  const tabs = save('pricing', (p) => void p.tabs.push({ ...itemAt(p.tabs, 0, 'tab'), id: 'another-tab', label: 'Another' }), broken);
  assert.equal(blocking(tabs), []);
  assert.equal(blocking(save('team', () => {}, broken)), []);
});

/** The first tab with two tiers or more (else the first tab, its tier copied): two of its tiers made popular. */
const tab = Math.max(
  content.pricing.tabs.findIndex((t) => t.tiers.length > 1),
  0,
);
function twice(p: WrittenContent['pricing']) {
  const { tiers } = itemAt(p.tabs, tab, 'tab');
  const first = itemAt(tiers, 0, 'tier');
  if (tiers.length === 1) tiers.push({ ...first, name: `${first.name} Plus` });
  for (const [i, tier] of tiers.entries()) tier.popular = i < 2;
}

test('a problem already in the stored entry does not stop a save that leaves it as it was; one the save adds does', () => {
  const from = stored((m) => twice(m.pricing));
  const retitled = save(
    'pricing',
    (p) => {
      twice(p);
      p.title = `${p.title} again`;
    },
    from,
  );
  assert.equal(blocking(retitled), []);
  assert.match(shown(retitled).join('\n'), /expected exactly one popular tier, found 2/, 'still shown');
  const worse = save(
    'pricing',
    (p) => {
      twice(p);
      itemAt(itemAt(p.tabs, 0, 'tab').tiers, 0, 'tier').price = '1650';
    },
    from,
  );
  assert.equal(blocking(worse).length, 1, blocking(worse).join('\n'));
  assert.match(itemAt(blocking(worse), 0, 'problem'), /price: expected a price like \$1,650, got '1650'/);
});

test("an optional field the owner has emptied ('' in Decap) is left out, so moving a badge saves; a required one stays", () => {
  const team = writtenContent().team;
  const badged = team.members.findIndex((m) => m.badge !== undefined);
  assert.ok(badged >= 0, 'content/team.yaml has a member with the badge');
  // The badge moves to another member: a new one, when the badged member is the team.
  const badgedMember = itemAt(team.members, badged, 'member');
  if (team.members.length === 1) team.members.push({ ...badgedMember, slug: `${badgedMember.slug}-2`, badge: undefined });
  const other = badged === 0 ? 1 : 0;
  const badge = itemAt(team.members, badged, 'member').badge!;
  loose(itemAt(team.members, badged, 'member')).badge = '';
  itemAt(team.members, other, 'member').badge = badge;
  loose(itemAt(team.members, other, 'member')).role = '';
  const shape = entryShape('team', LINK_ROUTES);
  const empty = emptyOptionalFields(team, shape);
  assert.equal(empty, [['members', badged, 'badge']]);
  const saved = leaveOut(team, empty) as WrittenContent['team'];
  assert.is(itemAt(saved.members, badged, 'member').badge, undefined);
  // The required role, emptied, is still refused, in the build's words; the badge no longer is.
  const refused = blocking(entryProblems('team', saved, stored(), LINK_ROUTES));
  const fields = refused.map((m) => m.replace(/^member .* › /, ''));
  assert.equal(fields, ['role: must not be empty']);
});

test.run();
