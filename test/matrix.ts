/**
 * The matrices the tests span: every kind × every language × every trim × a phone and a laptop.
 * `npm test` takes a sample of each: a row for each value of its longest axis, so every kind,
 * every language, every trim is met once, the other axes turned against it by the use's own
 * step, listed in USES, chosen so that across the suite every kind meets every language, trim,
 * device and print in some use (test/matrix.test.ts proves it): a kind is what a change most
 * often breaks, and what is added most. CI takes the rest (`npm run test:release` runs
 * the files named `*.matrix.test.ts` again with PUZZLEBOOK_MATRIX=rest), so the two are the whole
 * matrix between them; PUZZLEBOOK_MATRIX=all takes it whole in one run.
 *
 * PUZZLEBOOK_KIND=<name> takes every row of that kind alone, and `kinds()` that kind alone: the
 * new-kind check (test/kinds/new-kind.test.ts) runs the kind-looping files on the added kind.
 */
import { existsSync, readFileSync } from 'node:fs';
import { bookLanguages } from '../src/engine/catalog.ts';
import { KIND_NAMES, type KindName } from '../src/kinds/registry.ts';

/** Which part of each matrix this run takes. */
export type Part = 'sample' | 'rest' | 'all';
const asked = process.env.PUZZLEBOOK_MATRIX ?? 'sample';
if (asked !== 'sample' && asked !== 'rest' && asked !== 'all') throw new Error(`PUZZLEBOOK_MATRIX is "${asked}": sample, rest or all`);
export const PART: Part = asked;

/** The one kind PUZZLEBOOK_KIND names (refused if the registry has no such kind), or undefined. */
const only = process.env.PUZZLEBOOK_KIND || undefined;
if (only !== undefined && !(KIND_NAMES as readonly string[]).includes(only)) throw new Error(`PUZZLEBOOK_KIND is "${only}", not a kind of the registry: ${KIND_NAMES.join(', ')}`);
export const ONLY_KIND = only as KindName | undefined;

/** Every kind, or the one PUZZLEBOOK_KIND names: what a test looping over the kinds loops over. */
export const kinds = (): KindName[] => (ONLY_KIND ? [ONLY_KIND] : [...KIND_NAMES]);

/**
 * A run on one kind alone (PUZZLEBOOK_KIND: the new-kind check's, or a contributor's on a kind): a
 * test of a file that loops over the kinds that takes none of them, only kinds it names, is skipped
 * there (`it.skipIf(ONE_KIND)`), as the whole run runs it on the same code and the same kinds.
 */
export const ONE_KIND = ONLY_KIND !== undefined;

/** The axes, each value as tests name it. */
export const AXES = {
  kind: KIND_NAMES as readonly KindName[],
  language: bookLanguages() as readonly string[],
  /** The trims a book is tested on: the three print-on-demand sizes a novel's shelf uses, and a worksheet's two papers. */
  trim: ['6x9', '5x8', '5.5x8.5', 'letter', 'a4'] as const,
  device: ['phone', 'desktop'] as const,
  print: ['regular', 'large'] as const,
};
export type Axis = keyof typeof AXES;
type ValueOf<A extends Axis> = (typeof AXES)[A][number];
export type Row<A extends Axis> = { [K in A]: ValueOf<K> };

/**
 * Each use of a matrix: its axes, in order (the first is the one the others turn against when it
 * is the longest), and its turns: row i of turn t takes value (i + t·k) of its k-th axis. A use
 * with two turns takes twice the rows. A new use adds a line here; matrix.test.ts says if every
 * pair is still met.
 */
export const USES = {
  /** test/kinds/contract.matrix.test.ts: each kind's book, how-to page, key, worksheet and archive page in a language (its words and drawings in every language are contract.test.ts's, whole). */
  contract: { axes: ['kind', 'language'], turns: [1] },
  /**
   * test/pdf/how-to.matrix.test.ts: each kind's how-to page in regular or large print on a trim.
   * With `house` (the same axes, the other turns), every kind meets every trim and both prints.
   */
  'how-to': { axes: ['kind', 'print', 'trim'], turns: [0, 1, 2] },
  /**
   * test/site/puzzle-pages.matrix.test.ts: each kind's puzzle page in a browser, on a phone or a
   * laptop, in a language (its toolbar, screen, faces, axe, keys, pause, hints to the end, stored
   * progress, large text). One turn in npm test, of the kinds each playing a way of their own
   * (`waysOfPlaying`: Sudoku for the six on the grid player, Secret Number for the two on the
   * code keypad, and each kind with a player of its own), each language once; every kind's page
   * is still opened in npm test (`largest-page`), and played to the end in CI.
   * Its whole (`within`): every kind in every language on a phone, where a language's longer
   * words meet the narrowest screen; on a laptop, every kind in English and in half the other
   * languages (kind i in language j where i + j is even), so each kind meets the laptop in five
   * languages and each language meets it with half the kinds: what a laptop and a language do
   * together is met, pair by pair (issue 106: 213 rows of 272, 136 of them on a phone; CI's
   * slowest file).
   */
  'puzzle-page': { axes: ['kind', 'device', 'language'], turns: [0], kinds: () => waysOfPlaying(), within: (row) => row.device === 'phone' || row.language === 'en' || (AXES.kind.indexOf(row.kind) + AXES.language.indexOf(row.language)) % 2 === 0 },
  /**
   * test/site/puzzle-pages.matrix.test.ts: each kind's largest puzzle (English) on a phone or a
   * laptop (in view, targets, small print): in npm test each kind on one device (kind i on
   * device i + 1 mod 2: a kind for each way of playing meets the other in `puzzle-page`), CI the other.
   */
  'largest-page': { axes: ['kind', 'device'], turns: [1] },
  /**
   * test/book/render-every-template.matrix.test.ts: a kind's words and its player's, every
   * template rendered in a language. Its turns meet each kind with the languages `contract` does
   * not (its turn 1).
   */
  templates: { axes: ['kind', 'language'], turns: [0, 2, 3, 4, 5, 6, 7] },
  /** test/pdf/house.matrix.test.ts: each kind printed at its stated size, in regular or large print, on a trim. */
  house: { axes: ['kind', 'print', 'trim'], turns: [3, 4] },
} as const satisfies Record<string, { axes: readonly Axis[]; turns: readonly number[]; kinds?: () => readonly KindName[]; within?: (row: Row<'kind' | 'device' | 'language'>) => boolean }>;
export type Use = keyof typeof USES;
type AxesOf<U extends Use> = (typeof USES)[U]['axes'][number];

