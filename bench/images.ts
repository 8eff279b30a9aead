// npm run bench:images [-- --limit N] [--rounds R]
// The image pipeline over the real sources and layouts (tools/harness/image-usage.ts mirrors the pages):
//   floor  a plain loop of sharp calls encoding exactly the same variants with the same
//          options and parallelism (decode, resize, encode, write per variant);
//   cold   the pipeline with an empty cache (prepare, encode, record, write);
// run alternately, R rounds (default 2): floor, cold, floor, cold, … A shared
// machine's load drifts within minutes, so a single cold-then-floor pass measures the
// machine more than the pipeline; alternating exposes both to the same drift. Reported: every
// run, the best of each, the spread (worst / best − 1), and cold / floor from the bests, in
// wall-clock time and in CPU time (user + system of this process, every thread): other
// processes on the machine stretch the wall clock, but hardly the CPU time a run needs, so the
// CPU ratio is the one to trust on a busy machine, the wall ratio on an idle one.
// Goal: cold ≤ 1.05 × floor. Then warm (everything cached and verified) and one changed photo.
// --limit N takes the first N sources only (a quick check).
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { LAYOUTS } from '../components/image-layouts.ts';
import { commandLine } from '../generator/cli.ts';
import { applyFormat } from '../generator/images/encode.ts';
import { ImagePipeline, type Variant } from '../generator/images/pipeline.ts';
import { loadConfig } from '../generator/load-config.ts';
import { siteImageUsage, type Usage } from '../tools/harness/image-usage.ts';

const root = process.cwd();
const { values: flags } = commandLine({
  command: 'npm run bench:images',
  summary: 'The image pipeline against a plain loop of sharp calls, cold and warm, in alternate rounds.',
  options: { limit: { type: 'string' }, rounds: { type: 'string', default: '2' } },
  flags: [
    ['--limit N', 'the first N sources only (a quick check)'],
    ['--rounds R', 'rounds of floor and cold (default 2)'],
  ],
});
const limit = Number(flags.limit ?? Infinity);
const rounds = Math.max(1, Number(flags.rounds));
const concurrency = os.availableParallelism();
/** What the build flattens transparent photos onto. */
const background = (await loadConfig(root)).brand.ground;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Run {
  ms: number;
  cpuMs: number;
  pipeline: ImagePipeline;
  files: Map<string, Buffer>;
  summary: string;
}

async function pipelineRun(sourceRoot: string, cacheDir: string, usage: Usage[]): Promise<Run> {
  const lines: string[] = [];
  const pipeline = new ImagePipeline({
    layouts: LAYOUTS,
    root: sourceRoot,
    cacheDir,
    publicPrefix: '/assets/img/',
    concurrency,
    background,
    progress: 'off',
    log: (l) => lines.push(l),
  });
  const start = performance.now();
  const cpu = process.cpuUsage();
  await pipeline.prepare(usage.map((u) => ({ file: u.file, where: `bench usage of ${u.file}` })));
  const files = await pipeline.encode(usage.flatMap((u) => u.layouts.map((layout) => ({ file: u.file, layout }))));
  return {
    ms: performance.now() - start,
    cpuMs: cpuMs(cpu),
    pipeline,
    files,
    summary: lines.filter((l) => l.includes('encoded')).join(' '),
  };
}

/** CPU time (user + system, all threads of this process) since `since`, in ms. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
}

/** The floor: one plain sharp call per variant, `concurrency` at a time, written to disk (flattened as the pipeline's decode does). */
async function floorRun(variants: Variant[], dir: string): Promise<{ ms: number; cpuMs: number }> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  sharp.concurrency(1);
  const slots = pLimit(concurrency);
  const start = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    variants.map((v) =>
      slots(() =>
        applyFormat(sharp(v.source).autoOrient().flatten({ background }).resize({ width: v.width }), v.format, v.options).toFile(
          path.join(dir, v.name),
        ),
      ),
    ),
  );
  return { ms: performance.now() - start, cpuMs: cpuMs(cpu) };
}

function perFormat(label: string, files: Map<string, Buffer>) {
  const table = new Map<string, { count: number; bytes: number }>();
  for (const [out, bytes] of files) {
    const ext = path.extname(out).slice(1);
    const entry = table.get(ext) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += bytes.length;
    table.set(ext, entry);
  }
  let total = 0;
  let totalBytes = 0;
  for (const [ext, { count, bytes }] of table) {
    console.log(
      `  ${label} ${ext.padEnd(5)} ${String(count).padStart(5)} encodes ${(bytes / 1024 / 1024).toFixed(2).padStart(7)} MB  (avg ${(bytes / count / 1024).toFixed(1)} kB)`,
    );
    total += count;
    totalBytes += bytes;
  }
  console.log(`  ${label} all   ${String(total).padStart(5)} encodes ${(totalBytes / 1024 / 1024).toFixed(2).padStart(7)} MB`);
}

