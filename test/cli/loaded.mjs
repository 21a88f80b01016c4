// Preloaded (node --import) into a CLI process a test watches: each module a thread of it
// loads (its URL, one a line) is added to the file named by PUZZLEBOOK_LOADED_FILE. A
// command's own thread runs this too, as Node gives a worker the process's --import.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

registerHooks({
  load(url, context, nextLoad) {
    appendFileSync(process.env.PUZZLEBOOK_LOADED_FILE, `${url}\n`);
    return nextLoad(url, context);
  },
});
