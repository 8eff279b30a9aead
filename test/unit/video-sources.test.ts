// Video sources for particular screens (a media query on a source): the order the pages offer
// them in; and the clips the owner writes (a file, and whether it is for tall screens only),
// which the content schema turns into those sources.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { videoSources } from '../../components/widgets/video-sources.ts';
import { type Video, type VideoSource, video } from '../../content/media-types.ts';
import { TALL_SCREENS } from '../../content/schema/media.ts';
import { schemasFor } from '../helpers/content-schemas.ts';
import { LINK_ROUTES, writtenContent } from '../helpers/loaded-content.ts';
import { assertLine, loose, validate } from '../helpers/validate.ts';

const POSTER = { kind: 'photo', file: 'assets/video/poster.jpg' } as const;
const PORTRAIT = TALL_SCREENS;
const NARROW = '(max-width: 480px)';
const offered = (v: Video) => videoSources(v, (src) => `/built/${src}`).map((s) => `${s.type} ${s.media ?? 'every screen'} ${s.src}`);

test("WebM before MP4; within a type the sources for particular screens first, in the content's order, then the one for every screen", () => {
  const sources: VideoSource[] = [
    { src: 'wide.mp4', type: 'video/mp4' },
    { src: 'wide.webm', type: 'video/webm' },
    { src: 'tall.mp4', type: 'video/mp4', media: PORTRAIT },
    { src: 'tall.webm', type: 'video/webm', media: PORTRAIT },
  ];
  assert.equal(offered(video(sources, POSTER)), [
    `video/webm ${PORTRAIT} /built/tall.webm`,
    'video/webm every screen /built/wide.webm',
    `video/mp4 ${PORTRAIT} /built/tall.mp4`,
    'video/mp4 every screen /built/wide.mp4',
  ]);
  // Sources for different screens keep the order the content gives them, the first match winning.
  const screens: VideoSource[] = [
    { src: 'all.webm', type: 'video/webm' },
    { src: 'narrow.webm', type: 'video/webm', media: NARROW },
    { src: 'tall.webm', type: 'video/webm', media: PORTRAIT },
  ];
  assert.equal(offered(video(screens, POSTER)), [
    `video/webm ${NARROW} /built/narrow.webm`,
    `video/webm ${PORTRAIT} /built/tall.webm`,
    'video/webm every screen /built/all.webm',
  ]);
});

const heroSources = (sources: object[]) => validate((m) => (loose(m.home).hero.video.sources = sources));
const parsedHero = (sources: object[]) => {
  const home = loose(writtenContent().home);
  home.hero.video.sources = sources;
  return schemasFor(LINK_ROUTES).home.parse(home).hero.video.sources;
};

test("each clip's type comes from its file's extension, and a clip for tall screens only gets their media query", () => {
  assert.equal(
    parsedHero([
      { src: 'hero-portrait.webm', portrait: true },
      { src: 'hero.MP4', portrait: false },
      { src: 'https://cdn.example.com/clips/hero.webm?v=2' },
    ]),
    [
      { src: 'assets/video/hero-portrait.webm', type: 'video/webm', media: TALL_SCREENS },
      { src: 'assets/video/hero.MP4', type: 'video/mp4' },
      { src: 'https://cdn.example.com/clips/hero.webm?v=2', type: 'video/webm' },
    ],
  );
});

test('a clip is refused, naming the field: with a MIME type or a media query (unknown fields), a URL of no type, all for tall screens', () => {
  const at = 'content/home.yaml: hero.video.sources';
  const refused: [sources: object[], field: string, message: RegExp][] = [
    [[{ src: 'hero.webm', type: 'video/webm', media: TALL_SCREENS }, { src: 'hero.mp4' }], `${at}.0`, /unknown fields 'type', 'media'/],
    [[{ src: 'https://video.example.com/watch?v=123' }, { src: 'hero.mp4' }], `${at}.0.src`, /does not end in \.webm or \.mp4/],
    // A wide screen would get none.
    [
      [
        { src: 'hero.webm', portrait: true },
        { src: 'hero.mp4', portrait: true },
      ],
      at,
      /every clip is for tall screens only; add one for every other screen/,
    ],
  ];
  for (const [sources, field, message] of refused) assertLine(heroSources(sources), field, message);
});

test.run();
