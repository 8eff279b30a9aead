// tsx scripts/recover.ts [DIR]: before serving a built site (npm start, npm run preview), put
// DIR (dist/ by default) back if a build was killed in the middle of swapping it, and remove
// the temporary folders interrupted builds left beside it. See generator/recover.ts.
import path from 'node:path';
import { describeRecovery, recoverOutput } from '../generator/recover.ts';

const outDir = path.resolve(process.argv[2] ?? 'dist');
const message = describeRecovery(outDir, await recoverOutput(outDir));
if (message) console.log(message);
