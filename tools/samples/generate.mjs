#!/usr/bin/env node
// Deterministic sample-media generator for the Elevate Events site.
//   npm run gen:samples            -> photos, videos, brand marks
//   node tools/samples/generate.mjs --only=photos|videos|brand
//   node tools/samples/generate.mjs --only=videos --clips=hero   (some clips only)
// Same script => byte-identical photos (seeded PRNG, no time or randomness from the host).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { logoSvg, markSvg } from './lib/brand.mjs';
import { makeRng } from './lib/seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const A = (...p) => path.join(root, 'assets', ...p);
// The command line, read as every other command reads it (generator/cli.ts, which this plain
// script cannot import): --help prints it, an unknown flag is one line and exit 2.
const USAGE = `Usage: npm run gen:samples -- [flags]

Regenerates the sample photos, clips and brand marks in assets/, byte for byte the same each time.

  --only=photos,videos,brand  only these kinds
  --clips=hero,nye            only these clips (with --only=videos)
  --help                      print this and exit`;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
let flags;
try {
  flags = parseArgs({ options: { only: { type: 'string' }, clips: { type: 'string' } } }).values;
} catch (error) {
  console.error(`npm run gen:samples: ${error.message.split('. ')[0]} (npm run gen:samples -- --help lists the flags)`);
  process.exit(2);
}
const only = flags.only ?? '';
const want = (k) => !only || only.split(',').includes(k);
const clipNames = flags.clips ?? '';
const wantClip = (clip) => !clipNames || clipNames.split(',').includes(clip.name);

// ---- gallery plan ------------------------------------------------------------------------
// Each theme: [label, scene function, categories (ids used by the gallery filter)].
const THEMES = {
  'dj-services': [
    ['dj booth', 'djBooth', ['dj-services', 'lighting']],
    ['dj decks close-up', 'decksCloseup', ['dj-services']],
    ['dance floor crowd', 'danceFloor', ['dj-services', 'lighting']],
    ['mirror ball', 'mirrorBall', ['dj-services', 'lighting']],
  ],
  photobooth: [
    ['photobooth kiosk with ring light', 'photoboothKiosk', ['photobooth']],
    ['photobooth marquee backdrop', 'photoboothBackdrop', ['photobooth', 'decor']],
    ['360 photobooth', 'booth360', ['photobooth']],
  ],
  lighting: [
    ['stage beams through haze', 'stageBeams', ['lighting']],
    ['uplit ballroom', 'uplitBallroom', ['lighting', 'decor']],
    ['led dance floor', 'ledDanceFloor', ['lighting', 'dj-services', 'rental']],
  ],
  decor: [
    ['string lights', 'stringLights', ['decor']],
    ['candlelit tablescape', 'tablescape', ['decor', 'wedding']],
    ['floral decor', 'floralDecor', ['decor', 'wedding']],
  ],
  wedding: [
    ['wedding arch', 'weddingArch', ['wedding', 'decor']],
    ['first dance', 'firstDance', ['wedding', 'dj-services']],
    ['champagne tower', 'champagneTower', ['wedding', 'decor']],
  ],
  corporateAV: [
    ['corporate stage', 'corporateStage', ['corporateAV', 'lighting']],
    ['keynote audience', 'keynoteAudience', ['corporateAV']],
  ],
  rental: [
    ['rental speakers', 'rentalSpeakers', ['rental', 'corporateAV']],
    ['moving-head lighting rig', 'lightingRig', ['rental', 'lighting']],
    ['uplight rentals', 'uplightRentals', ['rental', 'lighting']],
  ],
};
const PER_CATEGORY = { 'dj-services': 9, photobooth: 9, lighting: 9, decor: 9, wedding: 8, corporateAV: 8, rental: 8 };

function galleryPlan() {
  const rng = makeRng('gallery-plan');
  let items = [];
  for (const [cat, list] of Object.entries(THEMES)) {
    for (let i = 0; i < PER_CATEGORY[cat]; i++) {
      const [theme, scene, categories] = list[i % list.length];
      items.push({ primary: cat, theme, scene, categories });
    }
  }
  items = rng.shuffle(items);
  // avoid the same scene type twice in a row
  for (let pass = 0; pass < 4; pass++) {
    for (let i = 1; i < items.length; i++) {
      if (items[i].scene === items[i - 1].scene) {
        const j = (i + 7) % items.length;
        [items[i], items[j]] = [items[j], items[i]];
      }
    }
  }
  return items.map((it, i) => {
    const portrait = i % 5 === 3; // 12 of 60 are portrait
    return { ...it, file: `${String(i + 1).padStart(2, '0')}.jpg`, width: portrait ? 1600 : 2400, height: portrait ? 2400 : 1600 };
  });
}

// ---- photo jobs ----------------------------------------------------------------------------
const GRADE = { grain: 0.024, vignette: 0.5 };
const HERO_GRADE = { grain: 0.02, vignette: 0.6, exposure: 0.72 };

