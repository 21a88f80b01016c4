/**
 * What a book is estimated to cost against what it costs: for every kind, size and band a
 * spec may ask for by its size alone (book/costs.ts `allCells`, bar those refused before any
 * work), puzzles made one at a time as a book makes them (`makeWithin`: its own seed, then its
 * retries, proved and graded), the mean CPU of one in this process. Two sets of seeds a cell:
 * `bench/costs/…` is what each kind's costs.json holds (`--table` writes it), `bench/estimates/…`
 * checks the estimate a spec is held to (work-cap.ts `expectedPuzzleWork`) against puzzles
 * the table never saw, marking a ratio outside 3×.
 *
 *   npx node bench/estimates.ts [kind …] [--count 50] [--seconds 1] [--json] [--rows a.json,b.json] [--table] [--write]
 *   npx node bench/estimates.ts [kind …] --more rows.json [--fewer 5 | --redo kind/size/band,… | --add kind/size/band,…] [--seconds 4] --json
 *
 * A cell's set stops at `--count` puzzles or after `--seconds` of CPU, whichever comes first,
 * one puzzle at least (an expert 23×23 Numbrix takes seconds). `--json` prints the rows;
 * `--rows` reads rows printed so (kinds measured in parallel) instead of measuring; `--write`
 * puts the table into docs/bench.md between `<!-- measured:estimates -->` markers; `--more`
 * gives the cells of rows printed so that made fewer than `--fewer` puzzles more seeds, after
 * those they made, so a slow cell's mean is over more of them. Tens of
 * minutes in all, so not part of `npm run bench`; run nothing else heavy beside it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { allCells, type Cell, DEFAULTS, sizeInput } from '../src/book/costs.ts';
import { makeWithin } from '../src/book/make.ts';
import { type JobOf, puzzleSeed } from '../src/book/plan.ts';
import { expectedPuzzleWork, tooSlow } from '../src/book/work-cap.ts';
import { DIFFICULTIES, type Difficulty } from '../src/engine/kind.ts';
import { WORK_PER_SECOND } from '../src/engine/work.ts';
import { getKind, KIND_NAMES, type KindName, type OptionsOf } from '../src/kinds/registry.ts';
import { flagValue } from './lib.ts';

/** One set of a cell's puzzles: how many were made and their mean CPU milliseconds. */
interface Measured {
  n: number;
  ms: number;
}

export interface EstimateRow {
  kind: KindName;
  size: number | typeof DEFAULTS;
  band: Difficulty;
  /** The table's seeds (`bench/costs`) and the check's (`bench/estimates`). */
  table: Measured;
  check: Measured;
}

/** Puzzles of one cell from seeds `<prefix>/…`, until `count` or `seconds` of CPU. */
function measureSet<K extends KindName>(kind: K, options: OptionsOf<K>, band: Difficulty, prefix: string, count: number, seconds: number, after: Measured = { n: 0, ms: 0 }): Measured {
  let cpu = after.ms * after.n * 1000;
  let n = after.n;
  const spent = cpu;
  while (n < after.n + count && (n === after.n || cpu - spent < seconds * 1e6)) {
    n++;
    const job = { index: 0, section: 0, n, id: `estimates-${n}`, seed: puzzleSeed(prefix, kind, band, n), kind, options, difficulty: band, language: 'en' } as JobOf<K>;
    const before = process.cpuUsage();
    makeWithin(job, 0);
    const used = process.cpuUsage(before);
    cpu += used.user + used.system;
  }
  return { n, ms: cpu / 1000 / n };
}

/**
 * Puzzles of the kind's example, then of the cell about to be measured, unmeasured: so no cell
 * pays for compiling its kind's code (the first cells measured, a sub-millisecond 3×3, cost 5×
 * what they did once warm).
 */
function warmUp(kind: KindName, options: OptionsOf<KindName>, band: Difficulty): void {
  const k = getKind(kind);
  const example = k.options.parse(k.example) as OptionsOf<KindName>;
  measureSet(kind, example, DIFFICULTIES.find((b) => !k.refuses?.(example as never, b)) ?? 'easy', 'bench/warm-up', 20, 0.5);
  measureSet(kind, options, band, 'bench/warm-up', 20, 0.5);
}

/** Whether a cell is asked for at all: not refused by its kind, nor as more than a minute a puzzle. */
function asked(cell: Cell): OptionsOf<KindName> | null {
  const k = getKind(cell.kind);
  const options = k.options.parse(sizeInput(cell.kind, cell.size)) as OptionsOf<KindName>;
  if (k.refuses?.(options as never, cell.band)) return null;
  return tooSlow({ kind: cell.kind, options, difficulty: cell.band }) ? null : options;
}

