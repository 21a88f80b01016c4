// Preloaded (node --import) into a CLI process a test measures: at exit it writes the
// process's peak resident memory, in KB, to the file named by PUZZLEBOOK_MAX_RSS_FILE.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  writeFileSync(process.env.PUZZLEBOOK_MAX_RSS_FILE, String(process.resourceUsage().maxRSS));
});
