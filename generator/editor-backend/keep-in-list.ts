// What the gate checks in decap-server's answer, where it cannot know beforehand what decap-server lists.
import type { Response } from 'express';
import { record } from './editor-actions.ts';

/** Makes a list that decap-server answers, or the list in a field of its answer, keep only the items `keep` says yes to. */
export function keepInList(res: Response, keep: (item: unknown) => Promise<boolean>, field?: string): void {
  const json = res.json.bind(res);
  res.json = (answer: unknown) => {
    const items = field ? record(answer)[field] : answer;
    if (!Array.isArray(items)) return json(answer);
    const answered = (list: unknown[]) => (field ? { ...record(answer), [field]: list } : list);
    Promise.all(items.map(keep))
      .then((kept) => json(answered(items.filter((_, i) => kept[i]))))
      .catch(() => res.status(500).json({ error: 'The listing failed' }));
    return res;
  };
}
