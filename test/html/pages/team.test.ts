// /team shows content/team.yaml: the intro, the figures, the family photo, a card per member
// and the 'Join Our Team' block.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { itemAt } from '../../helpers/lists.ts';
import { team } from '../../helpers/loaded-content.ts';
import { all, assertLink, main, sectionHeaded, shown } from '../../helpers/page-content.ts';
import { text } from '../../helpers/site-under-test.ts';

test('team: the title, the intro, the figures and the described family photo', async () => {
  const m = await main('team/index.html');
  assert.is(text(m.querySelector('h1')), shown(team.title));
  assert.ok(text(m).includes(shown(team.intro)), 'the intro');
  assert.equal(
    all(m, '.stats__item').map((s) => [text(s.querySelector('.stats__value')), text(s.querySelector('.stats__label'))]),
    team.stats.map((s) => [shown(s.value), shown(s.label)]),
  );
  assert.is(m.querySelector('.team-intro img')?.getAttribute('alt'), team.familyPhoto.alt);
});

test('team: a card per member, in order: photo with initials beneath, name, role, bio; the badge on its member only', async () => {
  const cards = all(await main('team/index.html'), 'article.team-card');
  assert.is(cards.length, team.members.length, 'one card per member');
  team.members.forEach((member, i) => {
    const card = itemAt(cards, i, `card of ${member.name}`);
    assert.is(text(card.querySelector('.team-card__name')), shown(member.name));
    assert.is(text(card.querySelector('.team-card__role')), shown(member.role), `${member.name}: role`);
    assert.is(text(card.querySelector('.team-card__bio')), shown(member.bio), `${member.name}: bio`);
    assert.ok(card.querySelector('[data-widget="Avatar"] .avatar__initials'), `${member.name}: initials beneath the photo`);
    assert.is(
      Boolean(card.querySelector('[data-widget="Avatar"] img')),
      Boolean(member.image),
      `${member.name}: a photo when there is one`,
    );
    const badge = card.querySelector('.team-card__badge');
    assert.is(badge ? text(badge) : null, member.badge ?? null, `${member.name}: badge`);
  });
});

test("team: the 'Join Our Team' block and its one link", async () => {
  const section = sectionHeaded(await main('team/index.html'), 'join-title', team.join.title);
  assert.ok(text(section).includes(shown(team.join.text)), 'its text');
  assert.is(all(section, 'a').length, 1);
  assertLink(section, team.join.cta, 'join');
});

test.run();
