// Preloaded (node --import) into a CLI process a test watches: when the process ends, its main
// thread adds a line to the file named by PUZZLEBOOK_ENDED_FILE, "ran out <code>" when its event
// loop ran out of work ('beforeExit', which process.exit() skips) and "exited <code>" otherwise.
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  let ranOut = false;
  process.on('beforeExit', () => {
    ranOut = true;
  });
  process.on('exit', (code) => appendFileSync(process.env.PUZZLEBOOK_ENDED_FILE, `${ranOut ? 'ran out' : 'exited'} ${code}\n`));
}
