// Gallery page (/gallery): highlight videos, filterable portfolio of photos, calls to action.
import { photo, video } from './media.ts';
import type { Gallery, GalleryPhoto, PhotoCategoryId } from './schema.ts';

type Entry = [caption: string, categories: PhotoCategoryId[]];

// One entry per file assets/photos/gallery/01.jpg … 60.jpg, in order. The caption is also
// the image's alt text, so it describes what is in the picture. Captions and categories follow
// the scene of each sample photo (scripts/samples/gallery-themes.json, noted after each entry);
// when a real photo replaces a file, update its caption and categories here.
const entries: Entry[] = [
  ['Presenter at the podium beneath a glowing stage screen', ['corporateAV', 'lighting']], // corporate stage
  ['Row of moving-head lights firing beams into the haze', ['rental', 'lighting']], // moving-head lighting rig
  ['DJ with a hand raised behind the booth under warm beams', ['dj-services', 'lighting']], // dj booth
  ['Line-array speakers flanking the stage, ready for sound check', ['rental', 'corporateAV']], // rental speakers
  ['Swags of warm string lights above an evening reception', ['decor']], // string lights
  ['Moving-head lighting rig sweeping colour across the stage', ['rental', 'lighting']], // moving-head lighting rig
  ['Keynote stage lit for a company awards night', ['corporateAV', 'lighting']], // corporate stage
  ['Guests dancing on an illuminated LED dance floor', ['lighting', 'dj-services', 'rental']], // led dance floor
  ['Tall floral centrepiece glowing on a pedestal', ['decor', 'wedding']], // floral decor
  ['Ring-light photobooth kiosk waiting for the next guests', ['photobooth']], // photobooth kiosk with ring light
  ['Speaker spotlit between twin screens at a conference', ['corporateAV', 'lighting']], // corporate stage
  ['Newlyweds sharing their first dance in a pool of soft light', ['wedding', 'dj-services']], // first dance
  ['Full house watching the keynote at a corporate conference', ['corporateAV']], // keynote audience
  ['Rose and peony arrangement catching warm uplight', ['decor', 'wedding']], // floral decor
  ['First dance silhouetted against a haze of golden light', ['wedding', 'dj-services']], // first dance
  ['Wireless uplights lining a venue wall', ['rental', 'lighting']], // uplight rentals
  ['Friends posing inside a marquee-light photobooth frame', ['photobooth', 'decor']], // photobooth marquee backdrop
  ['LED dance floor glowing beneath a crowd with hands in the air', ['lighting', 'dj-services', 'rental']], // led dance floor
  ['Uplights washing a draped wall in colour', ['rental', 'lighting']], // uplight rentals
  ['Champagne tower glowing at the start of the reception', ['wedding', 'decor']], // champagne tower
  ['Marquee-light backdrop framing a group photo', ['photobooth', 'decor']], // photobooth marquee backdrop
  ['Packed dance floor under sweeping stage light', ['dj-services', 'lighting']], // dance floor crowd
  ['Audience silhouettes facing a bright conference stage', ['corporateAV']], // keynote audience
  ['Stacked speakers and subwoofers set for a product launch', ['rental', 'corporateAV']], // rental speakers
  ['Guests spinning on the 360 booth platform', ['photobooth']], // 360 photobooth
  ['Couple beneath a floral wedding arch at dusk', ['wedding', 'decor']], // wedding arch
  ['Canopy of bistro lights over a garden party', ['decor']], // string lights
  ['Candlelit head table set with crystal glassware', ['decor', 'wedding']], // candlelit tablescape
  ['DJ at the decks as the beams fan out above the crowd', ['dj-services', 'lighting']], // dj booth
  ['Floral arch and candlelit aisle ready for the ceremony', ['wedding', 'decor']], // wedding arch
  ['Stage beams cutting through haze above the crowd', ['lighting']], // stage beams through haze
  ['Speaker stacks framing the stage at a corporate party', ['rental', 'corporateAV']], // rental speakers
  ['Attendees filling a ballroom for the opening keynote', ['corporateAV']], // keynote audience
  ['Slow-motion 360 booth capturing a couple mid-spin', ['photobooth']], // 360 photobooth
  ['Crossing beams of light over a concert-style stage', ['lighting']], // stage beams through haze
  ['Ballroom walls washed in warm uplighting', ['lighting', 'decor']], // uplit ballroom
  ['The 360 booth ringed in light at a birthday celebration', ['photobooth']], // 360 photobooth
  ['Newlyweds framed by roses and candlelight at the altar', ['wedding', 'decor']], // wedding arch
  ['Coupes stacked in a champagne tower for the toast', ['wedding', 'decor']], // champagne tower
  ['Close-up of the DJ decks and mixer mid-set', ['dj-services']], // dj decks close-up
  ['Festoon lights glowing over a dinner reception', ['decor']], // string lights
  ['Couple’s first dance as guests look on', ['wedding', 'dj-services']], // first dance
  ['DJ booth glowing as the first song of the night plays', ['dj-services', 'lighting']], // dj booth
  ['Photobooth kiosk with its ring light glowing', ['photobooth']], // photobooth kiosk with ring light
  ['Chandeliers and uplit drapery in an evening ballroom', ['lighting', 'decor']], // uplit ballroom
  ['Company all-hands audience facing twin screens', ['corporateAV']], // keynote audience
  ['Ring-light booth set up for instant prints and sharing', ['photobooth']], // photobooth kiosk with ring light
  ['Product launch stage with a bright screen and podium', ['corporateAV', 'lighting']], // corporate stage
  ['Uplit ballroom columns before the doors open', ['lighting', 'decor']], // uplit ballroom
  ['Turntable and mixer under a soft spotlight', ['dj-services']], // dj decks close-up
  ['Long banquet table glowing with candles and glassware', ['decor', 'wedding']], // candlelit tablescape
  ['Marquee-bulb photobooth frame beside the dance floor', ['photobooth', 'decor']], // photobooth marquee backdrop
  ['Mirror ball scattering light over a dancing crowd', ['dj-services', 'lighting']], // mirror ball
  ['Floral centrepiece with trailing greenery under warm light', ['decor', 'wedding']], // floral decor
  ['Haze and stage beams at the height of the party', ['lighting']], // stage beams through haze
  ['Mirror ball above the dance floor at a New Year’s party', ['dj-services', 'lighting']], // mirror ball
  ['Light-up dance floor in full swing', ['lighting', 'dj-services', 'rental']], // led dance floor
  ['Candlelight and crystal on a reception table', ['decor', 'wedding']], // candlelit tablescape
  ['Moving-head fixtures rigged and aimed for the show', ['rental', 'lighting']], // moving-head lighting rig
  ['Dance floor crowd with hands up for the last song', ['dj-services', 'lighting']], // dance floor crowd
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