/** The estimate a spec is held to for a cell, in milliseconds of one core. */
const estimateMs = (r: EstimateRow): number => {
  const options = getKind(r.kind).options.parse(sizeInput(r.kind, r.size));
  return (expectedPuzzleWork({ kind: r.kind, options, difficulty: r.band }) / WORK_PER_SECOND) * 1000;
};

const ms = (x: number) => (x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0));

/** Within 3× either way. */
const holds = (ratio: number) => ratio <= 3 && ratio >= 1 / 3;

export function estimatesTable(rows: readonly EstimateRow[]): string {
  const head = '| kind | size | band | estimate ms | measured ms | puzzles | ratio | within 3× |';
  const rule = '|---|---|---|---:|---:|---:|---:|---|';
  const body = rows.map((r) => {
    const estimate = estimateMs(r);
    const ratio = estimate / r.check.ms;
    return `| ${r.kind} | ${r.size} | ${r.band} | ${ms(estimate)} | ${ms(r.check.ms)} | ${r.check.n} | ${ratio.toFixed(2)} | ${holds(ratio) ? 'yes' : '**NO**'} |`;
  });
  return [head, rule, ...body].join('\n');
}

/** A kind's costs.json, in its folder (`PuzzleKind.costs`). */
const costsFile = (kind: KindName) => new URL(`../src/kinds/${kind}/costs.json`, import.meta.url);

/**
 * A cell's cost from the table's seeds, pooled with its neighbours a size either side (each
 * brought to its size by the power of the size its kind and band grow by, fitted over all its
 * sizes): a slow cell's mean is over a few puzzles, and one seed that misses its band and pays
 * its retries is then a third of the sample, not all of it.
 */
function pooled(rows: readonly EstimateRow[], r: EstimateRow): number {
  const size = r.size;
  if (size === DEFAULTS) return r.table.ms;
  const same = rows.filter((o): o is EstimateRow & { size: number } => o.kind === r.kind && o.band === r.band && o.size !== DEFAULTS && o.table.ms > 0);
  // The growth a size, by least squares of log ms on log size, each cell weighed by its puzzles.
  const w = same.reduce((a, o) => a + o.table.n, 0);
  const mx = same.reduce((a, o) => a + o.table.n * Math.log(o.size), 0) / w;
  const my = same.reduce((a, o) => a + o.table.n * Math.log(o.table.ms), 0) / w;
  const sxx = same.reduce((a, o) => a + o.table.n * (Math.log(o.size) - mx) ** 2, 0);
  const sxy = same.reduce((a, o) => a + o.table.n * (Math.log(o.size) - mx) * (Math.log(o.table.ms) - my), 0);
  const power = sxx > 0 ? sxy / sxx : 0;
  const near = same.filter((o) => Math.abs(o.size - size) <= 1);
  const n = near.reduce((a, o) => a + o.table.n, 0);
  return near.reduce((a, o) => a + o.table.n * o.table.ms * (size / o.size) ** power, 0) / n;
}

/**
 * Each measured kind's costs.json (band → size → ms, three significant figures), from the
 * table's seeds' means, pooled: only the kinds measured are written (a kind added is measured alone).
 */
function costsFiles(rows: readonly EstimateRow[]): Map<KindName, string> {
  const out = new Map<KindName, Record<string, Record<string, number>>>();
  for (const r of rows) {
    const costs = out.get(r.kind) ?? {};
    out.set(r.kind, costs);
    (costs[r.band] ??= {})[String(r.size)] = Number(pooled(rows, r).toPrecision(3));
  }
  return new Map([...out].map(([kind, costs]) => [kind, `${JSON.stringify(costs)}\n`]));
}

const MARKER = /<!-- measured:estimates -->\n[\s\S]*?<!-- \/measured:estimates -->/;

const args = process.argv.slice(2);
const value = (name: string) => flagValue(name, args);
const count = Number(value('--count') ?? 50);
const seconds = Number(value('--seconds') ?? 1);
const kinds = args.filter((a) => (KIND_NAMES as string[]).includes(a)) as KindName[];
if (!Number.isInteger(count) || count < 1) throw new Error('--count takes a whole number of 1 or more');
if (!(seconds > 0)) throw new Error('--seconds takes a number above 0');

