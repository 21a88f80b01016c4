/**
 * The benchmark: `npm run bench` prints one table, `npm run bench -- --json` the rows as JSON.
 * Kind names (or `book`, `archive`) as arguments (`npm run bench -- numbrix`) run only those rows.
 * Each kind's bench is a module in bench/ registered below; seeds are fixed (`bench/1`, …).
 */
import { archiveBench } from './archive.ts';
import { bookBench } from './book.ts';
import { countdownBench } from './countdown.ts';
import { crossNumbersBench } from './cross-numbers.ts';
import type { BenchRow, KindBench } from './lib.ts';
import { numberMindBench } from './number-mind.ts';
import { numbrixBench } from './numbrix.ts';
import { secretNumberBench } from './secret-number.ts';

const BENCHES: KindBench[] = [numbrixBench, secretNumberBench, crossNumbersBench, countdownBench, numberMindBench, bookBench, archiveBench];

function table(rows: readonly BenchRow[]): string {
  const head = ['kind', 'case', 'runs', 'made', 'median ms', 'p90 ms', 'per s', 'target', 'met'];
  const body = rows.map((r) => [
    r.kind,
    r.case,
    String(r.runs),
    String(r.made),
    r.medianMs.toFixed(2),
    r.p90Ms.toFixed(2),
    r.perSecond.toFixed(1),
    r.target ?? '—',
    r.met === null ? '—' : r.met ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const left = new Set([0, 1, 7]);
  const line = (cells: string[]) =>
    cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const only = args.filter((a) => !a.startsWith('--'));
const unknown = only.filter((k) => !BENCHES.some((b) => b.kind === k));
if (unknown.length > 0) {
  process.stderr.write(`no bench for ${unknown.join(', ')}; there are: ${BENCHES.map((b) => b.kind).join(', ')}\n`);
  process.exit(2);
}

const start = performance.now();
const rows = [];
for (const bench of BENCHES.filter((b) => only.length === 0 || only.includes(b.kind))) rows.push(...(await bench.run()));
const seconds = (performance.now() - start) / 1000;

if (json) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else {
  process.stdout.write(`${table(rows)}\n\n`);
  process.stdout.write(
    `Node ${process.versions.node}; kind rows: ms per generated puzzle (failed seeds carried into the next success) or per solve, one core; book and archive rows: wall time of the whole; ${seconds.toFixed(1)} s in all.\n`,
  );
}
