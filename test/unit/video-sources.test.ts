// Video sources for particular screens (a media query on a source): the order the pages offer
// them in, and what the content schema accepts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { videoSources } from '../../components/widgets/video-sources.ts';
import { type Video, type VideoSource, video } from '../../content/media.ts';
import { assertLine, loose, validate } from '../helpers/validate.ts';

const POSTER = { kind: 'photo', file: 'assets/video/poster.jpg' } as const;
const PORTRAIT = '(max-aspect-ratio: 3/4)';
const NARROW = '(max-width: 480px)';
const offered = (v: Video) => videoSources(v, (src) => `/built/${src}`).map((s) => `${s.type} ${s.media ?? 'every screen'} ${s.src}`);

test('WebM before MP4, and within a type the sources for particular screens before the one for every screen', () => {
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
});

test('sources for different screens keep the order the content gives them, the first match winning', () => {
  const sources: VideoSource[] = [
    { src: 'all.webm', type: 'video/webm' },
    { src: 'narrow.webm', type: 'video/webm', media: NARROW },
    { src: 'tall.webm', type: 'video/webm', media: PORTRAIT },
  ];
  assert.equal(offered(video(sources, POSTER)), [
    `video/webm ${NARROW} /built/narrow.webm`,
    `video/webm ${PORTRAIT} /built/tall.webm`,
    'video/webm every screen /built/all.webm',
  ]);
});

const heroSources = (sources: object[]) => validate((m) => (loose(m.home).hero.video.sources = sources));

test('the schema accepts a media query on a source beside a source for every screen', () => {
  assert.equal(
    heroSources([
      { src: 'hero.webm', type: 'video/webm', media: '(max-aspect-ratio: 3/4) and (orientation: portrait)' },
      { src: 'hero.webm', type: 'video/webm', media: '(width <= 600px), print' },
      { src: 'hero.mp4', type: 'video/mp4' },
    ]),
    [],
  );
});

test('a media query that is not one is refused, naming the field', () => {
  for (const media of ['portrait', '(max-width: 600px', 'max-width: 600px)', '(max-width: 600px); color: red', '']) {
    const lines = heroSources([
      { src: 'hero.webm', type: 'video/webm', media },
      { src: 'hero.mp4', type: 'video/mp4' },
    ]);
    assertLine(lines, 'content/home.yaml: hero.video.sources.0.media', media ? /expected text like '\(max-aspect-ratio: 3\/4\)'/ : /empty/);
  }
});

test('a video whose every source has a media query is refused: some screen would get none', () => {
  assertLine(
    heroSources([
      { src: 'hero.webm', type: 'video/webm', media: PORTRAIT },
      { src: 'hero.mp4', type: 'video/mp4', media: PORTRAIT },
    ]),
    'content/home.yaml: hero.video.sources',
    /every source has a media query; add one without/,
  );
});

test.run();
