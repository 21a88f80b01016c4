import { digitsOf, popcount } from './bits.ts';
import type { Board } from './board.ts';
import { type Combinations, combinationsOf } from './rules.ts';
import type { Shape, Total } from './shape.ts';
import { type Finding, type GridTechnique, nameOf, squareIn, strikeDigit, struckSaid } from './technique.ts';

/**
 * The techniques of groups with a total (a cage's target, a run's sum): the combinations a
 * person lists for a cage or a run, a digit every combination puts in one line, and a line's
 * own total (the "innie"). Each reads the board as it stands, so a sentence names only
 * combinations the cells' candidates still allow.
 */

/**
 * The last combinations found for each group of the board last asked about, with the
 * candidates they were found from (end to end, each group's at its own offset): a step changes
 * a few cells, and every technique of a total asks again of every group, so most answers are
 * the last one. One board at a time: a generator solves thousands, one after another, and a
 * weak map's entry a board costs more than the finding.
 */
let knownBoard: Board | null = null;
let knownFound: (Combinations | undefined)[] = [];
let knownCand = new Uint32Array(0);
let knownAt = new Int32Array(0);

/** A group's combinations on a board as it stands (`combinationsOf`), found again only when its cells' candidates changed. */
export function groupCombinations(board: Board, group: number): Combinations {
  const { groups } = board.shape;
  if (knownBoard !== board) {
    // The lists are kept from board to board, grown when too short: a generator solves thousands of boards, each asked of from its start.
    knownBoard = board;
    if (knownAt.length < groups.length + 1) knownAt = new Int32Array(2 * groups.length + 1);
    for (let g = 0; g < groups.length; g++) knownAt[g + 1] = knownAt[g]! + groups[g]!.cells.length;
    if (knownFound.length < groups.length) knownFound = new Array(2 * groups.length);
    knownFound.fill(undefined, 0, groups.length);
    if (knownCand.length < knownAt[groups.length]!) knownCand = new Uint32Array(2 * knownAt[groups.length]!);
  }
  const { cells, total } = groups[group]!;
  const at = knownAt[group]!;
  const last = knownFound[group];
  // Whether the candidates are those the last answer was found from, or fewer (as a solve narrows them: it is read again from there).
  let same = last !== undefined;
  let fewer = last !== undefined && last !== null;
  for (let i = 0; i < cells.length && (same || fewer); i++) {
    const was = knownCand[at + i]!;
    const now = board.cand[cells[i]!]!;
    same &&= was === now;
    fewer &&= (now & ~was) === 0;
  }
  if (same) return last as Combinations;
  const found = combinationsOf(board.shape, cells, board.cand, total!, fewer ? last : null);
  for (let i = 0; i < cells.length; i++) knownCand[at + i] = board.cand[cells[i]!]!;
  knownFound[group] = found;
  return found;
}

/** How a clue prints its operation: the signs of arithmetic, the same in every language the book is printed in. */
export const SIGNS: Readonly<Record<Total['op'], string>> = { '+': '+', '-': '−', '*': '×', '/': '÷', '=': '' };

/** Whether every one of these cells has its digit written in. */
function allFilled(filled: Uint8Array, cells: readonly number[]): boolean {
  for (let i = 0; i < cells.length; i++) if (!filled[cells[i]!]) return false;
  return true;
}

/** Whether a group's keeps (a mask per cell, in its order) cross anything off its empty cells. */
function strikes(board: Board, cells: readonly number[], keep: readonly number[]): boolean {
  for (let i = 0; i < cells.length; i++) if (!board.filled[cells[i]!] && board.cand[cells[i]!]! & ~keep[i]!) return true;
  return false;
}

/** What a group's keeps (a mask per cell, in its order) cross off its empty cells, cell by cell: a plain loop, not flatMap, as the step solver asks it at every step. */
function struckBy(board: Board, cells: readonly number[], keep: readonly number[]): { cell: number; values: number }[] {
  const strike: { cell: number; values: number }[] = [];
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    if (!board.filled[c] && board.cand[c]! & ~keep[i]!) strike.push({ cell: c, values: board.cand[c]! & ~keep[i]! });
  }
  return strike;
}

/** A group's clue as a sentence names it: its total and its sign, and the square it is printed in (its first cell). */
export const clueOf = (shape: Shape, group: number) => {
  const g = shape.groups[group]!;
  return { group: nameOf(shape, group), op: g.total!.op, sign: SIGNS[g.total!.op], target: g.total!.target, at: squareIn(shape, g.cells[0]!), size: g.cells.length };
};

/**
 * A group's combinations: of the ways its empty cells can reach its total, given what they may
 * hold now, the digits none of them uses are crossed off. `most`: the combinations a person
 * lists at this rung (1: a group with a single combination left, seen at a glance, as "16 in
 * two is 7 and 9"); a group with more is left to a later rung. The pencil marks read are the
 * digits of the combinations listed, none for a single one.
 */
