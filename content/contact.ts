// Contact page (/contact): details (values from site), booking widget column, process, FAQ.
import { photo } from './media.ts';
import type { Contact } from './schema.ts';
import { site } from './site.ts';

export const contact = {
  meta: {
    title: 'Contact',
    description:
      'Book a consultation with Elevate Events. Call, e-mail or send us a message about your wedding, corporate event or private party.',
  },
  hero: {
    title: 'Get In Touch',
    subtitle: 'Tell us about your date and your plans. We’ll reply with ideas, availability and a clear quote.',
    image: photo('heroes/contact.jpg'),
  },
  details: {
    title: 'Contact Details',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    locationLabel: 'Location',
    hoursLabel: 'Office Hours',
    followLabel: 'Follow Us',
  },
  form: {
    title: 'Send Us a Message',
    intro: 'Share a few details about your event and we’ll be in touch to set up your consultation.',
    loadingText: 'Loading the booking form…',
    // Shown when the booking widget is blocked, offline or slow, and inside <noscript>.
    fallbackTitle: site.booking.fallbackTitle,
    fallbackText: site.booking.fallbackText,
  },
  process: {
    title: 'Simplified Booking Process',
    steps: [
      {
        number: 1,
        title: 'Reach Out',
        description: 'Send the form, call or e-mail with your date, venue and guest count.',
      },
      {
        number: 2,
        title: 'Personalized Proposal',
        description: 'We recommend the right services and send a clear, itemized proposal.',
      },
      {
        number: 3,
        title: 'Enjoy Your Event',
        description: 'We plan the details with you, then run the night so you can enjoy it.',
      },
    ],
  },
  faq: {
    title: 'Frequently Asked Questions',
    items: [
      {
        question: 'How quickly will you respond?',
        answer: 'We reply to every message within 24–48 hours on business days, usually sooner.',
      },
      {
        question: 'How do we secure our date?',
        answer: 'A 50% deposit secures your date. The balance is due two weeks before the event.',
      },
      {
        question: 'Do you travel outside the city?',
        answer:
          'Yes. We serve the greater metropolitan area, and travel fees may apply for events outside our usual service area. Your proposal lists them upfront.',
      },
    ],
  },
} satisfies Contact;
