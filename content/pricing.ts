// Pricing page (/pricing): disclaimer, DJ and Photobooth tabs with three tiers each.
// Today's tiers are the brief's (docs/decisions.md, "Today's content"); prices use thousands separators.
import type { Pricing } from './schema.ts';

export { CUSTOM_PRICE, isCustomPrice } from './schema.ts';

export const pricing = {
  meta: {
    title: 'Pricing & Packages',
    description: 'Clear per-event pricing for DJ services and photobooth rentals, from Essential DJ at $900 to the Luxury 360 Experience.',
  },
  title: 'Pricing & Packages',
  intro: 'Transparent starting prices for our most-booked packages. Every event is different, so every package can be tailored.',
  disclaimer:
    'Prices are illustrative and may change with peak season and holiday pricing. Your proposal confirms the final price for your date.',
  popularLabel: 'Most Popular',
  priceSuffix: '/event',
  tabs: [
    {
      id: 'dj',
      label: 'DJ Services',
      heading: 'DJ Packages',
      tiers: [
        {
          name: 'Essential DJ',
          price: '$900',
          description: 'Polished music and sound for intimate celebrations and shorter receptions.',
          features: ['4 hours of DJ performance', 'Standard sound system', 'Wireless microphone'],
          buttonText: 'Book Consultation',
          href: '/contact',
        },
        {
          name: 'Premium DJ',
          price: '$1,500',
          description: 'Our most-booked package: a full evening of music, light and a professional MC.',
          features: [
            '6 hours of DJ performance',
            'Enhanced sound system',
            'Premium lighting package',
            'Wireless microphone',
            'Professional MC services',
            'Custom playlist planning',
          ],
          popular: true,
          buttonText: 'Book Consultation',
          href: '/contact',
        },
        {
          name: 'Luxury DJ',
          price: '$2,500',
          description: 'Complete coverage from ceremony to last dance, with full production and planning.',
          features: [
            'Extended hours',
            'Ceremony and reception coverage',
            'Premium sound system with subwoofers',
            'Extensive lighting design',
            'Multiple wireless mics',
            'Professional MC services',
            'Custom playlist planning',
            'Dance floor lighting',
            'Custom monogram projection',
            'Pre-event venue visit',
          ],
          buttonText: 'Book Consultation',
          href: '/contact',
        },
      ],
    },
    {
      id: 'photobooth',
      label: 'Photobooth',
      heading: 'Photobooth Packages',
      tiers: [
        {
          name: 'Classic 360 Booth',
          price: '$675',
          description: 'Slow-motion 360 videos and keepsake prints that guests queue up for.',
          features: [
            '3 hours of booth time',
            'Digital gallery of every session',
            'Standard props collection',
            'Custom print design',
            'Professional booth attendant',
          ],
          buttonText: 'Book Consultation',
          href: '/contact',
        },
        {
          name: 'Open-Air Booth',
          price: '$900',
          description: 'Room for the whole group, with premium props and photos shared in seconds.',
          features: [
            '4 hours of booth time',
            'Instant sharing',
            'Premium props collection',
            'Choice of backdrops',
            'Professional booth attendant',
            'Social sharing',
          ],
          popular: true,
          buttonText: 'Book Consultation',
          href: '/contact',
        },
        {
          name: 'Luxury 360 Experience',
          price: '$1,400',
          description: 'A fully styled 360 stage with custom lighting and branding throughout.',
          features: [
            '5 hours of booth time',
            'Custom surround and lighting',
            'Instant sharing',
            'Custom props',
            'Multiple backdrops',
            'Professional booth attendant',
            'Social sharing',
            'Custom branded experience',
          ],
          buttonText: 'Book Consultation',
          href: '/contact',
        },
      ],
    },
  ],
  customQuote: {
    label: 'Contact Us For Custom Quote',
    href: '/contact',
    text: 'Planning something bigger, or combining services? We’ll build a package around your event.',
  },
} satisfies Pricing;
