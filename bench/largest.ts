/**
 * The largest puzzle of each kind, measured: for every band, the largest options a spec or
 * command may ask for (the schema's largest, or the largest size book/work-cap.ts lets the
 * band make in about a minute), one puzzle at a time as a book makes it (`makeWithin`: its
 * own seed, then its retries, each proved and graded, within the work its kind estimates,
 * `makingWork`). Times are the CPU seconds of this process, so other load on the machine does
 * not count; run nothing else heavy beside it, as a book's threads share the cores.
 *
 *   npx node bench/largest.ts [kind …] [--seeds 3] [--max] [--write]
 *
 * `--max` measures the schema's largest options even where they are refused (an expert 30×30
 * Numbrix: minutes a puzzle), to show why; `--write` puts the table into docs/bench.md
 * between `<!-- measured:largest -->` markers. Seeds are `bench/largest/1`, ….
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { makeWithin, tryOf } from '../src/book/make.ts';
import type { JobOf } from '../src/book/plan.ts';
import { largestFitting, MAX_PUZZLE_WORK } from '../src/book/work-cap.ts';
import { DIFFICULTIES, type Difficulty } from '../src/engine/kind.ts';
import { getKind, KIND_NAMES, type KindName, type OptionsInputOf, type OptionsOf } from '../src/kinds/registry.ts';
import { WORK_PER_SECOND } from '../src/engine/work.ts';
import { median } from './survey.ts';

/** One row's options: a label for the table, and the options as a spec gives them. */
interface Case<K extends KindName> {
  label: string;
  options: OptionsInputOf<K>;
}

/**
 * The largest, and the slowest, options of the kinds that have more than one worth measuring:
 * its size at the schema's top, and the other options that make it work hardest. A kind with
 * no entry is measured at its defaults (`largestCases`).
 */
const LARGEST: { readonly [K in KindName]?: readonly Case<K>[] } = {
  numbrix: [{ label: '30×30', options: { size: 30 } }],
  'secret-number': [
    { label: '5 digits', options: { digits: 5 } },
    { label: '5 digits, 3 decoys', options: { digits: 5, decoys: 3 } },
  ],
  'cross-numbers': [
    { label: '9×9', options: { size: 9 } },
    { label: '9×9, lines distinct', options: { size: 9, distinct: 'lines' } },
    { label: '9×9, left to right', options: { size: 9, order: 'left-to-right' } },
  ],
  countdown: [
    { label: 'classic', options: {} },
    { label: '4 large, 1–9999', options: { large: 4, target: [1, 9999] } },
    { label: '4 small cards, 1–20', options: { cards: 4, large: 0, target: [1, 20] } },
    { label: '5 small cards, 1–20', options: { cards: 5, large: 0, target: [1, 20] } },
    { label: '6 small cards, 1–20', options: { large: 0, target: [1, 20] } },
  ],
  'number-mind': [{ label: '20 digits', options: { length: 20 } }],
};

/**
 * The cases a kind is measured at: its own above, else its defaults (what a spec asking
 * nothing gets, the worked example's options where its options have no defaults), labelled
 * by its size (`sizing`) where it has one. So a kind added to the registry is measured too.
 */
function largestCases<K extends KindName>(kind: K): readonly Case<K>[] {
  const own = LARGEST[kind];
  if (own) return own;
  const k = getKind(kind);
  const options = (k.options.safeParse({}).success ? {} : k.example) as OptionsInputOf<K>;
  const parsed = k.options.parse(options) as OptionsOf<K>;
  return [{ label: k.sizing?.label(parsed) ?? 'defaults', options }];
}

interface Row {
  kind: KindName;
  options: string;
  band: Difficulty;
  seeds: number;
  made: number;
  /** CPU seconds per puzzle, all its tries: median and worst. */
  median: number;
  worst: number;
  /** Most tries one puzzle took (1: its own seed). */
  tries: number;
  /** Most work the generators spent (engine/budget.ts) on one puzzle, in seconds of work; null where the kind counts none. */
  spent: number | null;
  /** The kind's estimate (`makingWork`) in seconds of work; null where it gives none. */
  estimate: number | null;
  refused: boolean;
}

const seconds = (work: number) => work / WORK_PER_SECOND;

/** The largest options of a case this band may be asked for: the case's own, else the largest size that fits (null: none). */
function asked<K extends KindName>(kind: K, input: OptionsInputOf<K>, band: Difficulty, max: boolean): { options: OptionsOf<K>; label: string } | null {
  const options = getKind(kind).options.parse(input) as OptionsOf<K>;
  if (max) return { options, label: '' };
  const fit = largestFitting(kind, options, band);
  return fit && { options: fit, label: JSON.stringify(fit) === JSON.stringify(options) ? '' : sizeLabel(kind, fit) };
}

