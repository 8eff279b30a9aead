// The home page (pages/index.tsx) shows content/home.yaml: the hero video, the banner, the
// featured services, the process, the about section, the testimonials and the closing call to action.
import { parseHTML } from 'linkedom/worker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { videoSources } from '../../../components/widgets/video-sources.ts';
import { itemAt, only } from '../../helpers/lists.ts';
import { home, services, site } from '../../helpers/loaded-content.ts';
import { all, assertInOrder, assertLink, assertSteps, main, sectionHeaded, shown } from '../../helpers/page-content.ts';
import { text } from '../../helpers/site-under-test.ts';

test('home opens with the muted looping hero video, its poster described, and no title text over it', async () => {
  const m = await main('index.html');
  const hero = m.firstElementChild!;
  assert.ok(hero.matches('[data-widget="HeroVideo"]'), 'the video hero comes first');
  const video = hero.querySelector(':scope > video');
  assert.ok(video, 'a <video>');
  for (const attr of ['muted', 'loop', 'playsinline']) assert.ok(video!.hasAttribute(attr), `video ${attr}`);
  // The page's script starts it once the page has painted; without JavaScript, a copy autoplays.
  assert.match(hero.querySelector('noscript')?.innerHTML ?? '', /<video[^>]* autoplay[^>]* muted[^>]* loop[^>]* playsinline/);
  // Both copies offer every source of the content, with its media query, in the order a
  // browser should try them (videoSources: WebM first, a screen's own crop before the clip for all).
  const offered = (copy: Element | Document) =>
    [...copy.querySelectorAll('source')].map((s) => `${s.getAttribute('type')} ${s.getAttribute('media') ?? 'every screen'}`);
  const expected = videoSources(home.hero.video, (src) => src).map((s) => `${s.type} ${s.media ?? 'every screen'}`);
  assert.equal(offered(video!), expected, 'the scripted video');
  assert.equal(offered(parseHTML(hero.querySelector('noscript')!.innerHTML).document), expected, 'the <noscript> video');
  assert.is(hero.querySelector('img')?.getAttribute('alt'), home.hero.posterAlt);
  assert.is(hero.querySelectorAll('h1, h2, h3, p').length, 0, 'no title text over the video');
  assert.is(text(hero), '', 'no visible text in the hero');
});

test("the hero's controls: a pause button the script reveals, named from the content, and a link to the next section", async () => {
  const m = await main('index.html');
  const hero = m.firstElementChild!;
  const button = hero.querySelector('button');
  assert.ok(button, 'a button');
  assert.is(button!.getAttribute('type'), 'button');
  assert.ok(button!.hasAttribute('hidden'), 'hidden until the script can pause the clip: never a dead control without it');
  assert.is(button!.getAttribute('aria-label'), home.hero.pauseLabel, 'named for what a press does while the clip plays');
  assert.equal([button!.dataset.pauseLabel, button!.dataset.playLabel], [home.hero.pauseLabel, home.hero.playLabel]);
  const cue = only([...hero.querySelectorAll('a')], 'link in the hero');
  assert.is(cue.getAttribute('aria-label'), home.hero.scrollLabel);
  assert.ok(hero.nextElementSibling?.id, 'the section after the hero has an id');
  assert.is(cue.getAttribute('href'), `#${hero.nextElementSibling?.id}`, 'the link leads to it');
});

test("home's h1 is the banner's title, with its text and its call to action", async () => {
  const m = await main('index.html');
  const banner = sectionHeaded(m, 'banner-title', home.banner.title);
  assert.is(m.querySelector('h1'), banner.querySelector('#banner-title'), 'the banner title is the h1');
  assert.ok(text(banner).includes(shown(home.banner.text)), 'the banner text');
  assertLink(banner, home.banner.cta, 'banner');
});

test('home: a card per featured service, in order, with its summary, linking to its block on /services', async () => {
  const section = sectionHeaded(await main('index.html'), 'services-title', home.services.title);
  assert.ok(text(section).includes(shown(home.services.intro)), 'the intro');
  const featured = services.items.filter((s) => s.featured);
  const cards = all(section, '.service-card');
  assert.is(cards.length, featured.length, 'one card per featured service');
  featured.forEach((service, i) => {
    const card = itemAt(cards, i, `card of ${service.title}`);
    const a = card.querySelector('h3 a');
    assert.is(text(a), shown(service.title), `card ${i + 1}`);
    assert.is(a?.getAttribute('href'), `/services#${service.id}`, `${service.title} links to its block`);
    assert.ok(text(card).includes(shown(service.summary!)), `${service.title}: its summary`);
  });
  assertLink(section, home.services.cta, 'home services');
});

test('home: the booking process, its numbered steps and its call to action', async () => {
  const section = sectionHeaded(await main('index.html'), 'process-title', home.process.title);
  assertSteps(section, home.process.steps, 'home process');
  assertLink(section, home.process.cta, 'home process');
});

test('home: the about section with its paragraphs, its described photos and its call to action', async () => {
  const about = sectionHeaded(await main('index.html'), 'about-title', home.about.title);
  for (const paragraph of home.about.paragraphs) assert.ok(text(about).includes(shown(paragraph)), paragraph);
  assert.equal(
    all(about, '.about__photos img').map((img) => img.getAttribute('alt')),
    home.about.photos.map((p) => p.alt),
  );
  assertLink(about, home.about.cta, 'about');
});

test('home: every testimonial (quote, name, role) and the Google reviews button with its tooltip', async () => {
  const section = sectionHeaded(await main('index.html'), 'testimonials-title', home.testimonials.title);
  const quotes = all(section, 'figure');
  assert.equal(
    quotes.map((q) => [
      text(q.querySelector('blockquote')),
      text(q.querySelector('.testimonial__name')),
      text(q.querySelector('.testimonial__role')),
    ]),
    home.testimonials.items.map((t) => [shown(t.quote), shown(t.name), shown(t.role)]),
  );
  const reviews = section.querySelector('a[target="_blank"]')!;
  assert.ok(reviews, 'an external reviews link');
  assert.is(reviews.getAttribute('href'), site.googleReviews.href);
  assert.ok(text(reviews).includes(shown(site.googleReviews.label)), 'its label');
  assert.match(reviews.getAttribute('rel')!, /noopener/);
  assert.match(reviews.getAttribute('rel')!, /noreferrer/);
  const tip = section.querySelector(`#${reviews.getAttribute('aria-describedby')}`);
  assert.is(text(tip), shown(site.googleReviews.tooltip));
});

test('home: the sections come in order, the closing call to action last', async () => {
  const m = await main('index.html');
  const closing = sectionHeaded(m, 'closing-title', home.closing.title);
  assert.ok(text(closing).includes(shown(home.closing.text)), 'the closing text');
  assertLink(closing, home.closing.cta, 'closing');
  assertInOrder(
    [
      m.querySelector('[data-widget="HeroVideo"]')!,
      sectionHeaded(m, 'banner-title', home.banner.title),
      sectionHeaded(m, 'services-title', home.services.title),
      sectionHeaded(m, 'process-title', home.process.title),
      sectionHeaded(m, 'about-title', home.about.title),
      sectionHeaded(m, 'testimonials-title', home.testimonials.title),
      closing,
    ],
    'home',
  );
  assert.is(m.lastElementChild, closing, 'the closing call to action ends the page');
});

test.run();
