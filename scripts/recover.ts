// tsx scripts/recover.ts [DIR]: the recovery on its own (npm run preview runs it too), to put
// DIR (dist/ by default) back if a build was killed in the middle of swapping it, and remove
// the temporary folders interrupted builds left beside it. See generator/write/recover.ts.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeRecovery, recoverOutput } from '../generator/write/recover.ts';

const outDir = path.resolve(parseArgs({ allowPositionals: true }).positionals[0] ?? 'dist');
const message = describeRecovery(outDir, await recoverOutput(outDir));
if (message) console.log(message);
