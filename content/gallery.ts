// Gallery page (/gallery): highlight videos, filterable portfolio of photos, calls to action.
import { photo, video } from './media.ts';
import type { Gallery, GalleryPhoto, PhotoCategoryId } from './schema.ts';

type Entry = [caption: string, categories: PhotoCategoryId[]];

// One entry per file assets/photos/gallery/01.jpg … 60.jpg, in order. The caption is also
// the image's alt text, so it describes what is in the picture.
const entries: Entry[] = [
  ['DJ booth glowing amber as the first dance ends', ['dj-services', 'wedding']],
  ['Gold-framed open-air booth at a garden reception', ['photobooth', 'rental', 'wedding']],
  ['Warm stage beams cutting through haze above the dance floor', ['lighting']],
  ['Candlelit head table beneath draped ivory fabric', ['decor', 'wedding']],
  ['Keynote stage washed in deep blue with a branded backdrop', ['corporateAV', 'lighting']],
  ['Pair of column speakers set up for an outdoor ceremony', ['rental', 'wedding']],
  ['Turntables and mixer under a single warm spotlight', ['dj-services']],
  ['Slow-motion 360 booth platform ringed with soft light', ['photobooth', 'rental']],
  ['Amber uplighting tracing the columns of a ballroom', ['lighting', 'decor']],
  ['Illuminated monogram projected onto the dance floor', ['decor', 'wedding', 'lighting']],
  ['Gala dinner with pin-spotted centrepieces and a stage wash', ['corporateAV', 'lighting']],
  ['Wireless microphones lined up for reception toasts', ['rental', 'wedding']],
  ['Crowded dance floor in gold and magenta light', ['dj-services', 'lighting']],
  ['Guests posing with props in front of a sequin backdrop', ['photobooth']],
  ['Canopy of string lights over an evening terrace', ['decor', 'lighting']],
  ['Awards night stage with podium and LED screen', ['corporateAV']],
  ['Moving-head lights packed and ready for load-in', ['rental', 'lighting']],
  ['DJ reading the room during the cocktail hour', ['dj-services']],
  ['Floral arch silhouetted against sunset light', ['decor', 'wedding']],
  ['Branded photobooth prints laid out at a product launch', ['photobooth', 'corporateAV']],
  ['Haze and warm beams over a packed dance floor at midnight', ['lighting', 'dj-services']],
  ['Sweetheart table framed by candles and greenery', ['decor', 'wedding']],
  ['Conference panel with presenter microphones and a soft stage wash', ['corporateAV', 'rental']],
  ['Open-air booth with a champagne-gold shimmer wall', ['photobooth', 'rental']],
  ['Grand entrance announced from the DJ booth', ['dj-services', 'wedding']],
  ['Pin spots on tall centrepieces in a dark ballroom', ['lighting', 'decor']],
  ['Sound desk set up at the back of a conference hall', ['corporateAV', 'rental']],
  ['Friends sharing instant prints beside the booth', ['photobooth']],
  ['Mirror ball scattering light across the ceiling', ['lighting', 'dj-services']],
  ['Draped ceiling with warm uplighting over the reception', ['decor', 'lighting', 'wedding']],
  ['DJ setup on a rooftop at golden hour', ['dj-services']],
  ['Logo projection on a gala backdrop', ['corporateAV', 'lighting']],
  ['Backdrop and prop table ready before doors open', ['photobooth', 'decor']],
  ['Speaker and subwoofer pair framing the dance floor', ['rental', 'dj-services']],
  ['Soft bokeh of string lights behind the ceremony aisle', ['wedding', 'decor']],
  ['Coloured wash across the stage at a holiday party', ['lighting', 'corporateAV']],
  ['360 booth capturing a group spin in slow motion', ['photobooth', 'wedding']],
  ['Headphones and mixer glowing in the DJ booth', ['dj-services']],
  ['Uplit lounge furniture at a cocktail reception', ['decor', 'rental']],
  ['Presenter spotlit at the lectern during a keynote', ['corporateAV']],
  ['Last dance under a canopy of warm light', ['wedding', 'lighting', 'dj-services']],
  ['Booth attendant setting up a gold frame for guests', ['photobooth', 'rental']],
  ['Gobo pattern spilling across a ballroom floor', ['lighting', 'decor']],
  ['Banquet tables dressed for a corporate gala', ['corporateAV', 'decor']],
  ['DJ console with a custom-branded facade', ['dj-services', 'rental']],
  ['Couple laughing in the open-air booth', ['photobooth', 'wedding']],
  ['Beams sweeping over guests at a New Year’s party', ['lighting', 'dj-services']],
  ['Floral centrepieces glowing under soft pin spots', ['decor', 'wedding']],
  ['Stage truss with wash lights above a product reveal', ['corporateAV', 'lighting', 'rental']],
  ['Cocktail hour music from a minimal DJ setup', ['dj-services', 'wedding']],
  ['Props laid out for a themed birthday booth', ['photobooth']],
  ['Lantern lights lining a garden pathway', ['decor', 'lighting']],
  ['Wireless microphone handed over for the best man’s toast', ['wedding', 'rental']],
  ['Company celebration with a full dance floor', ['corporateAV', 'dj-services']],
  ['Uplighting rental cases stacked for delivery', ['rental', 'lighting']],
  ['Slow-motion 360 video of a couple under sparkle light', ['photobooth', 'wedding']],
  ['Draped arch and candles at the ceremony entrance', ['decor', 'wedding']],
  ['Warm haze and silhouettes on the dance floor', ['lighting', 'dj-services']],
  ['Branded step-and-repeat at a corporate booth', ['corporateAV', 'photobooth']],
  ['DJ and dance floor at the end of a perfect night', ['dj-services', 'wedding', 'lighting']],
];

