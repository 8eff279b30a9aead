// /contact shows content/contact.yaml with the details of content/site.yaml: the details column,
// the booking form with its placement, the booking process and the FAQ.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contact, site } from '../../helpers/loaded-content.ts';
import { all, assertFaq, assertSteps, before, linksIn, main, sectionHeaded, shown, shownLinks, texts } from '../../helpers/page-content.ts';
import { text } from '../../helpers/site-under-test.ts';

test('contact details: the labels of content/contact.yaml with the phone, e-mail, area, hours and socials of content/site.yaml', async () => {
  const m = await main('contact/index.html');
  const details = sectionHeaded(m, 'contact-details-title', contact.details.title);
  const d = contact.details;
  assert.equal(
    texts(details, '.contact-details__label'),
    [d.phoneLabel, d.emailLabel, d.locationLabel, d.hoursLabel, d.followLabel].map(shown),
  );
  assert.equal(linksIn(details, 'a[href^="tel:"], a[href^="mailto:"]'), shownLinks([site.phone, site.email], 'display'));
  assert.ok(text(details).includes(shown(site.serviceArea)), 'the service area');
  assert.equal(
    all(details, '.hours > div').map((row) => [text(row.querySelector('dt')), text(row.querySelector('dd'))]),
    site.officeHours.map((h) => [shown(h.days), shown(h.hours)]),
  );
  assert.equal(linksIn(details, '.contact-socials a'), shownLinks(site.socials, 'name'));
});

test('contact: the details column comes before the booking form, which carries the configured placement', async () => {
  const m = await main('contact/index.html');
  const form = sectionHeaded(m, 'form-title', contact.form.title);
  assert.ok(text(form).includes(shown(contact.form.intro)), 'the intro');
  const booking = form.querySelector('[data-widget="BookingWidget"]');
  assert.ok(booking, 'the booking widget');
  assert.is(booking!.getAttribute('data-pid'), site.booking.placementId, 'the placement id');
  assert.is(booking!.getAttribute('data-script'), site.booking.scriptUrl);
  assert.is(booking!.getAttribute('data-pixel'), site.booking.pixelUrl);
  // The phone and e-mail are in the page itself, not only in <noscript>: they show while the form loads.
  const links = booking!.querySelector('.booking__links');
  assert.ok(links && !links.closest('noscript'), 'the links, outside <noscript>');
  assert.equal(linksIn(links!, 'a'), shownLinks([site.phone, site.email], 'display'));
  for (const words of [contact.form.loadingText, contact.form.waitingText]) assert.ok(text(booking!).includes(shown(words)), words);
  assert.ok(before(m.querySelector('.contact-details')!, form), 'details on the left, form on the right');
});

test('contact: the booking process, then the FAQ', async () => {
  const m = await main('contact/index.html');
  const process = sectionHeaded(m, 'process-title', contact.process.title);
  assertSteps(process, contact.process.steps, 'contact process');
  const faq = sectionHeaded(m, 'faq-title', contact.faq.title);
  assertFaq(faq, contact.faq.items, 'contact FAQ');
  assert.ok(before(process, faq), 'process, then FAQ');
});

test.run();
