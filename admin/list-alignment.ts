// How a list the editor saves lines up with the list in the file: which entries are the same,
// which one was edited, removed, added or moved. Entries are matched as a diff matches lines (the
// longest run in common), so removing the second of five entries removes that one, instead of
// rewriting the three after it; where a run of removed entries meets a run of added ones, they
// pair up as edits of the same entries, so changing one price inside an entry edits that entry.
import { diffArrays } from 'diff';
import { sameValue } from './yaml-values.ts';

export type ListStep =
  /** The entry at `from` in the file is saved as it is, at `to`. */
  | { kind: 'same'; from: number; to: number }
  /** The entry at `from` in the file becomes the saved entry at `to`, which differs. */
  | { kind: 'edited'; from: number; to: number }
  | { kind: 'removed'; from: number }
  /** A new entry at `to`; `movedFrom` is an entry removed from the file that holds the same value. */
  | { kind: 'added'; to: number; movedFrom?: number };

/** The steps from the file's list `before` to the saved list `after`, in the order of `after`. */
export function alignLists(before: readonly unknown[], after: readonly unknown[]): ListStep[] {
  const steps: ListStep[] = [];
  let from = 0;
  let to = 0;
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    const edited = Math.min(removed.length, added.length);
    for (let i = 0; i < edited; i++) steps.push({ kind: 'edited', from: removed[i]!, to: added[i]! });
    for (const r of removed.slice(edited)) steps.push({ kind: 'removed', from: r });
    for (const a of added.slice(edited)) steps.push({ kind: 'added', to: a });
    removed = [];
    added = [];
  };
  for (const change of diffArrays([...before], [...after], { comparator: sameValue })) {
    if (change.removed) for (let i = 0; i < change.count; i++) removed.push(from++);
    else if (change.added) for (let i = 0; i < change.count; i++) added.push(to++);
    else {
      flush();
      for (let i = 0; i < change.count; i++) steps.push({ kind: 'same', from: from++, to: to++ });
    }
  }
  flush();
  // An entry dragged to another place shows as removed here and added there: keep it whole.
  const unclaimed = new Set(steps.flatMap((s) => (s.kind === 'removed' ? [s.from] : [])));
  for (const step of steps) {
    if (step.kind !== 'added') continue;
    const twin = [...unclaimed].find((r) => sameValue(before[r], after[step.to]));
    if (twin !== undefined) {
      step.movedFrom = twin;
      unclaimed.delete(twin);
    }
  }
  return steps;
}
