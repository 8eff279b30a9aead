// Team page (/team): family photo, a card per member (one with the fixed 'DJR' badge), Join Our Team.
import { photo } from './media.ts';
import type { Team } from './schema.ts';

// A member may also have `socials: { instagram: 'https://…', facebook: 'https://…' }`: their card
// then shows icon links to those profiles. The members' own profiles are not public yet.

export const team = {
  meta: {
    title: 'Meet Our Team',
    description:
      'Meet the DJs, planners and technicians behind Elevate Events: over 15 years of experience and more than 300 luxury events.',
  },
  title: 'Meet Our Team',
  intro:
    'A small, close-knit team with over 15 years of experience and 300+ luxury events behind us. The people you meet at your consultation are the people who run your night.',
  stats: [
    { value: '15+', label: 'Years of experience' },
    { value: '300+', label: 'Luxury events' },
  ],
  familyPhoto: {
    image: photo('team/family.jpg'),
    alt: 'The Elevate Events team together under warm stage lights',
  },
  members: [
    {
      slug: 'marcus-reed',
      name: 'Marcus Reed',
      role: 'Founder & Lead DJ',
      bio: 'Marcus started DJing at college parties and never stopped. He has led the music at hundreds of weddings and galas, and still plans every set by hand.',
      image: photo('team/marcus-reed.jpg'),
      badge: 'DJR',
    },
    {
      slug: 'sofia-alvarez',
      name: 'Sofia Alvarez',
      role: 'Event Director',
      bio: 'Sofia builds every timeline and keeps it on track. Couples and planners know her for calm answers, quick replies and a spreadsheet for everything.',
      image: photo('team/sofia-alvarez.jpg'),
    },
    {
      slug: 'jordan-kim',
      name: 'Jordan Kim',
      role: 'Lighting & Production Lead',
      bio: 'Jordan designs the sound and lighting for each venue, from candlelit ballrooms to conference halls. He visits the room, measures it and plans the cues before load-in.',
      image: photo('team/jordan-kim.jpg'),
    },
    {
      slug: 'priya-nair',
      name: 'Priya Nair',
      role: 'Photobooth & Guest Experience Manager',
      bio: 'Priya runs our booths and designs the prints, props and backdrops. She makes sure shy guests step in and every group leaves with a photo they keep.',
      image: photo('team/priya-nair.jpg'),
    },
  ],
  join: {
    title: 'Join Our Team',
    text: 'We are always glad to meet talented DJs, technicians and booth attendants who care about the details. Tell us about yourself.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
} satisfies Team;