export function combinations(key: string, most: number): GridTechnique {
  return {
    key,
    says: key,
    find(board: Board): Finding | null {
      const { shape, filled } = board;
      for (const g of shape.totals) {
        const { cells } = shape.groups[g]!;
        if (allFilled(filled, cells)) continue;
        const found = groupCombinations(board, g);
        // No combination left is no step but a contradiction (givens that cannot all hold): no
        // sentence can list it, so the group is passed by and the steps stop short of an answer.
        if (!found || found.combos.length === 0 || found.combos.length > most || !strikes(board, cells, found.keep)) continue;
        const strike = struckBy(board, cells, found.keep);
        const paper = found.combos.length > 1 ? found.combos.reduce((n, combo) => n + combo.length, 0) : 0;
        return { from: [...cells], place: [], strike, paper, data: { ...clueOf(shape, g), combos: found.combos, struck: struckSaid(shape, strike) } };
      }
      return null;
    },
    sweep(board: Board): boolean {
      const { shape, filled, cand } = board;
      let moved = false;
      for (const g of shape.totals) {
        const { cells } = shape.groups[g]!;
        if (allFilled(filled, cells)) continue;
        const found = groupCombinations(board, g);
        if (!found || found.combos.length > most) continue;
        for (let i = 0; i < cells.length; i++) {
          const c = cells[i]!;
          if (!filled[c] && cand[c]! & ~found.keep[i]!) moved = board.strike(c, ~found.keep[i]!) !== 0 || moved;
        }
      }
      return moved;
    },
  };
}

/**
 * For each crossing of a group with a house (`crossingsOf`), the digits every filling puts in
 * the cells they share: found once a set of fillings and a way of crossing, kept with the
 * fillings (`Combinations.sures`, by the crossings' `key`), which many boards share.
 */
function suresOf(found: NonNullable<Combinations>, crossings: Crossings, digits: number): Int32Array {
  found.sures ??= new Map();
  let masks = found.sures.get(crossings.key);
  if (!masks) {
    masks = new Int32Array(crossings.length).fill(digits);
    for (const values of found.fillings) {
      for (let k = 0; k < crossings.length; k++) {
        let here = 0;
        for (const i of crossings[k]!.shared) here |= 1 << values[i]!;
        masks[k]! &= here;
      }
    }
    found.sures.set(crossings.key, masks);
  }
  return masks;
}

/** Each house a group crosses, with the group's cells there (positions in the group), and the positions' pattern as a key. */
type Crossings = { house: number; shared: number[] }[] & { key: string };

/** Each group's crossings on the shape last asked about (one at a time, as `groupCombinations`'s boards). */
let crossingsShape: Shape | null = null;
let crossingsKnown: Crossings[] = [];

/** Each house a group with a total crosses without lying wholly in it, and the group's cells there (positions in the group): found once a shape. */
function crossingsOf(shape: Shape, group: number): Crossings {
  if (crossingsShape !== shape) {
    crossingsShape = shape;
    crossingsKnown = [];
  }
  let out = crossingsKnown[group];
  if (!out) {
    // Plain loops: every shape the generator tries asks this of each of its cages.
    const { cells } = shape.groups[group]!;
    const list: { house: number; shared: number[] }[] = [];
    for (let i = 0; i < cells.length; i++) {
      const groups = shape.groupsOf[cells[i]!]!;
      for (let j = 0; j < groups.length; j++) {
        const house = groups[j]!;
        if (!shape.groups[house]!.house) continue;
        let k = 0;
        while (k < list.length && list[k]!.house !== house) k++;
        if (k === list.length) list.push({ house, shared: [] });
        list[k]!.shared.push(i);
      }
    }
    let key = '';
    let n = 0;
    for (let k = 0; k < list.length; k++) {
      // A house the group fills wholly is no crossing.
      if (list[k]!.shared.length === shape.groups[list[k]!.house]!.cells.length) continue;
      list[n++] = list[k]!;
      key += (n > 1 ? ';' : '') + list[k]!.shared.join(',');
    }
    list.length = n;
    crossingsKnown[group] = out = Object.assign(list, { key });
  }
  return out;
}

/**
 * A group's digit locked in a line: every way a cage can reach its total puts digit v in the
 * cells it shares with one row (or column), so that row's v is there, and v is crossed off the
 * row's other cells.
 */