/**
 * Every row of a use's matrix, in order: its first axis slowest. A use whose whole is less than
 * every combination (its `within`) keeps the rows it names, and every row of its sample.
 */
function whole<U extends Use>(use: U): Row<AxesOf<U>>[] {
  const axes = USES[use].axes as readonly Axis[];
  const every = axes.reduce<Record<string, unknown>[]>((rows, axis) => rows.flatMap((row) => AXES[axis].map((value) => ({ ...row, [axis]: value }))), [{}]) as Row<AxesOf<U>>[];
  const within = (USES[use] as { within?: (row: never) => boolean }).within;
  if (!within) return every;
  const sampled = new Set(sampleOf(use).map((row) => JSON.stringify(row)));
  return every.filter((row) => within(row as never) || sampled.has(JSON.stringify(row)));
}

/**
 * The kinds that each play a way of their own, one for each: the first kind (in the registry's
 * order) built on each shared player of the play kit (src/play/*-player.ts, as its player.dom.ts
 * imports it), and every kind whose player is its own. A kind added on a shared player plays as
 * the first does; one with a player of its own is a way of its own.
 */
export function waysOfPlaying(): readonly KindName[] {
  return (ways ??= firstOfEachWay());
}
let ways: KindName[] | undefined;

function firstOfEachWay(): KindName[] {
  const seen = new Set<string>();
  return KIND_NAMES.filter((kind) => {
    const player = new URL(`../src/kinds/${kind}/player.dom.ts`, import.meta.url);
    const source = existsSync(player) ? readFileSync(player, 'utf8') : '';
    const way = /from '\.\.\/\.\.\/play\/([a-z-]+-player)\.ts'/.exec(source)?.[1] ?? kind;
    return !seen.has(way) && seen.add(way);
  });
}

/** The values of an axis a use's sample takes: a use may sample fewer kinds (its `kinds`). */
export function sampledValues(use: Use, axis: Axis): readonly unknown[] {
  const spec = USES[use] as { kinds?: () => readonly KindName[] };
  return axis === 'kind' && spec.kinds ? spec.kinds() : AXES[axis];
}

/** The rows `npm test` takes of a use: each turn's, a row for each value of its longest axis. */
export function sampleOf<U extends Use>(use: U): Row<AxesOf<U>>[] {
  const axes = USES[use].axes as readonly Axis[];
  const values = new Map(axes.map((axis) => [axis, sampledValues(use, axis)]));
  const n = Math.max(...axes.map((axis) => values.get(axis)!.length));
  const rows = USES[use].turns.flatMap((turn) => Array.from({ length: n }, (_, i) => Object.fromEntries(axes.map((axis, k) => [axis, values.get(axis)![(i + turn * k) % values.get(axis)!.length]]))));
  // Two turns may meet in a row: taken once.
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(JSON.stringify(row)) && seen.add(JSON.stringify(row))) as Row<AxesOf<U>>[];
}

/** The rows this run takes of a use's matrix (see PART and ONLY_KIND), in the order of the whole. */
export function matrix<U extends Use>(use: U): Row<AxesOf<U>>[] {
  const all = whole(use);
  const ofKind = (row: Row<AxesOf<U>>) => !('kind' in row) || ONLY_KIND === undefined || row.kind === ONLY_KIND;
  if (ONLY_KIND !== undefined || PART === 'all') return all.filter(ofKind);
  const sampled = new Set(sampleOf(use).map((row) => JSON.stringify(row)));
  return all.filter((row) => sampled.has(JSON.stringify(row)) === (PART === 'sample'));
}

/** A row as a test's name reads it: its values, in the axes' order. */
export const named = (row: Record<string, unknown>): string => Object.values(row).join(', ');
