// The actions of Decap's local backend protocol that the editor's backend offers, and what each
// names that must be checked first. An action not listed here is not offered.
import type { PathKind } from './editor-scope.ts';

export type BackendMode = 'fs' | 'git';

export interface Named {
  field: string;
  value: unknown;
  /** 'list' stands for a param that should have been a list and is not: the request is malformed. */
  kind: PathKind | 'draft' | 'list' | 'status' | 'base64';
}

/** The statuses of a draft in Decap's editorial workflow (decap-cms-core's constants/publishModes.ts). */
export const WORKFLOW_STATUSES: readonly string[] = ['draft', 'pending_review', 'pending_publish'];

interface Action {
  /** git mode's editorial workflow only (drafts on branches). */
  gitOnly?: true;
  /** In git mode, whether it checks out another branch or commits: the working tree must be clean. */
  changesBranches?: true;
  /** It writes the files it names: a folder where one would be is refused, as decap-server would fail with 500. */
  writes?: true;
  /** The files it reads or deletes, each of which must be a file (on the draft's branch when it names a draft), else 404:
   * decap-server would fail with 500 reading a photo, answer null for a content file, and say it deleted what is not there. */
  needsFiles?: true;
  names(params: Params): Named[];
}

type Params = Record<string, unknown>;

const at = (field: string, value: unknown, kind: Named['kind']): Named => ({ field, value, kind });
export const record = (value: unknown): Params => (value && typeof value === 'object' ? (value as Params) : {});
const each = (params: Params, field: string, item: (value: unknown, where: string) => Named[]): Named[] => {
  const list = params[field];
  return Array.isArray(list) ? list.flatMap((value, i) => item(value, `${field}[${i}]`)) : [at(field, list, 'list')];
};
const draftOf = (params: Params): Named => at('collection/slug', `${String(params.collection)}/${String(params.slug)}`, 'draft');
/** unpublishedEntry's draft: its id ('collection/slug') when it has one, which decap-server reads instead. */
const draftById = (params: Params): Named => (typeof params.id === 'string' ? at('id', params.id, 'draft') : draftOf(params));
const none = () => [];

/** The content files persistEntry saves, as sent: a list of { path, raw } (one entry, or a draft's dataFiles). */
export const savedFiles = (params: Params): unknown => params.dataFiles ?? [params.entry];

/** A photo uploaded: its path, and its content as base64. */
const upload = (asset: unknown, where: string): Named[] => [
  at(`${where}.path`, record(asset).path, 'media file'),
  at(`${where}.content`, record(asset).content, 'base64'),
];

/** The content files an entry is saved to, the photos saved with it, and in the editorial workflow its draft and the draft's status. */
function persistedEntry(params: Params): Named[] {
  const options = record(params.options);
  const dataFiles = savedFiles(params);
  // A newPath is refused as a rename (request-gate.ts).
  const named = each({ dataFiles }, 'dataFiles', (file, where) => [at(`${where}.path`, record(file).path, 'content file')]);
  const assets = each(params, 'assets', upload);
  const first = record(Array.isArray(dataFiles) ? dataFiles[0] : undefined);
  const draft =
    options.useWorkflow === true
      ? [
          at('options.collectionName', `${String(options.collectionName)}/${String(first.slug)}`, 'draft'),
          at('options.status', options.status, 'status'),
        ]
      : [];
  return [...named, ...assets, ...draft];
}

const ACTIONS: Readonly<Record<string, Action>> = {
  info: { names: none },
  getDeployPreview: { names: none },
  getEntry: { needsFiles: true, names: (p) => [at('path', p.path, 'content file')] },
  entriesByFiles: { names: (p) => each(p, 'files', (file, where) => [at(`${where}.path`, record(file).path, 'content file')]) },
  persistEntry: { changesBranches: true, writes: true, names: persistedEntry },
  getMedia: { names: (p) => [at('mediaFolder', p.mediaFolder, 'media folder')] },
  getMediaFile: { needsFiles: true, names: (p) => [at('path', p.path, 'media file')] },
  persistMedia: { changesBranches: true, writes: true, names: (p) => upload(p.asset, 'asset') },
  deleteFile: { changesBranches: true, needsFiles: true, names: (p) => [at('path', p.path, 'media file')] },
  deleteFiles: {
    changesBranches: true,
    needsFiles: true,
    names: (p) => each(p, 'paths', (file, where) => [at(where, file, 'media file')]),
  },
  unpublishedEntries: { gitOnly: true, names: none },
  unpublishedEntry: { gitOnly: true, changesBranches: true, names: (p) => [draftById(p)] },
  unpublishedEntryDataFile: { gitOnly: true, changesBranches: true, names: (p) => [draftOf(p), at('path', p.path, 'content file')] },
  unpublishedEntryMediaFile: {
    gitOnly: true,
    changesBranches: true,
    needsFiles: true,
    names: (p) => [draftOf(p), at('path', p.path, 'media file')],
  },
  updateUnpublishedEntryStatus: { gitOnly: true, names: (p) => [draftOf(p), at('newStatus', p.newStatus, 'status')] },
  deleteUnpublishedEntry: { gitOnly: true, changesBranches: true, names: (p) => [draftOf(p)] },
  publishUnpublishedEntry: { gitOnly: true, changesBranches: true, names: (p) => [draftOf(p)] },
};

export function offeredAction(name: unknown, mode: BackendMode): Action | undefined {
  const action = typeof name === 'string' && Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : undefined;
  return action && (mode === 'git' || !action.gitOnly) ? action : undefined;
}
