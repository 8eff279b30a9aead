// Gallery page (/gallery): highlight videos, filterable portfolio of photos, calls to action.
import { photo, video } from './media.ts';
import type { Gallery, GalleryPhoto } from './schema.ts';

// One entry per photo. The caption is also the image's alt text, so it says what is in the
// picture. Categories come from: dj-services, photobooth, lighting, decor, wedding, corporateAV,
// rental. The sample photos' scenes (scripts/samples/gallery-themes.json) are noted beside each
// file; when a real photo replaces a file, update its caption and categories too.
const photos: GalleryPhoto[] = [
  {
    id: 'g01',
    image: photo('gallery/01.jpg'), // corporate stage
    caption: 'Presenter at the podium beneath a glowing stage screen',
    categories: ['corporateAV', 'lighting'],
  },
  {
    id: 'g02',
    image: photo('gallery/02.jpg'), // moving-head lighting rig
    caption: 'Row of moving-head lights firing beams into the haze',
    categories: ['rental', 'lighting'],
  },
  {
    id: 'g03',
    image: photo('gallery/03.jpg'), // dj booth
    caption: 'DJ with a hand raised behind the booth under warm beams',
    categories: ['dj-services', 'lighting'],
  },
  {
    id: 'g04',
    image: photo('gallery/04.jpg'), // rental speakers
    caption: 'Line-array speakers flanking the stage, ready for sound check',
    categories: ['rental', 'corporateAV'],
  },
  {
    id: 'g05',
    image: photo('gallery/05.jpg'), // string lights
    caption: 'Swags of warm string lights above an evening reception',
    categories: ['decor'],
  },
  {
    id: 'g06',
    image: photo('gallery/06.jpg'), // moving-head lighting rig
    caption: 'Moving-head lighting rig sweeping colour across the stage',
    categories: ['rental', 'lighting'],
  },
  {
    id: 'g07',
    image: photo('gallery/07.jpg'), // corporate stage
    caption: 'Keynote stage lit for a company awards night',
    categories: ['corporateAV', 'lighting'],
  },
  {
    id: 'g08',
    image: photo('gallery/08.jpg'), // led dance floor
    caption: 'Guests dancing on an illuminated LED dance floor',
    categories: ['lighting', 'dj-services', 'rental'],
  },
  {
    id: 'g09',
    image: photo('gallery/09.jpg'), // floral decor
    caption: 'Tall floral centrepiece glowing on a pedestal',
    categories: ['decor', 'wedding'],
  },
  {
    id: 'g10',
    image: photo('gallery/10.jpg'), // photobooth kiosk with ring light
    caption: 'Ring-light photobooth kiosk waiting for the next guests',
    categories: ['photobooth'],
  },
  {
    id: 'g11',
    image: photo('gallery/11.jpg'), // corporate stage
    caption: 'Speaker spotlit between twin screens at a conference',
    categories: ['corporateAV', 'lighting'],
  },
  {
    id: 'g12',
    image: photo('gallery/12.jpg'), // first dance
    caption: 'Newlyweds sharing their first dance in a pool of soft light',
    categories: ['wedding', 'dj-services'],
  },
  {
    id: 'g13',
    image: photo('gallery/13.jpg'), // keynote audience
    caption: 'Full house watching the keynote at a corporate conference',
    categories: ['corporateAV'],
  },
  {
    id: 'g14',
    image: photo('gallery/14.jpg'), // floral decor
    caption: 'Rose and peony arrangement catching warm uplight',
    categories: ['decor', 'wedding'],
  },
  {
    id: 'g15',
    image: photo('gallery/15.jpg'), // first dance
    caption: 'First dance silhouetted against a haze of golden light',
    categories: ['wedding', 'dj-services'],
  },
  {
    id: 'g16',
    image: photo('gallery/16.jpg'), // uplight rentals
    caption: 'Wireless uplights lining a venue wall',
    categories: ['rental', 'lighting'],
  },
  {
    id: 'g17',
    image: photo('gallery/17.jpg'), // photobooth marquee backdrop
    caption: 'Friends posing inside a marquee-light photobooth frame',
    categories: ['photobooth', 'decor'],
  },
  {
    id: 'g18',
    image: photo('gallery/18.jpg'), // led dance floor
    caption: 'LED dance floor glowing beneath a crowd with hands in the air',
    categories: ['lighting', 'dj-services', 'rental'],
  },
  {
    id: 'g19',
    image: photo('gallery/19.jpg'), // uplight rentals
    caption: 'Uplights washing a draped wall in colour',
    categories: ['rental', 'lighting'],
  },
  {
    id: 'g20',
    image: photo('gallery/20.jpg'), // champagne tower
    caption: 'Champagne tower glowing at the start of the reception',
    categories: ['wedding', 'decor'],
  },
  {
    id: 'g21',
    image: photo('gallery/21.jpg'), // photobooth marquee backdrop
    caption: 'Marquee-light backdrop framing a group photo',
    categories: ['photobooth', 'decor'],
  },
  {
    id: 'g22',
    image: photo('gallery/22.jpg'), // dance floor crowd
    caption: 'Packed dance floor under sweeping stage light',
    categories: ['dj-services', 'lighting'],
  },
  {
    id: 'g23',
    image: photo('gallery/23.jpg'), // keynote audience
    caption: 'Audience silhouettes facing a bright conference stage',
    categories: ['corporateAV'],
  },
  {
    id: 'g24',
    image: photo('gallery/24.jpg'), // rental speakers
    caption: 'Stacked speakers and subwoofers set for a product launch',
    categories: ['rental', 'corporateAV'],
  },
  {
    id: 'g25',
    image: photo('gallery/25.jpg'), // 360 photobooth
    caption: 'Guests spinning on the 360 booth platform',
    categories: ['photobooth'],
  },
  {
    id: 'g26',
    image: photo('gallery/26.jpg'), // wedding arch
    caption: 'Couple beneath a floral wedding arch at dusk',
    categories: ['wedding', 'decor'],
  },
  {
    id: 'g27',
    image: photo('gallery/27.jpg'), // string lights
    caption: 'Canopy of bistro lights over a garden party',
    categories: ['decor'],
  },
  {
    id: 'g28',
    image: photo('gallery/28.jpg'), // candlelit tablescape
    caption: 'Candlelit head table set with crystal glassware',
    categories: ['decor', 'wedding'],
  },
  {
    id: 'g29',
    image: photo('gallery/29.jpg'), // dj booth
    caption: 'DJ at the decks as the beams fan out above the crowd',
    categories: ['dj-services', 'lighting'],
  },
  {
    id: 'g30',
    image: photo('gallery/30.jpg'), // wedding arch
    caption: 'Floral arch and candlelit aisle ready for the ceremony',
    categories: ['wedding', 'decor'],
  },
  {
    id: 'g31',
    image: photo('gallery/31.jpg'), // stage beams through haze
    caption: 'Stage beams cutting through haze above the crowd',
    categories: ['lighting'],
  },
  {
    id: 'g32',
    image: photo('gallery/32.jpg'), // rental speakers
    caption: 'Speaker stacks framing the stage at a corporate party',
    categories: ['rental', 'corporateAV'],
  },
  {
    id: 'g33',
    image: photo('gallery/33.jpg'), // keynote audience
    caption: 'Attendees filling a ballroom for the opening keynote',
    categories: ['corporateAV'],
  },
  {
    id: 'g34',
    image: photo('gallery/34.jpg'), // 360 photobooth
    caption: 'Slow-motion 360 booth capturing a couple mid-spin',
    categories: ['photobooth'],
  },
  {
    id: 'g35',
    image: photo('gallery/35.jpg'), // stage beams through haze
    caption: 'Crossing beams of light over a concert-style stage',
    categories: ['lighting'],
  },
  {
    id: 'g36',
    image: photo('gallery/36.jpg'), // uplit ballroom
    caption: 'Ballroom walls washed in warm uplighting',
    categories: ['lighting', 'decor'],
  },
  {
    id: 'g37',
    image: photo('gallery/37.jpg'), // 360 photobooth
    caption: 'The 360 booth ringed in light at a birthday celebration',
    categories: ['photobooth'],
  },
  {
    id: 'g38',
    image: photo('gallery/38.jpg'), // wedding arch
    caption: 'Newlyweds framed by roses and candlelight at the altar',
    categories: ['wedding', 'decor'],
  },
  {
    id: 'g39',
    image: photo('gallery/39.jpg'), // champagne tower
    caption: 'Coupes stacked in a champagne tower for the toast',
    categories: ['wedding', 'decor'],
  },
  {
    id: 'g40',
    image: photo('gallery/40.jpg'), // dj decks close-up
    caption: 'Close-up of the DJ decks and mixer mid-set',
    categories: ['dj-services'],
  },
  {
    id: 'g41',
    image: photo('gallery/41.jpg'), // string lights
    caption: 'Festoon lights glowing over a dinner reception',
    categories: ['decor'],
  },
  {
    id: 'g42',
    image: photo('gallery/42.jpg'), // first dance
    caption: 'Couple’s first dance as guests look on',
    categories: ['wedding', 'dj-services'],
  },
  {
    id: 'g43',
    image: photo('gallery/43.jpg'), // dj booth
    caption: 'DJ booth glowing as the first song of the night plays',
    categories: ['dj-services', 'lighting'],
  },
  {
    id: 'g44',
    image: photo('gallery/44.jpg'), // photobooth kiosk with ring light
    caption: 'Photobooth kiosk with its ring light glowing',
    categories: ['photobooth'],
  },
  {
    id: 'g45',
    image: photo('gallery/45.jpg'), // uplit ballroom
    caption: 'Chandeliers and uplit drapery in an evening ballroom',
    categories: ['lighting', 'decor'],
  },
  {
    id: 'g46',
    image: photo('gallery/46.jpg'), // keynote audience
    caption: 'Company all-hands audience facing twin screens',
    categories: ['corporateAV'],
  },
  {
    id: 'g47',
    image: photo('gallery/47.jpg'), // photobooth kiosk with ring light
    caption: 'Ring-light booth set up for instant prints and sharing',
    categories: ['photobooth'],
  },
  {
    id: 'g48',
    image: photo('gallery/48.jpg'), // corporate stage
    caption: 'Product launch stage with a bright screen and podium',
    categories: ['corporateAV', 'lighting'],
  },
  {
    id: 'g49',
    image: photo('gallery/49.jpg'), // uplit ballroom
    caption: 'Uplit ballroom columns before the doors open',
    categories: ['lighting', 'decor'],
  },
  {
    id: 'g50',
    image: photo('gallery/50.jpg'), // dj decks close-up
    caption: 'Turntable and mixer under a soft spotlight',
    categories: ['dj-services'],
  },
  {
    id: 'g51',
    image: photo('gallery/51.jpg'), // candlelit tablescape
    caption: 'Long banquet table glowing with candles and glassware',
    categories: ['decor', 'wedding'],
  },
  {
    id: 'g52',
    image: photo('gallery/52.jpg'), // photobooth marquee backdrop
    caption: 'Marquee-bulb photobooth frame beside the dance floor',
    categories: ['photobooth', 'decor'],
  },
  {
    id: 'g53',
    image: photo('gallery/53.jpg'), // mirror ball
    caption: 'Mirror ball scattering light over a dancing crowd',
    categories: ['dj-services', 'lighting'],
  },
  {
    id: 'g54',
    image: photo('gallery/54.jpg'), // floral decor
    caption: 'Floral centrepiece with trailing greenery under warm light',
    categories: ['decor', 'wedding'],
  },
  {
    id: 'g55',
    image: photo('gallery/55.jpg'), // stage beams through haze
    caption: 'Haze and stage beams at the height of the party',
    categories: ['lighting'],
  },
  {
    id: 'g56',
    image: photo('gallery/56.jpg'), // mirror ball
    caption: 'Mirror ball above the dance floor at a New Year’s party',
    categories: ['dj-services', 'lighting'],
  },
  {
    id: 'g57',
    image: photo('gallery/57.jpg'), // led dance floor
    caption: 'Light-up dance floor in full swing',
    categories: ['lighting', 'dj-services', 'rental'],
  },
  {
    id: 'g58',
    image: photo('gallery/58.jpg'), // candlelit tablescape
    caption: 'Candlelight and crystal on a reception table',
    categories: ['decor', 'wedding'],
  },
  {
    id: 'g59',
    image: photo('gallery/59.jpg'), // moving-head lighting rig
    caption: 'Moving-head fixtures rigged and aimed for the show',
    categories: ['rental', 'lighting'],
  },
  {
    id: 'g60',
    image: photo('gallery/60.jpg'), // dance floor crowd
    caption: 'Dance floor crowd with hands up for the last song',
    categories: ['dj-services', 'lighting'],
  },
];

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
    // The play button's label, followed by the video's caption: "Play video: Halloween 2024 Event".
    playLabel: 'Play video',
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
    filterLabel: 'Filter photos by category',
    // Read out when a filter changes the photos shown; {count} is their number.
    countText: 'Showing {count} photos',
    previousLabel: 'Previous photo',
    nextLabel: 'Next photo',
    // A view with more photos than a page holds is split into pages, linked below the grid.
    pagerLabel: 'More photos in this view',
    earlierLabel: 'Previous photos',
    moreLabel: 'More photos',
    // Shown between the pager's links, and after the page title from the second page on.
    pageText: 'Page {page} of {pages}',
  },
  photos,
  unavailableText: 'Image unavailable',
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
