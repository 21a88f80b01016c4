// The thread of swap-child.ts: the swap itself, its progress posted as output.
import { renameSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { writeAll } from '../../src/book/write.ts';

const { dir, label, holdAt } = workerData as { dir: string; label: string; holdAt?: number };
const say = (text: string) => parentPort!.postMessage({ out: text });
let said = false;
let renames = 0;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
writeAll(
  dir,
  ['a.pdf', 'a-answers.pdf', 'a.json'].map((name) => ({ name, data: `${label} ${name}` })),
  {
    rename: (from, to) => {
      if (!said) {
        said = true;
        say('swapping\n');
      }
      say(`rename ${++renames}\n`);
      // Held at the rename the test kills at, so the kill lands there however slowly the
      // message travels on a busy machine (a fixed pause let rename 4 finish first in CI).
      if (renames === holdAt) for (;;) sleep(60_000);
      sleep(200);
      renameSync(from, to);
    },
  },
);
say('done\n');
// Stay a moment so a signal sent late still finds the process.
await new Promise((resolve) => setTimeout(resolve, 100));
parentPort!.postMessage({ done: 0 });
