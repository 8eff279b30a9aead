// The images and encode phases (generator/build-site.ts). The dev server keeps the pipeline between
// runs: it reads only new or changed photos and encodes only the files it has not served yet.
import path from 'node:path';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { type MediaRef, placeText } from '../content/load.ts';
import { EncodeMinutesRefused } from '../error-messages.ts';
import { InputError } from '../errors.ts';
import { changedUnder, type PhaseContext } from '../phase-context.ts';
import type { SiteFile } from '../write/write.ts';
import { StaticAssets } from './assets.ts';
import { ImagePipeline, PHOTOS_OUT, type PictureRequest } from './pipeline.ts';
import type { Variant } from './variants.ts';

export interface Media {
  images: ImagePipeline;
  assets: StaticAssets;
  /** The files under the assets folder this run changed: the pages that used one render again. */
  touched: ReadonlySet<string>;
}

export class ImagesCache {
  media?: Omit<Media, 'touched'>;
  /** The variants already encoded for the dev server, which serves them from the image cache. */
  readonly encoded = new Set<string>();
  /** The variants of each photo (by file) in each layout: every page asks again, and naming a variant hashes. */
  readonly variants = new Map<string, Map<string, Variant[]>>();
}

/** The photos the content names, each with the field that names it. */
const photoRefs = (refs: readonly MediaRef[]) =>
  refs.flatMap((m) => (m.kind === 'photo' ? [{ file: m.file, where: placeText(m.at) }] : []));

/** The pipeline with every photo the content references read, in the site's layouts; transparent photos go onto the site's ground. */
export async function prepareImages(
  root: string,
  config: SiteConfig,
  refs: readonly MediaRef[],
  log: (line: string) => void,
  encodeBudgetMs?: number,
): Promise<ImagePipeline> {
  const images = new ImagePipeline({
    root,
    cacheDir: path.join(root, '.cache/images'),
    log,
    encodeBudgetMs,
    background: config.brand.ground,
    layouts: config.imageLayouts,
  });
  await images.prepare(photoRefs(refs));
  return images;
}

/** IMAGE_ENCODE_MINUTES (a host's build time limit, less the rest of the build), in ms; unset or empty: no limit. */
export function encodeBudget(minutes: string | undefined): number | undefined {
  if (minutes === undefined || minutes.trim() === '') return undefined;
  const value = Number(minutes);
  if (!(value > 0)) throw new InputError({ file: 'IMAGE_ENCODE_MINUTES', field: 'value', problem: EncodeMinutesRefused({ minutes }) });
  return value * 60_000;
}

export async function imagesPhase(context: PhaseContext, refs: readonly MediaRef[], cache: ImagesCache): Promise<Media> {
  const { root, config } = context;
  if (!cache.media) {
    const images = await prepareImages(root, config, refs, context.log, context.encodeBudgetMs);
    cache.media = { images, assets: new StaticAssets(root, config.folders.assets) };
    return { ...cache.media, touched: new Set() };
  }
  const touched = new Set(changedUnder(context, config.folders.assets));
  cache.media.images.forget(touched);
  for (const file of touched) cache.media.assets.forget(file);
  for (const file of touched) cache.variants.delete(file);
  await cache.media.images.prepare(photoRefs(refs));
  return { ...cache.media, touched };
}

/**
 * The pictures' image files by output path: a deployed site's bytes, each cached file checked; the
 * dev server's cache files themselves, after encoding those it has not served yet.
 */
export async function encodePhase(
  context: PhaseContext,
  images: ImagePipeline,
  pictures: readonly PictureRequest[],
  cache: ImagesCache,
  copyOf: (file: string) => SiteFile,
): Promise<Map<string, SiteFile>> {
  if (context.target === 'deploy') return images.encode(pictures);
  const requests = new Map(pictures.map((p) => [`${p.layout}\n${p.file}`, p]));
  const variants = new Map<string, Variant>();
  for (const request of requests.values()) {
    const layouts = cache.variants.get(request.file) ?? new Map<string, Variant[]>();
    const known = layouts.get(request.layout) ?? images.listVariants([request]);
    cache.variants.set(request.file, layouts.set(request.layout, known));
    for (const v of known) if (!variants.has(v.name)) variants.set(v.name, v);
  }
  const fresh = new Set([...variants.keys()].filter((name) => !cache.encoded.has(name)));
  if (fresh.size) {
    await images.encode([...requests.values()], fresh);
    for (const name of fresh) cache.encoded.add(name);
  }
  return new Map([...variants.values()].map((v) => [PHOTOS_OUT + v.name, copyOf(path.join(images.opts.cacheDir, v.cacheName))]));
}
