// npm run bench:images [-- --limit N]
// Cold (empty cache), warm, and one-photo-changed runs of the image pipeline over the
// real sources and layouts, then the floor: a plain loop of sharp calls encoding exactly
// the same variants with the same options and parallelism. Goal: cold ≤ 1.05 × floor.
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { applyFormat } from '../generator/images/encode.ts';
import { ImagePipeline } from '../generator/images/pipeline.ts';
import { siteImageUsage, type Usage } from './usage.ts';

const root = process.cwd();
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : Infinity;
const concurrency = os.availableParallelism();
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function run(label: string, sourceRoot: string, cacheDir: string, usage: Usage[]) {
  const lines: string[] = [];
  const pipeline = new ImagePipeline({
    root: sourceRoot,
    cacheDir,
    publicPrefix: '/assets/img/',
    concurrency,
    log: (line) => (line.startsWith('images: ') && line.includes('encoded') ? lines.push(line) : console.log(`  ${label}: ${line}`)),
  });
  const start = performance.now();
  await pipeline.prepare(usage.map((u) => ({ file: u.file, where: `bench usage of ${u.file}` })));
  const prepared = performance.now();
  for (const u of usage) for (const layout of u.layouts) pipeline.picture(u.file, layout);
  const files = await pipeline.encode();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(12)} ${seconds(ms).padStart(9)}  (prepare ${seconds(prepared - start)})  ${lines.join(' ')}`);
  return { ms, pipeline, files };
}

async function main() {
  const all = await siteImageUsage(root);
  if (all.length === 0) throw new Error(`no photos under ${root}/assets/photos`);
  const usage = all.slice(0, limit);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-images-'));
  try {
    console.log(`${usage.length} sources, ${concurrency} parallel sharp jobs, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}`);
    const cache = path.join(tmp, 'cache');
    const cold = await run('cold', root, cache, usage);
    const warm = await run('warm', root, cache, usage);

    // One photo changed: a copy of the sources with the first gallery photo brightened.
    const copy = path.join(tmp, 'src');
    for (const u of usage) {
      await mkdir(path.dirname(path.join(copy, u.file)), { recursive: true });
      await copyFile(path.join(root, u.file), path.join(copy, u.file));
    }
    const victim = (usage.find((u) => u.file.includes('/gallery/')) ?? usage[0]).file;
    await sharp(path.join(root, victim)).modulate({ brightness: 1.03 }).jpeg({ quality: 90 }).toFile(path.join(copy, victim));
    const changed = await run('one changed', copy, cache, usage);
    const victimVariants = cold.pipeline.listVariants().filter((v) => v.sourceFile === victim).length;
    console.log(`             (${victim}: ${victimVariants} variants)`);

    // Output per format.
    const perFormat = new Map<string, { count: number; bytes: number }>();
    for (const abs of cold.files.values()) {
      const ext = path.extname(abs).slice(1);
      const entry = perFormat.get(ext) ?? { count: 0, bytes: 0 };
      entry.count++;
      entry.bytes += (await stat(abs)).size;
      perFormat.set(ext, entry);
    }
    for (const [ext, { count, bytes }] of perFormat) {
      console.log(`  ${ext.padEnd(5)} ${String(count).padStart(5)} encodes ${(bytes / 1024 / 1024).toFixed(2).padStart(8)} MB  (avg ${(bytes / count / 1024).toFixed(1)} kB)`);
    }

    // The floor: the same variants, same options, same parallelism, one plain sharp call each.
    const floorDir = path.join(tmp, 'floor');
    await mkdir(floorDir);
    sharp.concurrency(1);
    const slots = pLimit(concurrency);
    const variants = cold.pipeline.listVariants();
    const start = performance.now();
    await Promise.all(
      variants.map((v) =>
        slots(() => applyFormat(sharp(v.source).autoOrient().resize({ width: v.width }), v.format, v.options).toFile(path.join(floorDir, v.name))),
      ),
    );
    const floor = performance.now() - start;
    console.log(`${'floor'.padEnd(12)} ${seconds(floor).padStart(9)}  (${variants.length} sharp calls, ${concurrency} at a time)`);
    console.log(`cold / floor = ${(cold.ms / floor).toFixed(3)}   warm = ${seconds(warm.ms)}   one changed = ${seconds(changed.ms)}`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
