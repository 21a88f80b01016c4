/**
 * How often a book is refused a puzzle: for every kind, at every size its options offer (the
 * values of its size option, as the /make/ page offers them: src/site/make/choices.ts) and
 * every band not refused there up front (`refuses`, or more than the minute one puzzle may
 * take: book/work-cap.ts), puzzles made one at a time as a book makes them (`makeWithin`: its
 * own seed, then its retries, within its work), counting those none of whose seeds reached the
 * band: each one a book or `generate` refused. Issue 83: a spec written with the defaults must
 * not fail one time in five, and where the docs call a size supported, none of 10,000 should.
 *
 *   npx node bench/refusals.ts [kind …] [--count 10000] [--seconds 10] [--size 5,8] [--band medium]
 *                              [--json] [--rows a.json,b.json] [--write]
 *
 * A cell stops at `--count` puzzles or after `--seconds` (a large Numbrix takes seconds a
 * puzzle), whichever comes first: the table says how many it tried. `--json` prints the rows;
 * `--rows` reads rows printed so (runs in parallel, or a cell run again for more puzzles: a later
 * file's row replaces an earlier one's) instead of measuring; `--write` puts the table into
 * docs/bench.md between `<!-- measured:refusals -->` markers. Seeds: `bench/refusals/<kind>/<band>/<n>`,
 * the same at every size.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { makeWithin } from '../src/book/make.ts';
import { type JobOf, puzzleSeed } from '../src/book/plan.ts';
import { tooSlow } from '../src/book/work-cap.ts';
import { DIFFICULTIES, type Difficulty, refusalText } from '../src/engine/kind.ts';
import { getKind, KIND_NAMES, type KindName, type OptionsOf } from '../src/kinds/registry.ts';
import { sizeChoices } from '../src/site/make/choices.ts';
import { median } from './survey.ts';
import { flagValue } from './lib.ts';

export interface RefusalRow {
  kind: KindName;
  size: string;
  band: Difficulty;
  /** Puzzles asked for; 0 where the band is refused up front at this size (`refused` says why). */
  tried: number;
  refusals: number;
  /** Median wall milliseconds of one puzzle, all its seeds. */
  medianMs: number;
  /** The cell's limits: at most `count` puzzles, or `seconds` of them. */
  count: number;
  seconds: number;
  refused?: string;
}

/** One kind's cases: each size its size option offers, else its defaults. */
function sizesOf<K extends KindName>(kind: K): { label: string; input: object }[] {
  const choice = sizeChoices()[kind];
  if (!choice) return [{ label: 'defaults', input: {} }];
  const k = getKind(kind);
  return choice.values.map((value) => {
    const input = { [choice.option]: value };
    const parsed = k.options.parse(input) as OptionsOf<K>;
    return { label: k.sizing?.label(parsed) ?? (choice.square ? `${value}×${value}` : `${choice.option} ${value}`), input };
  });
}

function measureCell<K extends KindName>(kind: K, size: string, input: object, band: Difficulty, count: number, seconds: number): RefusalRow {
  const k = getKind(kind);
  const options = k.options.parse(input) as OptionsOf<K>;
  const said = k.refuses?.(options as never, band);
  const refused = said ? refusalText(said) : tooSlow({ kind, options, difficulty: band });
  if (refused) return { kind, size, band, tried: 0, refusals: 0, medianMs: Number.NaN, count, seconds, refused };
  const times: number[] = [];
  let refusals = 0;
  const stop = performance.now() + seconds * 1000;
  for (let n = 1; n <= count && performance.now() < stop; n++) {
    const seed = puzzleSeed('bench/refusals', kind, band, n);
    const job = { index: 0, section: 0, n, id: `refusals-${n}`, seed, kind, options, difficulty: band, language: 'en' } as JobOf<K>;
    const start = performance.now();
    const { record } = makeWithin(job, 0);
    times.push(performance.now() - start);
    if (!record) {
      refusals++;
      process.stderr.write(`${kind} ${size} ${band}: refused ${seed}\n`);
    }
  }
  return { kind, size, band, tried: times.length, refusals, medianMs: median(times), count, seconds };
}

const percent = (r: RefusalRow) => (r.tried === 0 ? '—' : `${((100 * r.refusals) / r.tried).toFixed(r.refusals === 0 ? 0 : 2)}%`);

