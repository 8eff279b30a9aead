// npm run bench:images: the image pipeline over the real sources and layouts
// (tools/harness/image-usage.ts) against its floor, a plain loop of sharp calls encoding the same
// variants with the same options and parallelism. Rounds of floor then cold (an empty cache)
// alternate, so both see the same drift of a shared machine's load; then warm and one changed
// photo. Wall clock and CPU time: on a busy machine the CPU ratio is the one to trust.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { commandLine } from '../generator/cli.ts';
import { applyFormat } from '../generator/images/encode.ts';
import { ImagePipeline } from '../generator/images/pipeline.ts';
import { loadConfig } from '../generator/load-config.ts';
import { ROOT } from '../tools/harness/built-site.ts';
import { siteImageUsage } from '../tools/harness/image-usage.ts';
import { tempDir } from '../tools/harness/temp-dir.ts';

const { values: flags } = commandLine({
  command: 'npm run bench:images',
  summary: 'The image pipeline against a plain loop of sharp calls, cold and warm, in alternate rounds.',
  options: { limit: { type: 'string' }, rounds: { type: 'string', default: '2' } },
  flags: [
    ['--limit N', 'the first N sources only (a quick check)'],
    ['--rounds R', 'rounds of floor and cold (default 2)'],
  ],
});
const ROUNDS = Math.max(1, Number(flags.rounds));
const concurrency = os.availableParallelism();
/** What the build flattens transparent photos onto. */
const config = await loadConfig(ROOT);
const background = config.brand.ground;
const usage = (await siteImageUsage()).slice(0, Number(flags.limit ?? Infinity));
if (usage.length === 0) throw new Error('the content references no photos');
const sources = usage.map((u) => ({ file: u.file, where: `bench usage of ${u.file}` }));
const variants = usage.flatMap((u) => u.layouts.map((layout) => ({ file: u.file, layout })));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Timing {
  ms: number;
  cpuMs: number;
}

/** The wall and CPU time (user + system, all threads of this process) `work` takes. */
async function timed<T>(work: () => Promise<T>): Promise<Timing & { value: T }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await work();
  const { user, system } = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (user + system) / 1000, value };
}
const clock = (t: Timing) => `${seconds(t.ms)} (CPU ${seconds(t.cpuMs)})`;

function pipeline(root: string, cacheDir: string, log: string[] = []) {
  return new ImagePipeline({
    layouts: config.imageLayouts,
    root,
    cacheDir,
    concurrency,
    background,
    progress: 'off',
    log: (l) => log.push(l),
  });
}

/** A pipeline run over every variant: its time, the files it wrote and its own summary line. */
async function pipelineRun(root: string, cacheDir: string) {
  const log: string[] = [];
  const images = pipeline(root, cacheDir, log);
  const run = await timed(async () => {
    await images.prepare(sources);
    return images.encode(variants);
  });
  return { ...run, summary: log.filter((l) => l.includes('encoded')).join(' ') };
}

/** The floor: one plain sharp call per variant of `list`, `concurrency` at a time, written to disk (flattened as the pipeline's decode does). */
async function floorRun(dir: string, list: Awaited<ReturnType<ImagePipeline['listVariants']>>) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  sharp.concurrency(1);
  const slots = pLimit(concurrency);
  const encode = (v: (typeof list)[number]) =>
    applyFormat(sharp(v.source.abs).autoOrient().flatten({ background }).resize({ width: v.width }), v.format, v.options).toFile(
      path.join(dir, v.name),
    );
  return { ...(await timed(() => Promise.all(list.map((v) => slots(() => encode(v)))))), calls: list.length };
}

function stats(name: string, runs: number[]) {
  const best = Math.min(...runs);
  const spread = (((Math.max(...runs) - best) / best) * 100).toFixed(1);
  console.log(`${name.padEnd(10)} best ${seconds(best).padStart(9)}  spread ${spread.padStart(5)}%  runs: ${runs.map(seconds).join(', ')}`);
  return best;
}

const tmp = tempDir('bench-images-');
try {
  console.log(
    `${usage.length} sources, ${concurrency} parallel sharp jobs, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}`,
  );
  console.log(`load average at start: ${load()} (1, 5, 15 min)`);
  const cache = path.join(tmp.path, 'cache');
  // The floor's variant list comes from the pipeline itself (no encoding needed to list it).
  const lister = pipeline(ROOT, path.join(tmp.path, 'meta'));
  await lister.prepare(sources);
  const list = await lister.listVariants(variants);
  const floors: Timing[] = [];
  const colds: Awaited<ReturnType<typeof pipelineRun>>[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const floor = await floorRun(path.join(tmp.path, 'floor'), list);
    floors.push(floor);
    console.log(`round ${round}: floor ${clock(floor)} (${floor.calls} sharp calls)  [load ${load()}]`);
    await rm(cache, { recursive: true, force: true });
    const cold = await pipelineRun(ROOT, cache);
    colds.push(cold);
    console.log(`round ${round}: cold  ${clock(cold)} (${cold.summary})  [load ${load()}]`);
  }
  const warm = await pipelineRun(ROOT, cache);
  console.log(`warm        ${clock(warm)}  (${warm.summary}; every cached file read and its hash checked)`);

  // One photo changed: a copy of the sources with the first gallery photo brightened.
  const copy = path.join(tmp.path, 'src');
  for (const u of usage) {
    await mkdir(path.dirname(path.join(copy, u.file)), { recursive: true });
    await copyFile(path.join(ROOT, u.file), path.join(copy, u.file));
  }
  const victim = (usage.find((u) => u.file.includes('/gallery/')) ?? usage[0])!.file;
  await sharp(path.join(ROOT, victim)).modulate({ brightness: 1.03 }).jpeg({ quality: 90 }).toFile(path.join(copy, victim));
  const changed = await pipelineRun(copy, cache);
  console.log(`one changed ${clock(changed)}  (${changed.summary}; ${victim})\n`);

  const MB = (bytes: number) => (bytes / 1024 / 1024).toFixed(2).padStart(7);
  const written = [...colds.at(-1)!.value];
  const encodes = (name: string, files: typeof written) => {
    const bytes = files.reduce((sum, [, data]) => sum + data.length, 0);
    const average = (bytes / files.length / 1024).toFixed(1);
    console.log(`  new ${name.padEnd(5)} ${String(files.length).padStart(5)} encodes ${MB(bytes)} MB  (avg ${average} kB)`);
  };
  for (const ext of new Set(written.map(([out]) => path.extname(out))))
    encodes(
      ext.slice(1),
      written.filter(([out]) => out.endsWith(ext)),
    );
  encodes('all', written);
  console.log('');
  /** Prints the floor's and the pipeline's runs by `pick`; returns best cold / best floor. */
  const coldOverFloor = (suffix: string, pick: (t: Timing) => number) => {
    const floor = stats(`floor${suffix}`, floors.map(pick));
    return stats(`cold${suffix}`, colds.map(pick)) / floor;
  };
  const wall = coldOverFloor('', (t) => t.ms);
  const cpu = coldOverFloor(' CPU', (t) => t.cpuMs);
  console.log(`cold / floor = ${wall.toFixed(3)} wall, ${cpu.toFixed(3)} CPU (best cold / best floor; goal ≤ 1.05)`);
  console.log(`load average at end: ${load()}`);
} finally {
  tmp.remove();
}
