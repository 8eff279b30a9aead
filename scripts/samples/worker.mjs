// Worker thread: renders one photo job at a time.
import { parentPort } from 'node:worker_threads';
import * as scenes from './lib/scenes.mjs';
import { renderPhoto } from './lib/render.mjs';
import { makeRng } from './lib/prng.mjs';

parentPort.on('message', async (job) => {
  try {
    const rng = makeRng(job.seed);
    const scene = scenes[job.scene](rng, job.width, job.height, job.sceneOpts ?? {});
    if (job.bloom != null) scene.bloom = job.bloom;
    await renderPhoto(scene, job.width, job.height, job.out, { seed: `${job.seed}:grain`, ...job.grade });
    parentPort.postMessage({ ok: true, out: job.out });
  } catch (err) {
    parentPort.postMessage({ ok: false, out: job.out, error: String(err && err.stack || err) });
  }
});