export const lockedInLine: GridTechnique = {
  key: 'cage-line',
  says: 'cage-line',
  find(board: Board): Finding | null {
    const { shape } = board;
    let finding: Finding | null = null;
    lockedDigits(board, (g, cells, found, h, sure) => {
      const line = shape.groups[h]!.cells;
      for (const v of digitsOf(sure)) {
        const strike = strikeDigit(board, line, v, (c) => cells.includes(c));
        if (strike.length === 0) continue;
        finding = {
          from: [...cells, ...line],
          place: [],
          strike,
          paper: found.combos.reduce((n, combo) => n + combo.length, 0),
          data: { ...clueOf(shape, g), combos: found.combos, value: v, line: nameOf(shape, h), cells: strike.map((s) => squareIn(shape, s.cell)) },
        };
        return true;
      }
      return false;
    });
    return finding;
  },
  sweep(board: Board): boolean {
    let moved = false;
    lockedDigits(board, (_, cells, __, house, sure) => {
      for (const c of board.shape.groups[house]!.cells) if (!cells.includes(c)) moved = board.strike(c, sure) !== 0 || moved;
      return false;
    });
    return moved;
  },
};

/**
 * Each group with a total and each house it crosses where every filling puts digits not yet
 * written there (`sure`), in turn, as the board stands when it is reached: what `lockedInLine`
 * finds and sweeps; `visit` returning true stops it. Plain loops, not a generator: it is the
 * generator's hot path.
 */
function lockedDigits(board: Board, visit: (group: number, cells: readonly number[], found: NonNullable<Combinations>, house: number, sure: number) => boolean): void {
  const { shape, filled, value } = board;
  for (const g of shape.totals) {
    const { cells } = shape.groups[g]!;
    if (cells.length < 2 || allFilled(filled, cells)) continue;
    const found = groupCombinations(board, g);
    if (!found || found.fillings.length === 0) continue;
    const crossings = crossingsOf(shape, g);
    const sures = suresOf(found, crossings, shape.digits);
    for (let k = 0; k < crossings.length; k++) {
      if (!sures[k]) continue;
      const { shared, house } = crossings[k]!;
      let written = 0;
      for (let i = 0; i < shared.length; i++) if (filled[cells[shared[i]!]!]) written |= 1 << value[cells[shared[i]!]!]!;
      const sure = sures[k]! & ~written;
      if (sure && visit(g, cells, found, house, sure)) return;
    }
  }
}

/** Cells left over at most, for a line's total: a person adds up what is known and splits the rest among two or three cells. */
const MOST_LEFT = 3;

/** The largest product a person takes a line's known cages out of: a 6×6 row's 720, not a 7×7's 5,040 or two rows' 518,400. */
const MOST_PRODUCT = 720;

/**
 * A line's own total (the "innie"): a row of an N×N Latin square holds 1..N, so it adds up to
 * N(N+1)/2 and multiplies to N!; `lines` neighbouring rows (or columns) together add up to that
 * many times as much. The cages wholly inside them with a sum (or a product) and their written
 * digits account for part of it; the two or three cells left over make up the rest, and are
 * narrowed to the digits some way of reaching it uses. Only for shapes whose rows and columns
 * hold every digit.
 */
export function linesTotal(lines: 1 | 2): GridTechnique {
  const key = lines === 1 ? 'line-total' : 'lines-total';
  return {
    key,
    says: key,
    // Plain loops, and the step's words made apart (`lineFinding`): the optimizing compiler
    // compiles this in every generator run, and took 42 ms over destructured loops and callbacks (24 without).
    find(board: Board): Finding | null {
      const { shape, filled, cand } = board;
      const bands = bandsOf(shape, lines);
      for (let b = 0; b < bands.length; b++) {
        const band = bands[b]!;
        const cells = band.cells;
        let empty = 0;
        for (let i = 0; i < cells.length; i++) if (!filled[cells[i]!]) empty++;
        for (let o = 0; o < band.ops.length; o++) {
          const sum = band.ops[o]!;
          const op = sum.op;
          const whole = sum.whole;
          // The cages wholly inside that add up (or multiply) as the lines do account for `total`; a written digit outside them too.
          let known = sum.total;
          const left: number[] = [];
          let written = 0;
          for (let i = 0; i < sum.uncovered.length; i++) {
            const c = sum.uncovered[i]!;
            if (!filled[c]) left.push(c);
            else {
              known = op === '+' ? known + board.value[c]! : known * board.value[c]!;
              written++;
            }
          }
          if (left.length === 0 || left.length > MOST_LEFT || left.length === empty || sum.inside.length === 0) continue;
          if (op === '*' && whole % known !== 0) continue;
          const rest: Total = { op, target: op === '+' ? whole - known : whole / known };
          const found = combinationsOf(shape, left, cand, rest);
          // None: a contradiction, not a step (as a group's combinations).
          if (!found || found.fillings.length === 0) continue;
          const strike = struckBy(board, left, found.keep);
          if (strike.length === 0) continue;
          return lineFinding(board, band, sum, { written, known, rest: rest.target, left, strike });
        }
      }
      return null;
    },
  };
}

