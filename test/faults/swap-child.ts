// A process that swaps three files into a folder with a slow rename (0.2 s each), on a
// supervised thread as the command line runs its commands (src/cli/supervise.ts), and says
// "swapping" when the first rename starts and "rename N" as the N-th starts: the test sends
// a signal while the swap is under way (interrupt.test.ts), or kills it outright as a given
// rename starts (the third argument: the thread waits there until it is killed).
import { supervise } from '../../src/cli/supervise.ts';

const [dir, label, holdAt] = process.argv.slice(2) as [string, string, string?];
process.exit(await supervise(new URL('./swap-thread.ts', import.meta.url), { dir, label, holdAt: holdAt ? Number(holdAt) : undefined }));