const start = performance.now();
let rows: EstimateRow[] = [];
const from = value('--rows');
const more = value('--more');
if (more) {
  // Rows of an earlier run whose cells made fewer than `--fewer` puzzles, each given more seeds, after those it made.
  // `--redo kind/size/band,…`: cells measured again from their first seed, warmed up on themselves.
  const fewer = Number(value('--fewer') ?? 5);
  const redo = new Set(value('--redo')?.split(',') ?? []);
  // `--add kind/size/band,…`: those cells given more seeds after theirs, both sets.
  const add = new Set(value('--add')?.split(',') ?? []);
  for (const r of JSON.parse(readFileSync(more, 'utf8')) as EstimateRow[]) {
    const again = redo.has(`${r.kind}/${r.size}/${r.band}`);
    const added = add.has(`${r.kind}/${r.size}/${r.band}`);
    if (!again && !added && ((kinds.length && !kinds.includes(r.kind)) || (r.table.n >= fewer && r.check.n >= fewer) || redo.size + add.size > 0)) {
      rows.push(r);
      continue;
    }
    const options = getKind(r.kind).options.parse(sizeInput(r.kind, r.size)) as OptionsOf<KindName>;
    if (again) warmUp(r.kind, options, r.band);
    const table = measureSet(r.kind, options, r.band, 'bench/costs', count, seconds, again ? undefined : r.table);
    const check = measureSet(r.kind, options, r.band, 'bench/estimates', count, seconds, again ? undefined : r.check);
    rows.push({ ...r, table, check });
    process.stderr.write(`${r.kind} ${r.size} ${r.band}: ${ms(table.ms)} ms (${table.n}), check ${ms(check.ms)} ms (${check.n})\n`);
  }
} else if (from) {
  for (const file of from.split(',')) rows.push(...(JSON.parse(readFileSync(file, 'utf8')) as EstimateRow[]));
  const order = (r: EstimateRow) => KIND_NAMES.indexOf(r.kind) * 1e4 + (r.size === DEFAULTS ? 999 : r.size) * 10 + DIFFICULTIES.indexOf(r.band);
  rows.sort((a, b) => order(a) - order(b));
} else {
  let warmed: KindName | null = null;
  for (const cell of allCells(kinds.length ? kinds : KIND_NAMES)) {
    const options = asked(cell);
    if (!options) continue;
    if (warmed !== cell.kind) {
      warmUp(cell.kind, options, cell.band);
      warmed = cell.kind;
    }
    const table = measureSet(cell.kind, options, cell.band, 'bench/costs', count, seconds);
    const check = measureSet(cell.kind, options, cell.band, 'bench/estimates', count, seconds);
    rows.push({ kind: cell.kind, size: cell.size, band: cell.band, table, check });
    process.stderr.write(`${cell.kind} ${cell.size} ${cell.band}: ${ms(table.ms)} ms (${table.n}), check ${ms(check.ms)} ms (${check.n})\n`);
  }
}

if (args.includes('--table')) {
  for (const [kind, json] of costsFiles(rows)) {
    writeFileSync(costsFile(kind), json);
    process.stderr.write(`wrote src/kinds/${kind}/costs.json\n`);
  }
}
if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify(rows)}\n`);
} else {
  const out = estimatesTable(rows);
  const missed = rows.filter((r) => !holds(estimateMs(r) / r.check.ms));
  const cpu = cpus();
  const note = `${rows.length} cells, ${missed.length} outside 3×${missed.length ? ` (${missed.map((r) => `${r.kind} ${r.size} ${r.band}`).join(', ')})` : ''}; ${from ? 'each cell over the puzzles its row says, as the runs that measured it made them' : `a cell's seeds stop at ${count} puzzles or ${seconds} s of CPU`}; ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.versions.node}, ${new Date().toISOString().slice(0, 10)}${from ? '' : `; ${((performance.now() - start) / 1000).toFixed(0)} s in all`}`;
  process.stdout.write(`${out}\n\n${note}\n`);
  if (args.includes('--write')) {
    const page = new URL('../docs/bench.md', import.meta.url);
    const text = readFileSync(page, 'utf8');
    if (!MARKER.test(text)) throw new Error('docs/bench.md has no <!-- measured:estimates --> markers');
    writeFileSync(page, text.replace(MARKER, `<!-- measured:estimates -->\n${out}\n\n${note}.\n<!-- /measured:estimates -->`));
    process.stdout.write('wrote the estimates into docs/bench.md\n');
  }
}