const photos = entries.map(([caption, categories], i): GalleryPhoto => {
  const n = String(i + 1).padStart(2, '0');
  return { id: `g${n}`, image: photo(`gallery/${n}.jpg`), caption, categories };
});

export const gallery = {
  meta: {
    title: 'Gallery',
    description:
      'Photos and videos from weddings, galas and corporate events: DJ performances, photobooths, lighting design and custom decor.',
  },
  hero: {
    title: 'Our Event Gallery',
    subtitle: 'A look inside the rooms we’ve lit, the floors we’ve filled and the moments guests took home.',
    image: photo('heroes/gallery.jpg'),
  },
  highlights: {
    title: 'Event Highlights',
    videos: [
      {
        caption: "New Year's Eve Celebration",
        video: video(
          [
            { src: 'assets/video/nye.webm', type: 'video/webm' },
            { src: 'assets/video/nye.mp4', type: 'video/mp4' },
          ],
          { kind: 'photo', file: 'assets/video/nye-poster.jpg' },
        ),
      },
      {
        caption: 'Halloween 2024 Event',
        video: video(
          [
            { src: 'assets/video/halloween.webm', type: 'video/webm' },
            { src: 'assets/video/halloween.mp4', type: 'video/mp4' },
          ],
          { kind: 'photo', file: 'assets/video/halloween-poster.jpg' },
        ),
      },
    ],
    fallbackText: 'Your browser does not support the video tag.',
  },
  portfolio: {
    title: 'Event Portfolio',
    categories: [
      { id: 'all', label: 'All' },
      { id: 'dj-services', label: 'DJ Services' },
      { id: 'photobooth', label: 'Photobooth' },
      { id: 'lighting', label: 'Lighting' },
      { id: 'decor', label: 'Decor' },
      { id: 'wedding', label: 'Weddings' },
      { id: 'corporateAV', label: 'Corporate & A/V' },
      { id: 'rental', label: 'Rentals' },
    ],
  },
  photos,
  unavailableText: 'Image unavailable',
  loadingText: 'Loading photo…',
  closeLabel: 'Close',
  cta: {
    title: 'Picture this at your event',
    text: 'Tell us about your date and venue, and we’ll show you what we can create together.',
    label: 'Get in Touch',
    href: '/contact',
  },
  banner: {
    title: 'Plan Your Event',
    text: 'Dates fill quickly in peak season. Start with a free consultation.',
    cta: { label: 'Book a Consultation', href: '/contact' },
  },
} satisfies Gallery;
