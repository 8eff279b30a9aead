// prepare()'s step: every photo the content names, read once, hashed and described (size, colour,
// format; cached by its bytes). A photo's problem names it and the content entries that use it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LimitFunction } from 'p-limit';
import { formatProblem } from '../../framework/shared/photo-format.ts';
import { PhotoEmpty, PhotoNotAnImage, PhotoNotFound, PhotoUnreadable } from '../error-messages.ts';
import { firstLine, InputError } from '../errors.ts';
import { sha256 } from '../hash.ts';
import type { MetaCache, SourceMeta } from './cache.ts';
import { pixelLimitProblem, readSourceMeta } from './encode.ts';

export interface ImageSourceRef {
  /** Project-relative, e.g. 'assets/photos/gallery/01.jpg'. */
  file: string;
  /** The content entry that uses it, e.g. 'content/gallery.yaml: gallery[3].image'. */
  where: string;
}

/** `where`: every content entry that uses it, updated when a later prepare() names others. */
export interface Source extends ImageSourceRef {
  abs: string;
  hash: string;
  meta: SourceMeta;
}

export interface SourceReading {
  root: string;
  meta: MetaCache;
  /** What transparent photos are flattened onto, for their colour. */
  background: string;
  decodeLimit: LimitFunction;
}

/** Adds the photos the refs name that `sources` lacks, gives those it has the refs' entries now; returns problems and warnings. */
export async function readSources(
  refs: readonly ImageSourceRef[],
  sources: Map<string, Source>,
  reading: SourceReading,
): Promise<{ problems: InputError[]; warnings: string[] }> {
  const problems: InputError[] = [];
  const warnings: string[] = [];
  await Promise.all(
    [...usesByFile(refs)].map(async ([file, where]) => {
      const known = sources.get(file);
      if (known) return void (known.where = where);
      const read = await readSource(file, where, reading);
      if (read instanceof InputError) return void problems.push(read);
      if (read.meta.untaggedCmyk) {
        warnings.push(
          `warning: ${where}: ${file} is CMYK without a colour profile, so its colours are converted with a standard ` +
            `press profile and may not be what you meant: export it as sRGB (or with its profile embedded)`,
        );
      }
      if (read.meta.animated) {
        warnings.push(
          `warning: ${where}: ${file} is animated, and a photo shows only its first frame: export the frame you want as a still (motion belongs in a video)`,
        );
      }
      sources.set(file, read);
    }),
  );
  return { problems, warnings };
}

/** Each file once, with every content entry that uses it. */
function usesByFile(refs: readonly ImageSourceRef[]): Map<string, string> {
  const wheres = new Map<string, string[]>();
  for (const ref of refs) wheres.set(ref.file, [...(wheres.get(ref.file) ?? []), ref.where]);
  return new Map([...wheres].map(([file, whereList]) => [file, [...new Set(whereList)].join(', ')]));
}

async function readSource(
  file: string,
  where: string,
  { root, meta, background, decodeLimit }: SourceReading,
): Promise<Source | InputError> {
  const abs = path.resolve(root, file);
  let bytes: Buffer;
  try {
    bytes = await readFile(abs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return new InputError({ file, usedBy: where, problem: code === 'ENOENT' ? PhotoNotFound({}) : PhotoUnreadable({ code }) });
  }
  const hash = sha256(bytes);
  let described = meta.get(hash);
  if (!described) {
    const read = await decodeLimit(() => describePhoto(bytes, background));
    if ('problem' in read) return new InputError({ file, usedBy: where, problem: read.problem });
    described = read;
    meta.set(hash, described);
  }
  const wrongFormat = formatProblem(file, described.format);
  if (wrongFormat) return new InputError({ file, usedBy: where, problem: wrongFormat });
  return { file, abs, where, hash, meta: described };
}

/** The photo's bytes described, or why the build cannot read them, in the owner's words. */
async function describePhoto(bytes: Buffer, background: string): Promise<SourceMeta | { problem: string }> {
  if (bytes.length === 0) return { problem: PhotoEmpty({}) };
  try {
    return await readSourceMeta(bytes, background);
  } catch (error) {
    return { problem: (await pixelLimitProblem(bytes, error)) ?? PhotoNotAnImage({ reason: firstLine(error) }) };
  }
}

/** Why the build would refuse `bytes` as the photo `file`, or null: what the editor asks of an upload before saving it. */
export async function photoProblem(file: string, bytes: Buffer): Promise<string | null> {
  const described = await describePhoto(bytes, '#ffffff');
  return 'problem' in described ? described.problem : formatProblem(file, described.format);
}
