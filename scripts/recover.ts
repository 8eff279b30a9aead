// tsx scripts/recover.ts [DIR]: the recovery on its own (generator/write/recover.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeRecovery, recoverOutput } from '../generator/write/recover.ts';

const outDir = path.resolve(parseArgs({ allowPositionals: true }).positionals[0] ?? 'dist');
const message = describeRecovery(outDir, await recoverOutput(outDir));
if (message) console.log(message);