/** A line total's step: what `linesTotal`'s search found, with the words a sentence says it in. */
function lineFinding(board: Board, band: Band, sum: Band['ops'][number], found: { written: number; known: number; rest: number; left: number[]; strike: { cell: number; values: number }[] }): Finding {
  const { shape, cand } = board;
  const { written, known, rest, left, strike } = found;
  return {
    from: [...band.cells],
    place: [],
    strike,
    paper: left.reduce((n, c) => n + popcount(cand[c]!), 0),
    data: {
      line: nameOf(shape, band.lines[0]!),
      last: nameOf(shape, band.lines[band.lines.length - 1]!),
      op: sum.op,
      sign: SIGNS[sum.op],
      whole: sum.whole,
      cages: sum.inside.map((g) => clueOf(shape, g)),
      written,
      known,
      rest,
      cells: left.map((c) => squareIn(shape, c)),
      struck: struckSaid(shape, strike),
    },
  };
}

/**
 * Each run of `lines` neighbouring rows (then columns) of a shape, with, for a sum and for a
 * product (one the lines' own total allows), the cages wholly inside that add up (or multiply)
 * as the lines do, their targets together, and the cells they leave: all fixed by the shape,
 * found once (for the shape last asked about: a generator's thousands come one at a time).
 */
interface Band {
  lines: readonly number[];
  cells: readonly number[];
  ops: { op: '+' | '*'; whole: number; inside: number[]; total: number; uncovered: number[] }[];
}
let bandsShape: Shape | null = null;
const bandsKnown: Band[][] = [];

/**
 * Each run of `lines` neighbouring rows, then columns, and their cells: found once for the rows
 * and columns of many shapes (those a generator makes from one Latin square's share them, as
 * `shapeWith` does), where a band's cages are found for each shape.
 */
const runsKnown = new WeakMap<readonly number[], Pick<Band, 'lines' | 'cells'>[][]>();

function runsOf(shape: Shape, lines: 1 | 2): Pick<Band, 'lines' | 'cells'>[] {
  let known = runsKnown.get(shape.rows);
  if (!known) runsKnown.set(shape.rows, (known = []));
  let out = known[lines];
  if (out) return out;
  out = known[lines] = [];
  for (const across of [shape.rows, shape.cols]) {
    for (let first = 0; first + lines <= across.length; first++) {
      const band = across.slice(first, first + lines);
      const cells: number[] = [];
      for (const h of band) for (const c of shape.groups[h]!.cells) cells.push(c);
      out.push({ lines: band, cells });
    }
  }
  return out;
}

function bandsOf(shape: Shape, lines: 1 | 2): Band[] {
  if (bandsShape !== shape) {
    bandsShape = shape;
    bandsKnown.length = 0;
  }
  let out = bandsKnown[lines];
  if (out) return out;
  out = bandsKnown[lines] = [];
  const digits = digitsOf(shape.digits);
  let sum = 0;
  let product = 1;
  for (let i = 0; i < digits.length; i++) {
    sum += digits[i]!;
    product *= digits[i]!;
  }
  // The cells in the band, and (an op at a time) those its cages cover, marked with a number a band (an op) at a time: typed marks and
  // plain loops, not sets, as a generator finds the bands of every shape it cuts.
  const inBand = new Int32Array(shape.size);
  const covered = new Int32Array(shape.size);
  let bandNo = 0;
  let coverNo = 0;
  for (const { lines: band, cells } of runsOf(shape, lines)) {
    bandNo++;
    for (const c of cells) inBand[c] = bandNo;
    const ops: Band['ops'] = [];
    for (const op of ['+', '*'] as const) {
      const whole = op === '+' ? sum * band.length : product ** band.length;
      if (op === '*' && whole > MOST_PRODUCT) continue;
      let total = op === '+' ? 0 : 1;
      const inside: number[] = [];
      coverNo++;
      for (const c of cells) {
        for (const g of shape.groupsOf[c]!) {
          const { total: t, cells: caged } = shape.groups[g]!;
          if (!t || t.op !== op || inside.includes(g)) continue;
          let within = true;
          for (let k = 0; k < caged.length && within; k++) within = inBand[caged[k]!] === bandNo;
          if (!within) continue;
          inside.push(g);
          total = op === '+' ? total + t.target : total * t.target;
          for (const x of caged) covered[x] = coverNo;
        }
      }
      const uncovered: number[] = [];
      for (const c of cells) if (covered[c] !== coverNo) uncovered.push(c);
      ops.push({ op, whole, inside, total, uncovered });
    }
    out.push({ lines: band, cells, ops });
  }
  return out;
}
