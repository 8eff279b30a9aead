// Before rendering: the image pipeline, with every photo the content references read once, so a
// render can ask for sizes (generator/build-site.ts, the images phase).
import os from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import type { MediaRef } from '../content/load.ts';
import { EncodeMinutesRefused } from '../error-messages.ts';
import { InputError } from '../errors.ts';
import { ImagePipeline } from './pipeline.ts';

/**
 * The image pipeline with every photo the content references read (their sizes, from the cache
 * when known), in the site's layouts. Transparent photos are flattened onto the site's ground
 * (site.config.ts brand.ground), the page's background.
 */
export async function prepareImages(
  root: string,
  config: SiteConfig,
  refs: readonly MediaRef[],
  log: (line: string) => void,
): Promise<ImagePipeline> {
  const images = new ImagePipeline({
    root,
    cacheDir: path.join(root, '.cache/images'),
    publicPrefix: '/assets/img/',
    log,
    concurrency: os.availableParallelism(),
    encodeBudgetMs: encodeBudget(process.env.IMAGE_ENCODE_MINUTES),
    background: config.brand.ground,
    layouts: config.imageLayouts,
  });
  await images.prepare(refs.filter((m) => m.kind === 'photo'));
  return images;
}

/** IMAGE_ENCODE_MINUTES (a host's build time limit, less the rest of the build), in ms; unset or empty: no limit. */
export function encodeBudget(minutes: string | undefined): number | undefined {
  if (minutes === undefined || minutes.trim() === '') return undefined;
  const value = Number(minutes);
  if (!(value > 0)) throw new InputError({ file: 'IMAGE_ENCODE_MINUTES', field: 'value', problem: EncodeMinutesRefused({ minutes }) });
  return value * 60_000;
}
