// Worker thread: renders one photo job at a time.
import { parentPort } from 'node:worker_threads';
import { renderPhoto } from './lib/render.mjs';
import * as scenes from './lib/scenes.mjs';
import { makeRng } from './lib/seeded-random.mjs';

parentPort.on('message', async (job) => {
  try {
    if (job.kind === 'frame' || job.kind === 'poster') {
      const video = await import('./lib/video.mjs');
      if (job.kind === 'frame') await video.renderFrame(job.clip, job.index, job.out);
      else await video.renderPoster(job.clip, job.out);
      parentPort.postMessage({ ok: true, out: job.out, quiet: job.kind === 'frame' });
      return;
    }
    const rng = makeRng(job.seed);
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the job names its scene; every scene is needed anyway
    const scene = scenes[job.scene](rng, job.width, job.height, job.sceneOpts ?? {});
    if (job.bloom != null) scene.bloom = job.bloom;
    await renderPhoto(scene, job.width, job.height, job.out, { seed: `${job.seed}:grain`, ...job.grade });
    parentPort.postMessage({ ok: true, out: job.out });
  } catch (err) {
    parentPort.postMessage({ ok: false, out: job.out, error: String(err?.stack || err) });
  }
});
