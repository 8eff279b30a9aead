// Git mode's work, one piece after another. decap-server checks out a draft's branch for the
// length of a request, so the next request's gate, and anything else that reads the checkout
// (the branch the dev server names in the editor's configuration), must wait until it is back
// on the branch the editor publishes to.
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

/**
 * How long a request the handler never answers may hold the others up: a bug in a middleware
 * must not leave the editor waiting for ever.
 */
const UNANSWERED_MS = 120_000;

/**
 * Resolves once the handler has ended its answer to `res`. Not when the connection closes: a page
 * that is closed or navigates away closes it while decap-server's git commands still run, and the
 * next request would then find the checkout on the draft's branch.
 */
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
