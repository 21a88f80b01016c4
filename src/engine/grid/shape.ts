import type { Square } from '../grid-labels.ts';
import { popcount } from './bits.ts';
import { mapped } from './lists.ts';

/**
 * A grid puzzle's constraints, as the kit reads them: cells numbered row by row, the digits
 * they may hold, and the groups that bind them. A kind states its shape (Sudoku: rows, columns
 * and boxes; a cage puzzle: rows, columns and cages) and the kit's techniques, proof and clue
 * remover work on it without knowing the kind.
 */

/** What a group is, as sentences name it ("box 5", "row 3"). */
export type GroupKind = 'row' | 'column' | 'box' | 'cage' | 'run';

/** A group's kind and its number among groups of that kind, from 1. */
export interface GroupId {
  kind: GroupKind;
  n: number;
}

/**
 * A group as a sentence names it. A row, column or box by its number, as the page numbers them;
 * a cage or a run, whose number no page prints, by its clue and where it lies: `at` its first
 * square in reading order (where a cage's clue is printed) and `end` its last (so two runs from
 * one square are told apart).
 */
export interface GroupName extends GroupId {
  clue?: string;
  at?: Square;
  end?: Square;
}

/**
 * What a group's digits must reach, where it has a total: a cage's or a run's sum (`+`), a
 * cage's product (`*`), the difference or the quotient of a two-cell cage's digits, larger
 * over smaller (`-`, `/`), or a one-cell cage's digit itself (`=`).
 */
export interface Total {
  readonly op: '+' | '-' | '*' | '/' | '=';
  readonly target: number;
}

export interface Group extends GroupId {
  readonly cells: readonly number[];
  /** Its total, for a cage or a run. */
  readonly total?: Total;
  /** Its clue as the page prints it, where that is more than the total's number (Calcudoku's "12+"). */
  readonly clue?: string;
  /**
   * A house holds every digit of the grid exactly once (a Sudoku row, column or box); a group
   * that is not holds each at most once (a Kakuro run, a Killer cage), or repeats are allowed
   * (`distinct` false: a Calcudoku cage spanning rows and columns).
   */
  readonly house: boolean;
  readonly distinct: boolean;
}

/**
 * A rule of a kind's own beyond its groups (a Futoshiki's sign, a Skyscrapers clue), as
 * latin.c's callbacks let each of Tatham's games add its own to the shared solver: the kit's
 * counter narrows by it, its board checks it, and the kind's own techniques (its `Rung`s) read it
 * to say a step. The kit knows none by name.
 */
export interface Constraint {
  /** The cells it binds. */
  readonly cells: readonly number[];
  /**
   * Narrows the candidates (masks of digits, `cand[cell]`) to what it allows, by `cut(cell,
   * keep)`: the cell keeps only the digits of `keep`; `cut` answers false when that leaves the
   * cell none. Answers false on a contradiction. It must be sound (never cut a digit some answer
   * puts there); it need not be complete, as every answer the counter finds is held to `holds`.
   */
  narrow(cand: ArrayLike<number>, cut: (cell: number, keep: number) => boolean): boolean;
  /** Whether the digits written keep it (`filled[cell]` 0: nothing written there yet, which breaks nothing). */
  holds(value: ArrayLike<number>, filled: ArrayLike<number>): boolean;
  /** Counted work of one narrowing, about (`engine/work.ts`: a cell visited is one); its cells' count when absent. */
  readonly work?: number;
}

