// What the gate changes in decap-server's answer, where it cannot know beforehand what decap-server answers.
import type { Response } from 'express';
import { record } from './editor-actions.ts';

/** Sends what `amend` makes of decap-server's answer instead of it; 500 if `amend` fails. */
export function amendAnswer(res: Response, amend: (answer: unknown) => unknown): void {
  const json = res.json.bind(res);
  res.json = (answer: unknown) => {
    const failed = () => {
      res.status(500);
      return json({ error: 'The answer could not be checked' });
    };
    Promise.resolve(answer).then(amend).then(json, failed);
    return res;
  };
}

/** Makes a list that decap-server answers, or the list in a field of its answer, keep only the items `keep` says yes to. */
export function keepInList(res: Response, keep: (item: unknown) => Promise<boolean>, field?: string): void {
  amendAnswer(res, async (answer) => {
    const items = field ? record(answer)[field] : answer;
    if (!Array.isArray(items)) return answer;
    const kept = await Promise.all(items.map(keep));
    const list = items.filter((_, i) => kept[i]);
    return field ? { ...record(answer), [field]: list } : list;
  });
}
