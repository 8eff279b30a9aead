// Home page (/): video hero, banner, service cards (the services marked featured in services.ts), booking process, about, testimonials, closing.
import { photo, video } from './media.ts';
import type { Home } from './schema.ts';

export const home = {
  meta: {
    title: 'Premium Event Entertainment',
    description:
      'Luxury DJ entertainment, photobooths, sound, lighting and custom decor for weddings, corporate events and private celebrations.',
  },
  // The hero has no title text: only the looping, muted background clip. Phones and portrait
  // tablets get the clip's middle, which is all such a screen shows of the wide one.
  hero: {
    video: video(
      [
        { src: 'assets/video/hero-portrait.webm', type: 'video/webm', media: '(max-aspect-ratio: 3/4)' },
        { src: 'assets/video/hero-portrait.mp4', type: 'video/mp4', media: '(max-aspect-ratio: 3/4)' },
        { src: 'assets/video/hero.webm', type: 'video/webm' },
        { src: 'assets/video/hero.mp4', type: 'video/mp4' },
      ],
      { kind: 'photo', file: 'assets/video/hero-poster.jpg' },
    ),
    posterAlt: 'Gold stage beams sweeping through haze and soft bokeh light',
  },
  banner: {
    title: 'Elevate Your Events with Premium Entertainment',
    text: 'Music, light and a few unforgettable moments, planned around your guests and delivered by a team that has done it hundreds of times.',
    cta: { label: 'Book Your Experience', href: '/contact' },
    image: photo('heroes/banner.jpg'),
  },
  services: {
    eyebrow: 'What we do',
    title: 'Our Premium Services',
    intro: 'Book one service or let us handle the whole evening. Either way, you get one team and one plan.',
    cta: { label: 'Explore All Services', href: '/services' },
  },
  process: {
    title: 'Simplified Booking Process',
    intro: 'Four clear steps from first call to last dance, with one planner who knows your event inside out.',
    steps: [
      {
        number: 1,
        title: 'Initial Consultation',
        description: 'We talk through your date, venue, guests and the feeling you want the night to have.',
      },
      {
        number: 2,
        title: 'Customized Proposal',
        description: 'You receive a clear proposal with the services, timings and price, tailored to your plans.',
      },
      {
        number: 3,
        title: 'Planning & Preparation',
        description: 'We shape the music, timeline and setup with you, and coordinate directly with your venue.',
      },
      {
        number: 4,
        title: 'Flawless Execution',
        description: 'We arrive early, set up quietly and run the evening, so you can be a guest at your own event.',
      },
    ],
    cta: { label: 'Start Planning Now', href: '/contact' },
  },
  about: {
    eyebrow: 'About us',
    title: 'Entertainment with a planner’s eye',
    paragraphs: [
      'For over a decade, Elevate Events has provided the music, light and atmosphere for weddings, galas and company celebrations across the city.',
      'We started as a DJ company and grew into one team for everything guests see and hear. Every event gets a dedicated planner, gear we own and maintain, and a crew that treats your venue with care.',
    ],
    cta: { label: 'View Our Gallery', href: '/gallery' },
    photos: [
      { image: photo('about/1.jpg'), alt: 'Guests dancing with hands raised under warm stage light' },
      { image: photo('about/2.jpg'), alt: 'DJ behind the booth as beams fan out over the crowd' },
      { image: photo('about/3.jpg'), alt: 'Candlelit reception table set with crystal glassware' },
      { image: photo('about/4.jpg'), alt: 'Friends posing in a marquee-light photobooth frame' },
    ],
  },
  testimonials: {
    title: 'What Our Clients Say',
    items: [
      {
        quote:
          'Marcus had our guests dancing from the first song to the last. Every cue landed, and the monogram over the dance floor made the room.',
        name: 'Danielle & Chris M.',
        role: 'Wedding, June 2024',
      },
      {
        quote:
          'Two hundred people, a keynote and an awards show, all on one tight schedule. Their crew handled sound and lighting without a single hitch.',
        name: 'Angela Torres',
        role: 'Corporate Events Manager',
      },
      {
        quote: 'The 360 booth was the hit of my daughter’s sweet sixteen. We had the videos on our phones before the cake was cut.',
        name: 'Rachel Whitman',
        role: 'Private celebration',
      },
    ],
  },
  closing: {
    title: 'Let’s plan something unforgettable',
    text: 'Tell us your date and your vision. We’ll come back with ideas, availability and a clear quote.',
    cta: { label: 'Get in Touch', href: '/contact' },
    image: photo('heroes/cta.jpg'),
  },
} satisfies Home;