export interface Shape {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  /** The digits a cell may hold, as a mask. */
  readonly digits: number;
  readonly groups: readonly Group[];
  /** Each cell's groups (indices into `groups`). */
  readonly groupsOf: readonly (readonly number[])[];
  /** Each cell's peers: the other cells of its distinct groups, which may not share its digit. */
  readonly peers: readonly Int32Array[];
  /** Whether two cells are peers: `sees[a * size + b]`. */
  readonly sees: Uint8Array;
  /** The houses, easiest to scan first (boxes, then rows, then columns): where singles and subsets are looked for. */
  readonly houses: readonly number[];
  /** The houses' cells end to end, each house from `houseStart[i]` to `houseStart[i + 1]` (in `houses` order): for the hot loops. */
  readonly houseCells: Int32Array;
  readonly houseStart: Int32Array;
  /** The rows and the columns that are houses (indices into `groups`), by number: where fish swim. Empty when rows and columns are not houses. */
  readonly rows: readonly number[];
  readonly cols: readonly number[];
  /** Pairs of distinct groups sharing two or more cells, the first a house: where candidates are locked. */
  readonly crossings: readonly { house: number; other: number; shared: readonly number[] }[];
  /** The groups with a total (indices into `groups`). */
  readonly totals: readonly number[];
  /** The kind's own rules beyond its groups. */
  readonly constraints: readonly Constraint[];
  /**
   * Whether each cell is in play: in some group. A cell in none (a Kakuro's black square) holds
   * no digit; boards, the counter and the step solver leave it out.
   */
  readonly open: Uint8Array;
}

const SCAN: Record<GroupKind, number> = { box: 0, row: 1, column: 2, cage: 3, run: 4 };

/** The shape of a grid of `width` × `height` cells holding `digits`, bound by `groups` and by the kind's own `constraints`. */
export function shapeOf(width: number, height: number, digits: number, groups: readonly Group[], constraints: readonly Constraint[] = []): Shape {
  const size = width * height;
  const groupsOf: number[][] = Array.from({ length: size }, () => []);
  groups.forEach((g, i) => g.cells.forEach((c) => groupsOf[c]!.push(i)));
  const sees = new Uint8Array(size * size);
  for (const g of groups) {
    if (!g.distinct) continue;
    for (const a of g.cells) for (const b of g.cells) if (a !== b) sees[a * size + b] = 1;
  }
  const peers = Array.from({ length: size }, (_, a) => {
    const out: number[] = [];
    for (let b = 0; b < size; b++) if (sees[a * size + b]) out.push(b);
    return Int32Array.from(out);
  });
  const houses = groups
    .map((g, i) => [g, i] as const)
    .filter(([g]) => g.house)
    .sort(([a, i], [b, j]) => SCAN[a.kind] - SCAN[b.kind] || i - j)
    .map(([, i]) => i);
  const byKind = (kind: GroupKind) => groups.flatMap((g, i) => (g.kind === kind && g.house ? [i] : [])).sort((i, j) => groups[i]!.n - groups[j]!.n);
  const rows = byKind('row');
  const cols = byKind('column');
  const fish = rows.length === height && cols.length === width && popcount(digits) === width && width === height;
  const crossings: { house: number; other: number; shared: number[] }[] = [];
  for (const h of houses) {
    const mine = new Set(groups[h]!.cells);
    groups.forEach((g, o) => {
      if (o === h || !g.distinct) return;
      const shared = g.cells.filter((c) => mine.has(c));
      if (shared.length >= 2 && shared.length < g.cells.length) crossings.push({ house: h, other: o, shared });
    });
  }
  const houseStart = new Int32Array(houses.length + 1);
  houses.forEach((h, i) => (houseStart[i + 1] = houseStart[i]! + groups[h]!.cells.length));
  const houseCells = Int32Array.from(houses.flatMap((h) => groups[h]!.cells));
  const totals = groups.flatMap((g, i) => (g.total ? [i] : []));
  const open = Uint8Array.from(groupsOf, (gs) => (gs.length > 0 ? 1 : 0));
  return { width, height, size, digits, groups, groupsOf, peers, sees, houses, houseCells, houseStart, rows: fish ? rows : [], cols: fish ? cols : [], crossings, totals, constraints, open };
}

