// Site identity and contact details: everything a real business changes in one place.
import type { Site } from './schema.ts';

const placementId = '5f0c3a9e8b7d6c5a4b3c2d1e';

export const site = {
  brand: 'Elevate Events',
  tagline: 'Premium entertainment for weddings, galas and corporate nights',
  blurb:
    'DJs, photobooths, lighting and decor for weddings, corporate events and private celebrations. One team, planned with you from the first call to the last song.',
  description:
    'Elevate Events brings premium DJ entertainment, photobooths, sound, lighting and decor to weddings, corporate events and private parties.',
  url: 'https://www.elevate-events.example',
  phone: { display: '(555) 010-2400', href: 'tel:+15550102400' },
  email: { display: 'hello@elevate-events.example', href: 'mailto:hello@elevate-events.example' },
  serviceArea: 'Serving the greater metropolitan area',
  socials: [
    { name: 'Facebook', href: 'https://www.facebook.com/elevateevents' },
    { name: 'Instagram', href: 'https://www.instagram.com/elevateevents' },
  ],
  googleReviews: {
    href: 'https://www.google.com/maps/search/?api=1&query=Elevate+Events',
    label: 'Read Our Google Reviews',
    tooltip: 'See all our 5-star reviews on Google',
  },
  officeHours: [
    { days: 'Monday–Friday', hours: '9:00 AM–6:00 PM' },
    { days: 'Saturday', hours: '10:00 AM–2:00 PM' },
  ],
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Services', href: '/services' },
    { label: 'Pricing', href: '/pricing' },
    { label: 'Team', href: '/team' },
    { label: 'Gallery', href: '/gallery' },
    { label: 'Contact', href: '/contact' },
  ],
  footer: {
    quickLinks: [
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/services' },
      { label: 'Gallery', href: '/gallery' },
      { label: 'Contact', href: '/contact' },
    ],
    bookLabel: 'Book a Consultation',
    bookHref: '/contact',
    // Plain text until the pages exist: a visitor must never hit a dead link.
    legal: ['Privacy Policy', 'Terms of Service'],
    comingSoonLabel: 'coming soon',
    // Rendered as '© {year} {copyright}'.
    copyright: 'Elevate Events. All rights reserved.',
  },
  booking: {
    provider: 'HoneyBook',
    placementId,
    scriptUrl: 'https://widget.honeybook.com/assets_users_production/websiteplacements/placement-controller.min.js',
    pixelUrl: `https://www.honeybook.com/p.png?pid=${placementId}`,
    timeoutMs: 8000,
    fallbackTitle: 'Our booking form didn’t load',
    fallbackText:
      'It may be blocked by your browser or your connection. Call or e-mail us instead and we’ll reply within 24–48 hours on business days.',
  },
} satisfies Site;
