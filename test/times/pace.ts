/**
 * The machine's pace: CPU-seconds a fixed piece of work takes here, so that test times measured
 * on different days can be compared. The machines here vary: the same code's `npm test` took
 * 524 CPU-s on 1 December and 808 on 2 December (docs/testing.md). A run's figures are only
 * believed against the pace measured beside them.
 *
 * The work is plain JavaScript of the kinds the tests do most (objects made and dropped, maps,
 * strings, arrays of numbers), none of it the project's, so that a change to the project never
 * changes the yardstick. Each of three child processes reports its own CPU; the least is the
 * pace (the others met some other work). `node test/times/pace.ts` prints it.
 */
import { execFileSync } from 'node:child_process';

const WORK = `
const start = process.cpuUsage();
let sum = 0;
for (let round = 0; round < 40; round++) {
  const map = new Map();
  for (let i = 0; i < 20000; i++) map.set('k' + ((i * 7919) % 20000), { i, cells: [i & 7, i & 15, i & 31] });
  for (const [key, value] of map) sum += key.length + value.cells[1];
  const grid = new Float64Array(40000);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.sqrt(i * round + 1);
  for (let i = 1; i < grid.length; i++) sum += grid[i] > grid[i - 1] ? 1 : 0;
  sum += JSON.stringify([...map.values()].slice(0, 2000)).length;
}
const { user, system } = process.cpuUsage(start);
process.stdout.write(JSON.stringify({ seconds: (user + system) / 1e6, sum }));
`;

/** CPU-seconds of the fixed work, the least of three runs, each in a process of its own. */
export function pace(): number {
  const runs = Array.from({ length: 3 }, () => (JSON.parse(execFileSync(process.execPath, ['-e', WORK], { encoding: 'utf8' })) as { seconds: number }).seconds);
  return Math.min(...runs);
}

if (import.meta.main) console.log(`pace: ${pace().toFixed(2)} CPU-s for the fixed work (less is a quicker machine)`);