/** A size in words for a case made smaller than the schema's largest: as the kind's `sizing` words it (only a kind with one is made smaller). */
function sizeLabel<K extends KindName>(kind: K, o: OptionsOf<K>): string {
  return getKind(kind).sizing?.label(o) ?? JSON.stringify(o);
}

function measure<K extends KindName>(kind: K, label: string, options: OptionsOf<K>, band: Difficulty, seeds: number): Row {
  const k = getKind(kind);
  const estimate = k.makingWork ? seconds(k.makingWork(options, band)) : null;
  const times: number[] = [];
  let made = 0;
  let tries = 0;
  let spent: number | null = null;
  for (let i = 1; i <= seeds; i++) {
    const job = { index: 0, section: 0, n: 1, id: `largest-${i}`, seed: `bench/largest/${i}`, kind, options, difficulty: band, language: 'en' } as JobOf<K>;
    const before = process.cpuUsage();
    const { record, work } = makeWithin(job, 0);
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1e6);
    if (record) {
      made++;
      tries = Math.max(tries, tryOf(record) + 1);
    }
    if (work > 0) spent = Math.max(spent ?? 0, seconds(work));
    process.stderr.write(`${kind} ${label} ${band} seed ${i}: ${times.at(-1)!.toFixed(2)} s${record ? '' : ' (none made)'}\n`);
  }
  return { kind, options: label, band, seeds, made, median: median(times), worst: Math.max(...times), tries, spent, estimate, refused: (estimate ?? 0) * WORK_PER_SECOND > MAX_PUZZLE_WORK };
}

function table(rows: readonly Row[]): string {
  const head = ['kind', 'options', 'band', 'seeds', 'made', 'median s', 'worst s', 'tries', 'spent s', 'estimate s', 'within'];
  const num = (x: number | null) => (x === null ? '—' : x < 10 ? x.toFixed(2) : x.toFixed(1));
  const body = rows.map((r) => [
    r.kind,
    r.options,
    r.band,
    String(r.seeds),
    String(r.made),
    num(r.median),
    num(r.worst),
    String(r.tries),
    num(r.spent),
    num(r.estimate),
    r.estimate === null ? '—' : r.worst <= r.estimate && (r.spent ?? 0) <= r.estimate ? (r.refused ? 'refused' : 'yes') : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const left = new Set([0, 1, 2, 10]);
  const line = (cells: string[]) => cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const MARKER = /<!-- measured:largest -->\n[\s\S]*?<!-- \/measured -->/;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const seedsAt = args.indexOf('--seeds');
const seeds = seedsAt >= 0 ? Number(args[seedsAt + 1]) : 3;
const kinds = args.filter((a) => (KIND_NAMES as string[]).includes(a)) as KindName[];
if (!Number.isInteger(seeds) || seeds < 1) throw new Error('--seeds takes a whole number of 1 or more');

/** The rows of one kind: each of its cases at every band it is not refused at. */
function measureKind<K extends KindName>(kind: K): Row[] {
  const k = getKind(kind);
  const rows: Row[] = [];
  for (const c of largestCases(kind)) {
    const parsed = k.options.parse(c.options) as OptionsOf<K>;
    // Warmed up first (a small puzzle of the options' first band), so no row pays for compiling the kind's code.
    const first = DIFFICULTIES.find((band) => !k.refuses?.(parsed, band));
    if (first) makeWithin({ index: 0, section: 0, n: 1, id: 'warm-up', seed: 'bench/largest/warm-up', kind, options: k.options.parse(k.example), difficulty: first, language: 'en' } as JobOf<K>, 0);
    for (const band of DIFFICULTIES) {
      if (k.refuses?.(parsed, band)) continue;
      const at = asked(kind, c.options, band, flag('--max'));
      if (!at) continue;
      rows.push(measure(kind, at.label ? `${at.label} (${c.label} refused)` : c.label, at.options, band, seeds));
    }
  }
  return rows;
}

const start = performance.now();
const rows: Row[] = (kinds.length ? kinds : KIND_NAMES).flatMap((kind) => measureKind(kind));
const out = table(rows);
const cpu = cpus();
const note = `${seeds} seed${seeds === 1 ? '' : 's'} a row, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.versions.node}, ${new Date().toISOString().slice(0, 10)}; ${((performance.now() - start) / 1000).toFixed(0)} s in all`;
process.stdout.write(`${out}\n\n${note}\n`);
if (flag('--write')) {
  const page = new URL('../docs/bench.md', import.meta.url);
  const text = readFileSync(page, 'utf8');
  if (!MARKER.test(text)) throw new Error('docs/bench.md has no <!-- measured:largest --> markers');
  writeFileSync(page, text.replace(MARKER, `<!-- measured:largest -->\n\`\`\`\n${out}\n\`\`\`\n\n${note}.\n<!-- /measured -->`));
  process.stdout.write('wrote the largest puzzles into docs/bench.md\n');
}
