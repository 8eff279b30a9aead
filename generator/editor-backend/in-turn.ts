// decap-server checks out a draft's branch for the length of a request, so whatever reads the
// checkout next must wait until it is back on the publishing branch.
import type { ServerResponse } from 'node:http';

/** Runs `task` once every task handed over before it has settled; its result. */
export type InTurn = <T>(task: () => Promise<T>) => Promise<T>;

export function inTurn(): InTurn {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const result = last.then(task);
    last = result.catch(() => {});
    return result;
  };
}

/** A bug in a middleware must not leave the editor waiting for ever. */
const UNANSWERED_MS = 120_000;

/** Not when the connection closes: a closed page leaves decap-server's git commands running. */
export function answered(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const end = res.end;
    res.end = function (this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
      resolve();
      return end.apply(this, args);
    } as ServerResponse['end'];
    res.once('close', () => {
      if (!res.writableEnded) setTimeout(resolve, UNANSWERED_MS).unref();
    });
  });
}