function photoJobs() {
  const jobs = [];
  for (const g of galleryPlan()) {
    jobs.push({
      out: A('photos/gallery', g.file),
      scene: g.scene,
      width: g.width,
      height: g.height,
      seed: `gallery:${g.file}`,
      grade: GRADE,
    });
  }
  const land = (dir, name, scene, extra = {}) =>
    jobs.push({ out: A('photos', dir, name), scene, width: 2400, height: 1600, seed: `${dir}:${name}`, grade: GRADE, ...extra });
  land('about', '1.jpg', 'danceFloor', { sceneOpts: { accent: '#7a3478' } });
  land('about', '2.jpg', 'djBooth', { sceneOpts: { accent: '#c4763c' } });
  land('about', '3.jpg', 'tablescape', { sceneOpts: { accent: '#c65f7c' } });
  land('about', '4.jpg', 'photoboothBackdrop', { sceneOpts: { accent: '#7a3478' } });
  const team = [
    ['marcus-reed.jpg', { hue: '#e09a45', hair: '', shoulders: 2.6 }],
    ['sofia-alvarez.jpg', { hue: '#c65f7c', hair: 'long', shoulders: 2.25 }],
    ['jordan-kim.jpg', { hue: '#2f8f98', hair: '', shoulders: 2.45 }],
    ['priya-nair.jpg', { hue: '#7a3478', hair: 'bun', shoulders: 2.2 }],
  ];
  for (const [name, opts] of team)
    jobs.push({
      out: A('photos/team', name),
      scene: 'portrait',
      width: 1600,
      height: 2000,
      seed: `team:${name}`,
      sceneOpts: opts,
      grade: GRADE,
    });
  land('team', 'family.jpg', 'groupPhoto');
  land('services', 'dj.jpg', 'djBooth', { sceneOpts: { accent: '#7a3478' } });
  land('services', 'photobooth.jpg', 'photoboothKiosk', { sceneOpts: { accent: '#c65f7c' } });
  land('services', 'sound-lighting.jpg', 'rentalSpeakers', { sceneOpts: { accent: '#2f8f98' } });
  land('services', 'decor.jpg', 'floralDecor', { sceneOpts: { accent: '#c65f7c' } });
  land('services', 'packages.jpg', 'uplitBallroom', { sceneOpts: { accent: '#7a3478' } });
  land('services', 'corporate.jpg', 'corporateStage', { sceneOpts: { accent: '#2f8f98' } });
  land('heroes', 'services.jpg', 'stageBeams', { grade: HERO_GRADE, sceneOpts: { accent: '#7a3478' } });
  land('heroes', 'gallery.jpg', 'stringLights', { grade: HERO_GRADE, sceneOpts: { accent: '#7a3478' } });
  land('heroes', 'contact.jpg', 'tablescape', { grade: HERO_GRADE, sceneOpts: { accent: '#c4763c' } });
  land('heroes', 'banner.jpg', 'danceFloor', { grade: HERO_GRADE, sceneOpts: { accent: '#a8407e' } });
  land('heroes', 'cta.jpg', 'heroBokeh', { grade: HERO_GRADE, sceneOpts: { accent: '#7a3478' } });
  return jobs;
}

const poolSize = () => Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length));

async function runPool(jobs, size) {
  const workers = Array.from({ length: size }, () => new Worker(new URL('./worker.mjs', import.meta.url)));
  let next = 0,
    done = 0;
  const t0 = Date.now();
  await Promise.all(
    workers.map(
      (w) =>
        new Promise((resolve, reject) => {
          const feed = () => {
            if (next >= jobs.length) {
              w.terminate().then(resolve);
              return;
            }
            const job = jobs[next++];
            fs.mkdirSync(path.dirname(job.out), { recursive: true });
            w.postMessage(job);
          };
          w.on('message', (m) => {
            if (!m.ok) {
              reject(new Error(`${m.out}: ${m.error}`));
              return;
            }
            done++;
            if (!m.quiet || done % 100 === 0 || done === jobs.length)
              console.log(
                `[${String(done).padStart(2)}/${jobs.length}] ${path.relative(root, m.out)}  (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
              );
            feed();
          });
          w.on('error', reject);
          feed();
        }),
    ),
  );
}

async function main() {
  const t0 = Date.now();
  if (want('photos')) {
    const plan = galleryPlan();
    fs.writeFileSync(
      path.join(here, 'gallery-themes.json'),
      JSON.stringify(
        plan.map((g) => ({
          file: `assets/photos/gallery/${g.file}`,
          theme: g.theme,
          categories: g.categories,
          orientation: g.width > g.height ? 'landscape' : 'portrait',
          width: g.width,
          height: g.height,
        })),
        null,
        2,
      ) + '\n',
    );
    console.log(`photos: ${photoJobs().length} jobs on ${poolSize()} workers`);
    await runPool(photoJobs(), poolSize());
  }
  if (want('videos')) {
    const { CLIPS, frameCount, framePath, encodeClip } = await import('./lib/video.mjs');
    fs.mkdirSync(A('video'), { recursive: true });
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ee-frames-'));
    try {
      const jobs = [];
      for (const clip of CLIPS.filter(wantClip)) {
        jobs.push({ kind: 'poster', clip: clip.name, out: A('video', `${clip.name}-poster.jpg`) });
        for (let i = 0; i < frameCount(clip); i++) jobs.push({ kind: 'frame', clip: clip.name, index: i, out: framePath(tmp, clip, i) });
      }
      console.log(`video: ${jobs.length} frames/posters on ${poolSize()} workers`);
      await runPool(jobs, poolSize());
      for (const clip of CLIPS.filter(wantClip)) {
        console.log(`video: encoding ${clip.name}.mp4 / ${clip.name}.webm (${clip.W}x${clip.H}, ${clip.seconds}s @ ${clip.fps} fps)`);
        encodeClip(clip, tmp, A('video'));
      }
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  if (want('brand')) {
    fs.mkdirSync(A('brand'), { recursive: true });
    fs.writeFileSync(A('brand', 'logo.svg'), logoSvg());
    fs.writeFileSync(A('brand', 'mark.svg'), markSvg());
    console.log('brand: logo.svg, mark.svg');
  }
  console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