/**
 * `base` with more groups that are no house: the same shape `shapeOf` makes of all the groups, so
 * that a generator trying thousands of cuts of one grid builds only the groups. Groups that bind no
 * repeats (a Calcudoku's cages) share the base's peers and crossings; distinct ones (a Killer's
 * cages) copy the base's `sees` and rebuild only the peers of their own cells and their crossings.
 */
export function shapeWith(base: Shape, more: readonly Group[]): Shape {
  const groups = [...base.groups, ...more];
  const groupsOf = mapped(base.groupsOf, (gs) => [...gs]);
  const totals = [...base.totals];
  more.forEach((g, i) => {
    if (g.house) throw new Error('shapeWith: groups that are no house only');
    for (const c of g.cells) groupsOf[c]!.push(base.groups.length + i);
    if (g.total) totals.push(base.groups.length + i);
  });
  // The base's cells in play, shared unless a new group brings one in.
  let open = base.open;
  for (const g of more) {
    for (const c of g.cells) {
      if (open[c]) continue;
      if (open === base.open) open = base.open.slice();
      open[c] = 1;
    }
  }
  const distinct = more.some((g) => g.distinct);
  if (!distinct) return { ...base, groups, groupsOf, totals, open };
  const { size } = base;
  const sees = base.sees.slice();
  // Each cell's peers new to it, then its peers the base's and those, in order.
  const added = new Map<number, number[]>();
  for (const g of more) {
    if (!g.distinct) continue;
    for (const a of g.cells) {
      for (const b of g.cells) {
        if (a === b || sees[a * size + b]) continue;
        sees[a * size + b] = 1;
        const into = added.get(a);
        if (into) into.push(b);
        else added.set(a, [b]);
      }
    }
  }
  const peers = base.peers.slice();
  for (const [a, cells] of added) {
    const out = new Int32Array(base.peers[a]!.length + cells.length);
    out.set(base.peers[a]!);
    out.set(cells, base.peers[a]!.length);
    peers[a] = out.sort();
  }
  // Each new distinct group's crossings with the houses its cells lie in, put in `shapeOf`'s order (by house as scanned, then group).
  const scan = new Int32Array(base.groups.length).fill(-1);
  base.houses.forEach((h, i) => (scan[h] = i));
  const crossings = [...base.crossings];
  more.forEach((g, i) => {
    if (!g.distinct) return;
    const shared: number[][] = [];
    for (const c of g.cells) for (const h of base.groupsOf[c]!) if (scan[h]! >= 0) (shared[h] ??= []).push(c);
    shared.forEach((cells, house) => {
      if (cells.length >= 2 && cells.length < g.cells.length) crossings.push({ house, other: base.groups.length + i, shared: cells });
    });
  });
  crossings.sort((x, y) => scan[x.house]! - scan[y.house]! || x.other - y.other);
  return { ...base, groups, groupsOf, peers, sees, crossings, totals, open };
}

/** Each row and each column of a grid, as houses (`house`) or as groups without repeats. */
export function linesOf(width: number, height: number, house = true): Group[] {
  return [
    ...Array.from({ length: height }, (_, r) => ({ kind: 'row' as const, n: r + 1, cells: Array.from({ length: width }, (_, c) => r * width + c), house, distinct: true })),
    ...Array.from({ length: width }, (_, c) => ({ kind: 'column' as const, n: c + 1, cells: Array.from({ length: height }, (_, r) => r * width + c), house, distinct: true })),
  ];
}

/** The boxes of a square grid of side `side`, each `boxWidth` × `boxHeight`, numbered left to right, top to bottom. */
export function boxesOf(side: number, boxWidth: number, boxHeight: number): Group[] {
  const across = side / boxWidth;
  return Array.from({ length: side }, (_, b) => {
    const top = Math.floor(b / across) * boxHeight;
    const left = (b % across) * boxWidth;
    const cells = Array.from({ length: side }, (_, i) => (top + Math.floor(i / boxWidth)) * side + left + (i % boxWidth));
    return { kind: 'box' as const, n: b + 1, cells, house: true, distinct: true };
  });
}
