// A full garbage collection in this thread, whatever flags the process was started with: the dev
// server's threads collect when idle, and the render worker measures what survives one.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
export const collectGarbage = runInNewContext('gc') as () => void;
