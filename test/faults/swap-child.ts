// A process that swaps three files into a folder with a slow rename (0.2 s each), under the
// command line's signal handlers, and says "swapping" when the first rename starts and
// "rename N" as the N-th starts: the test sends a signal while the swap is under way
// (interrupt.test.ts), or kills it outright after a given rename.
import { handleInterrupts } from '../../src/book/interrupt.ts';
import { writeAll } from '../../src/book/write.ts';

const [dir, label] = process.argv.slice(2) as [string, string];
handleInterrupts();
let said = false;
let renames = 0;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const { renameSync } = await import('node:fs');
writeAll(
  dir,
  ['a.pdf', 'a-answers.pdf', 'a.json'].map((name) => ({ name, data: `${label} ${name}` })),
  {
    rename: (from, to) => {
      if (!said) {
        said = true;
        process.stdout.write('swapping\n');
      }
      process.stdout.write(`rename ${++renames}\n`);
      sleep(200);
      renameSync(from, to);
    },
  },
);
process.stdout.write('done\n');
// Stay a moment so a signal sent late still finds the process.
await new Promise((resolve) => setTimeout(resolve, 100));
