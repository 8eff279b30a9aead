// Services page (/services): a block per service (those marked `featured` are also the home
// page's cards, with their `summary`), How It Works, FAQ and the quote calls to action.
import { photo } from './media.ts';
import type { Services } from './schema.ts';

export const services = {
  meta: {
    title: 'Services',
    description:
      'DJ services, photobooth rentals, sound and lighting, custom decor, full-service packages and corporate entertainment, planned by one team.',
  },
  hero: {
    title: 'Premium Entertainment Services',
    subtitle: 'Everything your guests see and hear, from the first song to the last light, handled by one team.',
    image: photo('heroes/services.jpg'),
  },
  items: [
    {
      id: 'dj-services',
      title: 'DJ Services',
      description:
        'Our DJs plan the music with you, then read the room on the night. They balance your must-plays with what keeps the floor full, and MC every entrance, toast and send-off with a calm, clear voice.',
      features: [
        'Personal music planning session',
        'Must-play and do-not-play lists honoured',
        'Professional MC for announcements and key moments',
        'Ceremony, cocktail hour and reception coverage',
        'Backup equipment on site at every event',
      ],
      icon: 'disc-3',
      image: photo('services/dj.jpg'),
      featured: true,
      summary: 'Experienced DJs who read the room, keep the floor full and MC your key moments with polish.',
    },
    {
      id: 'photobooth-rentals',
      title: 'Photobooth Rentals',
      description:
        'Choose a 360 booth for slow-motion video or an open-air booth for big group shots. Every booth comes with a friendly attendant, props chosen for your theme and prints designed to match your event.',
      features: [
        '360 video and open-air photo booths',
        'Custom print and overlay design',
        'Instant sharing by text, e-mail and QR code',
        'Curated props and backdrops',
        'On-site attendant for the whole rental',
      ],
      icon: 'camera',
      image: photo('services/photobooth.jpg'),
      featured: true,
      summary: '360 and open-air booths with custom prints, props and instant sharing your guests will actually use.',
    },
    {
      id: 'sound-lighting',
      title: 'Sound & Lighting Rentals',
      description:
        'Speech that carries to the back row, music with warmth and weight, and light that shapes the room. We design, deliver, run and remove it, sized to your venue and guest count.',
      features: [
        'Line-array and point-source speaker systems',
        'Wireless microphones for speeches and panels',
        'Architectural uplighting in your colours',
        'Intelligent moving lights and haze',
        'Dedicated technician from setup to strike',
      ],
      icon: 'lightbulb',
      image: photo('services/sound-lighting.jpg'),
      featured: true,
      summary: 'Clear, room-filling sound and lighting design that turns any venue into the setting you pictured.',
    },
    {
      id: 'custom-decor',
      title: 'Custom Decor',
      description:
        'The details that make a room feel like yours: your monogram in light, a backdrop for photos, draped ceilings and soft string lights. We plan the look with you and install it before guests arrive.',
      features: [
        'Custom monogram and gobo projection',
        'Photo backdrops and flower walls',
        'Ceiling draping and string lights',
        'Dance floor and stage styling',
        'Full installation and removal',
      ],
      icon: 'flower-2',
      image: photo('services/decor.jpg'),
      featured: true,
      summary: 'Monograms, uplighting, backdrops and floral accents that tie the room to your colours and theme.',
    },
    {
      id: 'full-service-packages',
      title: 'Full-Service Packages',
      description:
        'DJ, photobooth, lighting and decor combined in one plan, one timeline and one invoice. A single planner coordinates every detail with you and your venue, and bundling costs less than booking separately.',
      features: [
        'One planner for every service',
        'Unified timeline shared with your venue',
        'Matching design across booth, lighting and decor',
        'Bundle savings on combined services',
        'One contract and one invoice',
      ],
      icon: 'sparkles',
      image: photo('services/packages.jpg'),
    },
    {
      id: 'corporate-events',
      title: 'Corporate Events',
      description:
        'Galas, product launches, conferences and holiday parties run to the minute. We handle presenter audio, walk-up music and branded lighting, and our crew works discreetly alongside your venue and AV team.',
      features: [
        'Presenter audio and wireless microphones',
        'Branded lighting and logo projection',
        'Walk-up music and awards show cues',
        'Branded photobooth experiences',
        'Certificates of insurance for your venue',
      ],
      icon: 'briefcase-business',
      image: photo('services/corporate.jpg'),
    },
  ],
  quoteCta: { label: 'Request a Custom Quote', href: '/contact' },
  howItWorks: {
    title: 'How It Works',
    steps: [
      {
        number: 1,
        title: 'Tell us about your event',
        description: 'Share your date, venue, guest count and what you have in mind. A call or a message is enough.',
      },
      {
        number: 2,
        title: 'Receive your proposal',
        description: 'We send a tailored proposal with clear pricing, usually within two business days.',
      },
      {
        number: 3,
        title: 'Plan the details',
        description: 'Your planner walks you through music, timeline and setup, and confirms logistics with your venue.',
      },
      {
        number: 4,
        title: 'Enjoy the night',
        description: 'Our crew arrives early, runs every cue and packs up after the last guest leaves.',
      },
    ],
  },
  faq: {
    title: 'Frequently Asked Questions',
    items: [
      {
        question: 'How far in advance should we book?',
        answer:
          'For weddings, we recommend booking 6–9 months ahead. For other events, 3–6 months is usually enough. Popular dates go first, so reach out as soon as yours is set.',
      },
      {
        question: 'What equipment do you bring?',
        answer:
          'Everything we need: professional speakers, wireless microphones, lighting, booths and backup equipment. We own and maintain all of it, and we confirm power and load-in with your venue beforehand.',
      },
      {
        question: 'Can we request songs?',
        answer:
          'Yes. Before the event you share your must-play and do-not-play lists. On the night, your DJ takes guest requests that fit the mood you chose.',
      },
      {
        question: 'How do the contract and payment work?',
        answer:
          'Once you approve the proposal, we send a simple contract. A 50% deposit secures your date, and the balance is due two weeks before the event.',
      },
    ],
  },
  closing: {
    title: 'Ready to plan your event?',
    text: 'Tell us what you have in mind and we’ll put together a proposal that fits your night and your budget.',
    cta: { label: 'Get Your Custom Quote', href: '/contact' },
  },
} satisfies Services;
