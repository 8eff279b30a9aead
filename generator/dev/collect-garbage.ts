// A full garbage collection once this thread has been idle for a while: edits leave the old copies
// of the modules they reloaded and the pages they replaced behind, and V8 would otherwise let its
// heap grow far before collecting them (with hundreds of pages, by hundreds of megabytes).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const IDLE_MS = 1500;

/** Tells when work starts and ends: the collection runs once no work has come for IDLE_MS. */
export function idleCollector() {
  let timer: NodeJS.Timeout | undefined;
  return {
    busy: () => clearTimeout(timer),
    idle: () => {
      clearTimeout(timer);
      timer = setTimeout(collectGarbage, IDLE_MS).unref();
    },
  };
}
