// npx tsx bench/new-photos.ts [--count N]
// What new gallery photos cost a first deploy: N of the gallery's sources (default 12) encoded
// with an empty cache in both layouts a gallery photo is shown in (tile and lightbox), as the
// build does. Prints the encodes and the wall-clock and CPU time per photo, and what 100 and
// 500 new photos come to at that pace on this machine's cores. CPU time is the figure to trust on
// a busy machine; the wall clock on an idle one.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ImagePipeline } from '../generator/images/pipeline.ts';

const root = process.cwd();
const i = process.argv.indexOf('--count');
const count = Math.max(1, Number(i > 0 ? process.argv[i + 1] : 12));
const files = (await readdir(path.join(root, 'assets/photos/gallery')))
  .filter((n) => n.endsWith('.jpg'))
  .sort()
  .slice(0, count);
const refs = files.map((n, k) => ({ file: `assets/photos/gallery/${n}`, where: `photos.${k}.image` }));
const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'new-photos-'));
try {
  const pipeline = new ImagePipeline({ root, cacheDir, publicPrefix: '/assets/img/', log: () => {}, progress: 'off' });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await pipeline.prepare(refs);
  await pipeline.encode(refs.flatMap((r) => ['gallery', 'lightbox'].map((layout) => ({ file: r.file, layout }))));
  const wall = (performance.now() - t0) / 1000;
  const cpuUsed = process.cpuUsage(cpu0);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1e6;
  const { encoded } = pipeline.lastEncode;
  const cores = os.availableParallelism();
  const per = (x: number) => (x / files.length).toFixed(2);
  console.log(
    `${files.length} photos, ${cores} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`encodes: ${encoded} (${per(encoded)} per photo)`);
  console.log(`wall: ${wall.toFixed(1)} s (${per(wall)} s per photo); CPU: ${cpu.toFixed(1)} s (${per(cpu)} s per photo)`);
  for (const n of [100, 500]) {
    const cpuN = (cpu / files.length) * n;
    console.log(
      `${n} new photos: about ${Math.round((encoded / files.length) * n)} encodes, ${Math.round(cpuN)} s of CPU, ${(cpuN / cores / 60).toFixed(1)} min on ${cores} idle cores`,
    );
  }
} finally {
  await rm(cacheDir, { recursive: true, force: true });
}