function stats(name: string, runs: number[]) {
  const best = Math.min(...runs);
  const worst = Math.max(...runs);
  console.log(
    `${name.padEnd(10)} best ${seconds(best).padStart(9)}  spread ${(((worst - best) / best) * 100).toFixed(1).padStart(5)}%  runs: ${runs.map(seconds).join(', ')}`,
  );
  return best;
}

const clock = (t: { ms: number; cpuMs: number }) => `${seconds(t.ms)} (CPU ${seconds(t.cpuMs)})`;

async function main() {
  const all = await siteImageUsage();
  if (all.length === 0) throw new Error('the content references no photos');
  const usage = all.slice(0, limit);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-images-'));
  try {
    console.log(
      `${usage.length} sources, ${concurrency} parallel sharp jobs, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}`,
    );
    console.log(`load average at start: ${load()} (1, 5, 15 min)`);
    const cache = path.join(tmp, 'cache');
    const times = { floor: [] as Timing[], cold: [] as Timing[] };
    let cold: Run | undefined;
    for (let round = 1; round <= rounds; round++) {
      // The variant list comes from the pipeline itself (no encoding needed to list it).
      const listing = await listVariants(usage, path.join(tmp, 'meta'));
      const f = await floorRun(listing, path.join(tmp, 'floor'));
      times.floor.push(f);
      console.log(`round ${round}: floor ${clock(f)} (${listing.length} sharp calls)  [load ${load()}]`);
      await rm(cache, { recursive: true, force: true });
      cold = await pipelineRun(root, cache, usage);
      times.cold.push(cold);
      console.log(`round ${round}: cold  ${clock(cold)} (${cold.summary})  [load ${load()}]`);
    }
    const warm = await pipelineRun(root, cache, usage);
    console.log(`warm        ${clock(warm)}  (${warm.summary}; every cached file read and its hash checked)`);

    // One photo changed: a copy of the sources with the first gallery photo brightened.
    const copy = path.join(tmp, 'src');
    for (const u of usage) {
      await mkdir(path.dirname(path.join(copy, u.file)), { recursive: true });
      await copyFile(path.join(root, u.file), path.join(copy, u.file));
    }
    const victim = (usage.find((u) => u.file.includes('/gallery/')) ?? usage[0])?.file;
    if (!victim) throw new Error('the site uses no photo to change');
    await sharp(path.join(root, victim)).modulate({ brightness: 1.03 }).jpeg({ quality: 90 }).toFile(path.join(copy, victim));
    const changed = await pipelineRun(copy, cache, usage);
    console.log(`one changed ${clock(changed)}  (${changed.summary}; ${victim})`);

    console.log('');
    perFormat('new', cold!.files);
    console.log('');
    const wall = (t: Timing[]) => t.map((x) => x.ms);
    const cpuOf = (t: Timing[]) => t.map((x) => x.cpuMs);
    const bestFloor = stats('floor', wall(times.floor));
    const bestCold = stats('cold', wall(times.cold));
    const bestFloorCpu = stats('floor CPU', cpuOf(times.floor));
    const bestColdCpu = stats('cold CPU', cpuOf(times.cold));
    console.log(
      `cold / floor = ${(bestCold / bestFloor).toFixed(3)} wall, ${(bestColdCpu / bestFloorCpu).toFixed(3)} CPU (best cold / best floor; goal ≤ 1.05)`,
    );
    console.log(`load average at end: ${load()}`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

interface Timing {
  ms: number;
  cpuMs: number;
}

async function listVariants(usage: Usage[], cacheDir: string): Promise<Variant[]> {
  const pipeline = new ImagePipeline({
    layouts: LAYOUTS,
    root,
    cacheDir,
    publicPrefix: '/assets/img/',
    background,
    progress: 'off',
    log: () => {},
  });
  await pipeline.prepare(usage.map((u) => ({ file: u.file, where: `bench usage of ${u.file}` })));
  return pipeline.listVariants(usage.flatMap((u) => u.layouts.map((layout) => ({ file: u.file, layout }))));
}

await main();
