// Preloaded (node --import) into a CLI process a test measures: at exit it writes the
// process's peak resident memory, in KB, to the file named by PUZZLEBOOK_MAX_RSS_FILE.
// On Linux that is VmHWM, the high-water mark of this program's own memory: getrusage's
// maxRSS also counts the memory the process had before exec, a copy of its parent's (a test
// worker that has grown to a gigabyte made every child it spawned seem a gigabyte).
import { readFileSync, writeFileSync } from 'node:fs';

function peakKb() {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]);
  } catch {
    // Not Linux: the rusage figure, which includes the parent's at exec.
  }
  return process.resourceUsage().maxRSS;
}

process.on('exit', () => {
  writeFileSync(process.env.PUZZLEBOOK_MAX_RSS_FILE, String(peakKb()));
});
