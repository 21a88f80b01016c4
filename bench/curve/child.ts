/**
 * Runs the command line as `node bin/puzzlebook.js <args>` does, in this process, and at its
 * exit writes this process's resource usage to the file named first: its peak resident memory
 * counts every thread of the process (the command's own, Astro's, the proof workers'), which
 * no outside tool is needed for.
 *
 *   node bench/curve/child.ts <usage.json> site --books DIR --out DIR …
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [usageFile, ...args] = process.argv.slice(2);
if (!usageFile) throw new Error('usage: node bench/curve/child.ts <usage.json> <puzzlebook arguments>');
const bin = fileURLToPath(new URL('../../bin/puzzlebook.js', import.meta.url));
// bin/puzzlebook.js ends with process.exit(status): 'exit' is heard then, after all the work.
process.on('exit', () => writeFileSync(usageFile, JSON.stringify(process.resourceUsage())));
process.argv = [process.argv[0]!, bin, ...args];
await import(bin);