export function refusalsTable(rows: readonly RefusalRow[]): string {
  const head = '| kind | size | band | tried | refusals | rate | median ms |';
  const rule = '|---|---|---|---:|---:|---:|---:|';
  const body = rows.map((r) =>
    r.tried === 0
      ? `| ${r.kind} | ${r.size} | ${r.band} | — | — | refused up front | — |`
      : `| ${r.kind} | ${r.size} | ${r.band} | ${r.tried} | ${r.refusals} | ${percent(r)} | ${r.medianMs < 10 ? r.medianMs.toFixed(1) : r.medianMs.toFixed(0)} |`,
  );
  return [head, rule, ...body].join('\n');
}

const MARKER = /<!-- measured:refusals -->\n[\s\S]*?<!-- \/measured:refusals -->/;

const args = process.argv.slice(2);
const value = (name: string) => flagValue(name, args);
const count = Number(value('--count') ?? 10_000);
const seconds = Number(value('--seconds') ?? 10);
const sizes = value('--size')?.split(',');
const bands = (value('--band')?.split(',') ?? DIFFICULTIES) as Difficulty[];
const kinds = args.filter((a) => (KIND_NAMES as string[]).includes(a)) as KindName[];
if (!Number.isInteger(count) || count < 1) throw new Error('--count takes a whole number of 1 or more');
if (!(seconds > 0)) throw new Error('--seconds takes a number above 0');

const start = performance.now();
let rows: RefusalRow[];
const from = value('--rows');
if (from) {
  // Rows of earlier runs, a later file's row for a cell replacing an earlier one's, in the registry's order.
  const cells = new Map<string, RefusalRow>();
  for (const file of from.split(',')) for (const r of JSON.parse(readFileSync(file, 'utf8')) as RefusalRow[]) cells.set(`${r.kind}|${r.size}|${r.band}`, r);
  const order = (r: RefusalRow) => KIND_NAMES.indexOf(r.kind);
  rows = [...cells.values()].map((r) => ({ ...r, medianMs: r.medianMs ?? Number.NaN })).sort((a, b) => order(a) - order(b));
} else {
  rows = [];
  for (const kind of kinds.length ? kinds : KIND_NAMES) {
    for (const { label, input } of sizesOf(kind)) {
      if (sizes && !sizes.includes(String(Object.values(input)[0] ?? label))) continue;
      for (const band of bands) {
        const row = measureCell(kind, label, input, band, count, seconds);
        rows.push(row);
        process.stderr.write(`${kind} ${label} ${band}: ${row.refused ? 'refused up front' : `${row.refusals}/${row.tried}, median ${row.medianMs.toFixed(1)} ms`}\n`);
      }
    }
  }
}

if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify(rows)}\n`);
} else {
  const tried = rows.reduce((n, r) => n + r.tried, 0);
  const refused = rows.reduce((n, r) => n + r.refusals, 0);
  const cpu = cpus();
  // The limits most cells ran with, then those of cells run again for more (`--rows`).
  const ran = rows.filter((r) => r.tried > 0);
  const most = (key: 'count' | 'seconds') => {
    const seen = ran.map((r) => r[key]);
    return seen.sort((a, b) => seen.filter((x) => x === b).length - seen.filter((x) => x === a).length)[0] ?? (key === 'count' ? count : seconds);
  };
  const again = [...new Set(ran.filter((r) => r.seconds !== most('seconds')).map((r) => r.seconds))].sort((a, b) => a - b);
  const limits = `a cell stops at ${most('count').toLocaleString('en')} puzzles or after ${most('seconds')} s${again.length ? ` (${again.join(', ')} s where it was run again for more)` : ''}`;
  const note = `${limits}; ${tried.toLocaleString('en')} puzzles, ${refused} refused; ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.versions.node}, ${new Date().toISOString().slice(0, 10)}${from ? '' : `; ${((performance.now() - start) / 1000).toFixed(0)} s in all`}`;
  const out = refusalsTable(rows);
  process.stdout.write(`${out}\n\n${note}\n`);
  if (args.includes('--write')) {
    const page = new URL('../docs/bench.md', import.meta.url);
    const text = readFileSync(page, 'utf8');
    if (!MARKER.test(text)) throw new Error('docs/bench.md has no <!-- measured:refusals --> markers');
    writeFileSync(page, text.replace(MARKER, `<!-- measured:refusals -->\n${out}\n\n${note}.\n<!-- /measured:refusals -->`));
    process.stdout.write('wrote the refusals into docs/bench.md\n');
  }
}
