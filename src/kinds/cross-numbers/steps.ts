import { Board } from '../../engine/grid/board.ts';
import { digitsOf, isSingle, lowest, popcount, valueOf } from '../../engine/grid/bits.ts';
import { type Placement, rowsOf, type Step, type StepLog, type Stepper, written } from '../../engine/steps.ts';
import { apply, evaluate, type Line, terms } from './lines.ts';
import type { CrossNumbersPuzzle, CrossNumbersSolution, Distinct, Op, Order } from './schema.ts';
import { shapeOf } from './solver.ts';
import { boundsSaid, type CrossTechnique, divisibilitySaid, lastDigitSaid, lineSaid, listingSaid, noRepeatsSaid, oneBlankSaid, paritySaid, twoBlanksSaid, words } from './words.ts';
import { type GridLine, type Square, squareOf } from '../../engine/grid-labels.ts';

/**
 * Cross Numbers as a person with a pencil solves it: a candidate list in every empty box
 * (at first the whole digit range), narrowed one named technique at a time, each step
 * logged with what it looks at, what it writes in, what it crosses off, and why in words.
 *
 * The ladder (levels are bands: 1 easy … 4 expert):
 *  1 one blank (a line's last empty box, by arithmetic); no repeats (the distinct rule);
 *  2 two blanks (the pairs that make a line's total);
 *  3 bounds (interval arithmetic), parity and last digit (residues), divisibility (each ÷
 *    exact), on lines of three or more empty boxes;
 *  4 listing (every filling of a line of three empty boxes).
 *
 * A step is what a person writes: one look at one line, the technique worked on it until
 * it finds nothing more there (with the easier ones, where a box it fills leaves one or two
 * blanks), its sentences one after another. The lowest technique that makes progress is
 * always taken, then the search starts again from the lowest. Within a level a person takes
 * the line that gives most (one a step fills, else the most digits crossed off), and at
 * expert lists a line of three blanks with a few fillings at once rather than narrowing it
 * first; the generator, which needs only whether the grid is filled, takes the first line
 * with work (row 1 first, then column 1 onward). A box left with one candidate is written in
 * by the step that left it so, whichever line's steps narrowed it before: the pairs or
 * fillings it lists already use what the box's other line left, so a step of its own that
 * wrote the digit in again would only repeat them (issue 65).
 *
 * Pairs and fillings are written out (`Step.paper`), at most MOST_WRITTEN a list: a line
 * with more is not listed (the technique does not apply there) until other steps narrow it;
 * a line's list is written once, and later steps cross entries off it. Bounds, parity, last
 * digit and divisibility test each digit against the line's least and greatest value, its
 * parity, its last digit or the times table, in the head: nothing is written but the
 * digits crossed off.
 *
 * Every step is sound: it crosses off a digit only when no filling of the line from the
 * candidates left can use it, so the answer's digit is never crossed off, and a puzzle these
 * steps fill has exactly one answer. Each technique only ever crosses off more when
 * candidates shrink (a list within the cap stays within it), so whether a puzzle is solved
 * at a level does not depend on the order of the steps, and giving one more digit never
 * makes it unsolvable (the generator relies on both).
 *
 * Pure TypeScript, no Node: the browser's hints run the same code.
 */

/** The line techniques, in ladder order: the index of each in the stale flags. */
const LINE_TECHNIQUES = ['one-blank', 'two-blanks', 'bounds', 'parity', 'last-digit', 'divisibility', 'listing'] as const;
type LineTechnique = (typeof LINE_TECHNIQUES)[number];
const T = Object.fromEntries(LINE_TECHNIQUES.map((t, i) => [t, i])) as Record<LineTechnique, number>;
/** Each line technique's level (the ladder's, in words.ts). */
const LEVEL: Record<LineTechnique, number> = { 'one-blank': 1, 'two-blanks': 2, bounds: 3, parity: 3, 'last-digit': 3, divisibility: 3, listing: 4 };

/**
 * Most fillings a two-blanks or listing step writes out: with more, a person does not list
 * the line (it waits for other steps to narrow it), so the technique does not apply there.
 */
export const MOST_WRITTEN = 12;

/**
 * Most fillings struck off a list that a step names one by one, each with its reason; with
 * more, it says how they group (how many need which crossed-off digits in which box).
 */
export const MOST_STRUCK = 6;

/** Most empty boxes a divisibility step looks at in front of one ÷: more is listing, not seeing. */
const DIVISION_OPEN = 3;

/** What a part of a step did, as the next part on its line names it: digits crossed off (not in a box it then wrote in) and boxes written in. */
const doneBy = (part: { strike: readonly { cell: number; values: number }[]; place: readonly { cell: number }[] }) => {
  const placed = new Set(part.place.map((x) => x.cell));
  const struck = part.strike.reduce((n, x) => n + (placed.has(x.cell) ? 0 : digitsOf(x.values).length), 0);
  return { struck, placed: placed.size };
};

/** The words for what the part before did: "With that digit crossed off", "With those digits written in". */
const againOf = ({ struck, placed }: { struck: number; placed: number }) =>
  struck > 0 && placed > 0 ? 'both' : `${placed > 0 ? 'placed' : 'struck'}${struck + placed === 1 ? 'One' : 'More'}` as const;

/** The residue tables of + − × modulo m, as bitmasks of results, built once per modulus. */
const residueTables = new Map<number, Record<'+' | '-' | '*', Uint32Array>>();
function tablesFor(m: number): Record<'+' | '-' | '*', Uint32Array> {
  let t = residueTables.get(m);
  if (!t) {
    const make = (f: (a: number, b: number) => number) => {
      const out = new Uint32Array(m * m);
      for (let a = 0; a < m; a++) for (let b = 0; b < m; b++) out[a * m + b] = 1 << (((f(a, b) % m) + m) % m);
      return out;
    };
    t = { '+': make((a, b) => a + b), '-': make((a, b) => a - b), '*': make((a, b) => a * b) };
    residueTables.set(m, t);
  }
  return t;
}

/** {a op b mod m : a in A, b in B}, sets of residues as bitmasks. */
function residueCombine(a: number, op: '+' | '-' | '*', b: number, m: number): number {
  const table = tablesFor(m)[op];
  let out = 0;
  for (let x = 0; x < m; x++) {
    if (!(a & (1 << x))) continue;
    for (let y = 0; y < m; y++) if (b & (1 << y)) out |= table[x * m + y]!;
  }
  return out;
}

type Placed = { cell: number; value: number };

/** A struck filling's reason when its digit already stands elsewhere in the grid (distinct over the grid). */
const GRID = 'grid';

/** What a line technique found on one line. */
interface LineFinding {
  /** Digits to cross off, by position in the line (0 where none). */
  strike: number[];
  /** The step's sentence, given the cells it wrote in; called only when logging. */
  say: (placed: Placed[]) => string;
  /** Fillings it writes out (`Step.paper`). */
  paper: number;
  /** Whether it lists the line's fillings (two blanks, listing). */
  lists?: boolean;
  /** Whether the list was a choice among fillings, not a forced move (`listed`). */
  choice?: boolean;
  /** Every filling it lists, as the line's whole values (only when logging): what later steps cross off. */
  all?: number[][];
}

/** Each cell's range as interval arithmetic sees it: least, greatest, and least nonzero (for a divisor). */
interface Ranges {
  lo: number[];
  hi: number[];
  loDiv: number[];
}

export class CrossSteps {
  private readonly rows: number;
  private readonly cols: number;
  private readonly n: number;
  private readonly lines: Line[];
  private readonly order: Order;
  private readonly distinct: Distinct;
  private readonly base: number;
  /** The whole digit range, as a mask. */
  private readonly full: number;
  /** Each cell's row line and column line (indices into `lines`). */
  private readonly linesOf: readonly (readonly [number, number])[];
  /** Cells that must differ from each cell, under the distinct rule (the kit's peers). */
  private readonly peers: readonly Int32Array[];
  /** Whether no digit may repeat within each line (its group's `distinct`). */
  private readonly lineDistinct: boolean[];
  private readonly lineDivides: boolean[];
  /** Each line's terms (runs of × and ÷ under precedence; the whole line left to right), each with the sign before it. */
  private readonly termsOf: { start: number; end: number; sign: Op }[][];

  // The state of one run.
  /**
   * The grid on the kit's board: each cell's candidates, the cells written in, the cells left
   * and whether a contradiction showed. Writing in crosses nothing off the peers here: that is
   * a step of its own (no repeats).
   */
  private readonly board: Board;
  /** The board's candidates and written cells, by their names here. */
  private readonly cand: Uint32Array;
  private readonly placed: Uint8Array;
  /** Digits the distinct rule still allows in each cell (what no repeats left). */
  private readonly unrepeated: Uint16Array;
  /** Line technique t may have work on line l: stale[t · lines + l]. */
  private readonly stale: Uint8Array;
  /** A placed cell whose digit is already crossed off all its peers. */
  private readonly repeatsDone: Uint8Array;
  /**
   * What a technique found on a line and a person did not take yet (`person`), kept until a
   * box of the line changes (`touch`), so the lines are not all worked again at every step.
   */
  private readonly pending: ({ technique: LineTechnique; found: LineFinding } | null)[];
  /** A line whose fillings a two-blanks or listing step has written out. */
  private readonly listedBefore: Uint8Array;
  /** The fillings last written out for each line (whole lines), when logging: the list a later step crosses entries off. */
  private readonly listedFillings: (number[][] | null)[];
  /**
   * Listing steps of the last solve that chose among fillings (`LineFinding.choice`: one
   * filling with nothing else to try is a forced move). Solved with `log` off, listing comes
   * only when nothing easier goes on anywhere: this counts how often the grid needs it.
   */
  listings = 0;
  /** Two-blanks steps of the last solve that chose among pairs: medium's own work. */
  choices = 0;
  private log = true;
  /**
   * Steps as a person takes them (a log to read, a grade, a hint): the line that gives most
   * first, and at expert a short list before narrowing. Off, the first line with work is
   * taken: the same grid is reached either way, for every technique only ever crosses off
   * more when candidates shrink, so whether it is solved does not change, only the log.
   */
  private person = true;
  private level = 4;
  private out: Step[] = [];

  constructor(p: Omit<CrossNumbersPuzzle, 'cells'>) {
    const shape = shapeOf(p);
    this.rows = p.rows;
    this.cols = p.cols;
    this.n = p.rows * p.cols;
    this.lines = shape.lines;
    this.order = p.order;
    this.distinct = p.distinct;
    this.base = p.base;
    this.full = shape.grid.digits;
    const { n } = this;
    this.linesOf = shape.linesOf;
    this.peers = shape.grid.peers;
    this.lineDistinct = this.lines.map((_, l) => shape.grid.groups[l]!.distinct);
    this.lineDivides = this.lines.map((line) => line.ops.includes('/'));
    this.termsOf = this.lines.map((line) => terms(line.cells.length, line.ops, p.order).map((t) => ({ ...t, sign: t.start === 0 ? '+' : line.ops[t.start - 1]! })));
    this.board = new Board(shape.grid);
    this.cand = this.board.cand;
    this.placed = this.board.filled;
    this.unrepeated = new Uint16Array(n);
    this.stale = new Uint8Array(LINE_TECHNIQUES.length * this.lines.length);
    this.repeatsDone = new Uint8Array(n);
    this.listedBefore = new Uint8Array(this.lines.length);
    this.listedFillings = new Array(this.lines.length).fill(null);
    this.pending = new Array(this.stale.length).fill(null);
  }

  /**
   * Solves from these givens (row by row, null for a box to fill) by the techniques of
   * levels 1..level, logging each step (with its sentence only when `log`; in a person's
   * order when `person`); stops when stuck.
   */
  solve(cells: readonly (number | null)[], level: number, log = true, person = log): StepLog {
    const { n } = this;
    this.level = level;
    this.log = log;
    this.person = person;
    this.listings = 0;
    this.choices = 0;
    this.out = [];
    this.board.clear();
    this.unrepeated.fill(this.full);
    this.stale.fill(1);
    this.repeatsDone.fill(0);
    this.listedBefore.fill(0);
    this.listedFillings.fill(null);
    this.pending.fill(null);
    // The givens written in one by one (0 is a digit here, not an empty box as `Board.reset` takes it), crossed off nowhere yet.
    for (let i = 0; i < n; i++) {
      const v = cells[i];
      if (v !== null && v !== undefined) this.board.place(i, v, false);
    }
    while (this.board.left > 0 && !this.board.broken && this.next()) {
      // Each call took one step.
    }
    return { steps: this.out, solved: this.board.left === 0 && !this.board.broken && this.holds() };
  }

  /** The digits each cell still may hold, row by row (a bitmask per cell): for tests and hints. */
  candidates(): number[] {
    return Array.from(this.cand);
  }

  /** Whether the filled grid keeps every total and the distinct rule: givens that contradict each other are caught here. */
  private holds(): boolean {
    const values = this.board.value;
    for (const line of this.lines) {
      if (evaluate(line.cells.map((c) => values[c]!), line.ops, this.order) !== line.total) return false;
    }
    for (let i = 0; i < this.n; i++) for (const p of this.peers[i]!) if (values[p] === values[i]) return false;
    return true;
  }

  /** Takes a step of the lowest technique that makes progress; false when stuck. */
  private next(): boolean {
    if (this.lineStep('one-blank')) return true;
    if (this.distinct !== 'none' && this.noRepeats()) return true;
    if (this.level < 2) return false;
    if (this.lineStep('two-blanks')) return true;
    if (this.level < 3) return false;
    if (this.lineStep('bounds') || this.lineStep('parity') || this.lineStep('last-digit') || this.lineStep('divisibility')) return true;
    if (this.level < 4) return false;
    return this.lineStep('listing');
  }

  // ——— Naming things ———

  private cellName(c: number): Square {
    return squareOf(c, this.cols);
  }

  private lineName(l: number): GridLine {
    return l < this.rows ? { row: true, n: l + 1 } : { row: false, n: l - this.rows + 1 };
  }

  /** A total as printed: in the puzzle's base. */
  private printed(v: number): string {
    return v.toString(this.base).toUpperCase();
  }

  private said(m: number): string[] {
    return digitsOf(m).map((d) => this.printed(d));
  }

  private placedSaid(placed: Placed[]) {
    return placed.map((x) => ({ cell: this.cellName(x.cell), value: this.printed(x.value) }));
  }

  // ——— Applying a step ———

  /** Marks every line technique of both lines through a cell as having work again. */
  private touch(cell: number): void {
    const L = this.lines.length;
    for (const l of this.linesOf[cell]!) {
      for (let t = 0; t < LINE_TECHNIQUES.length; t++) {
        this.stale[t * L + l] = 1;
        this.pending[t * L + l] = null;
      }
    }
  }

  /** Tries a line technique on each line in turn, rows first; applies the first that crosses something off. */
  private lineStep(technique: LineTechnique): boolean {
    const L = this.lines.length;
    const at = T[technique] * L;
    let best: { l: number; gain: number } | null = null;
    for (let l = 0; l < L; l++) {
      if (this.stale[at + l]) {
        // No work until a cell of the line changes: each technique reads only its line's candidates.
        this.stale[at + l] = 0;
        const found = this.find(technique, l);
        if (!found) continue;
        if (!this.person) {
          this.look(technique, l, found);
          return true;
        }
        // At expert a person lists a line of three empty boxes that has few fillings rather than
        // narrowing it bit by bit: the list settles the line at once (it keeps exactly the digits
        // some filling uses, all any narrowing could leave). One filling is a forced move, not a list.
        const listed = this.level >= 4 && LEVEL[technique] === 3 && this.blanksOf(l) === 3 ? this.listed(l, 'listing') : null;
        this.pending[at + l] = listed && listed.paper > 1 ? { technique: 'listing', found: listed } : { technique, found };
      }
      const waiting = this.pending[at + l];
      if (!waiting) continue;
      // A person works the line that gives most: one a step fills, else the most digits crossed off.
      const cells = this.lines[l]!.cells;
      let gain = 0;
      waiting.found.strike.forEach((x, i) => {
        const before = this.cand[cells[i]!]!;
        gain += popcount(x & before) + (x & before && isSingle(before & ~x) ? 100 : 0);
      });
      if (!best || gain > best.gain) best = { l, gain };
    }
    if (!best) return false;
    const { technique: used, found } = this.pending[at + best.l]!;
    this.pending[at + best.l] = null;
    this.look(used, best.l, found);
    return true;
  }

  private blanksOf(l: number): number {
    let blanks = 0;
    for (const c of this.lines[l]!.cells) if (!this.placed[c]) blanks++;
    return blanks;
  }

  private find(technique: LineTechnique, l: number): LineFinding | null {
    const blanks = this.blanksOf(l);
    switch (technique) {
      case 'one-blank':
        return blanks === 1 ? this.oneBlank(l) : null;
      case 'two-blanks':
        return blanks === 2 ? this.listed(l, 'two-blanks') : null;
      case 'listing':
        return blanks === 3 ? this.listed(l, 'listing') : null;
      case 'bounds':
        return blanks >= 3 ? this.bounds(l) : null;
      case 'parity':
        return blanks >= 3 && this.residuesApply(l, 2) ? this.residues(l, 2, 'parity') : null;
      case 'last-digit':
        return blanks >= 3 && this.residuesApply(l, this.base) ? this.residues(l, this.base, 'last-digit') : null;
      case 'divisibility':
        return blanks >= 3 && this.lineDivides[l] ? this.divisibility(l) : null;
    }
  }

  /** Residues need + − × only; a last digit needs a total that has one (not below 0). */
  private residuesApply(l: number, m: number): boolean {
    return !this.lineDivides[l] && (m === 2 || this.lines[l]!.total >= 0);
  }

  /**
   * One look at line l, as a person writes it: what the technique found, then whatever it
   * and the techniques below its level still find on the same line, until the line has
   * nothing more to give them; one step, its sentences in order, its paper summed. Each box
   * left with one digit is written in by the part that left it so.
   */
  private look(technique: LineTechnique, l: number, found: LineFinding): void {
    const line = this.lines[l]!;
    const top = LEVEL[technique];
    const again = (t: LineTechnique) => LEVEL[t] < top || t === technique;
    const place: Placed[] = [];
    const struck = new Map<number, number>();
    const said: string[] = [];
    let paper = 0;
    // What the part before did, which the next one on the line rests on ("With that digit crossed off").
    let done = { struck: 0, placed: 0 };
    for (let t: LineTechnique | null = technique, f: LineFinding | null = found; t && f; ) {
      const part = this.applyPart(l, f);
      for (const x of part.strike) struck.set(x.cell, (struck.get(x.cell) ?? 0) | x.values);
      for (const x of part.place) {
        struck.delete(x.cell);
        place.push(x);
      }
      if (this.log) said.push(said.length > 0 ? `${words.again({ context: againOf(done), line: lineSaid(this.lineName(l)) })} ${f.say(part.place)}` : f.say(part.place));
      if (this.log) done = doneBy(part);
      // Fillings already on paper for this line (its open boxes only shrink) are crossed off there, not written again.
      if (!f.lists || !this.listedBefore[l]) paper += f.paper;
      if (f.lists) this.listedBefore[l] = 1;
      if (f.all) this.listedFillings[l] = f.all;
      if (t === 'listing' && f.choice) this.listings++;
      if (t === 'two-blanks' && f.choice) this.choices++;
      if (this.board.broken) break;
      [t, f] = [null, null];
      for (const next of LINE_TECHNIQUES) {
        if (!again(next)) continue;
        const more = this.find(next, l);
        if (more) {
          [t, f] = [next, more];
          break;
        }
      }
    }
    // These techniques have nothing more on the line: none need look at it again until a box of it changes.
    const L = this.lines.length;
    for (const t of LINE_TECHNIQUES) if (again(t)) this.stale[T[t] * L + l] = 0;
    const strike = line.cells.flatMap((cell) => (struck.has(cell) ? [{ cell, values: digitsOf(struck.get(cell)!) }] : []));
    const step: Step = { technique, from: [...line.cells], place, strike, say: said.join(' ') };
    if (paper > 0) step.paper = paper;
    this.out.push(step);
  }

  /** Crosses off what a line technique found on line l and writes in each cell it leaves one digit. */
  private applyPart(l: number, found: LineFinding) {
    const place: Placed[] = [];
    const strike: { cell: number; values: number }[] = [];
    this.lines[l]!.cells.forEach((cell, i) => {
      const s = found.strike[i]! & this.cand[cell]!;
      if (!s) return;
      this.board.strike(cell, s);
      this.touch(cell);
      const left = this.cand[cell]!;
      if (!isSingle(left)) {
        strike.push({ cell, values: s });
      } else {
        const value = valueOf(left);
        place.push({ cell, value });
        this.board.place(cell, value, false);
      }
    });
    return { place, strike };
  }

  // ——— Level 1 ———

  /** Digits of `own` at position i of line l that make the total, every other cell of the line placed. */
  private sums(l: number, i: number, own: number): number {
    const line = this.lines[l]!;
    const values = line.cells.map((c) => valueOf(this.cand[c]!));
    let keep = 0;
    for (const d of digitsOf(own)) {
      values[i] = d;
      if (evaluate(values, line.ops, this.order) === line.total) keep |= 1 << d;
    }
    return keep;
  }

  /** A line with one empty box: the digits that make its total, the rest as they are. */
  private oneBlank(l: number): LineFinding | null {
    const line = this.lines[l]!;
    const i = line.cells.findIndex((c) => !this.placed[c]);
    const cell = line.cells[i]!;
    const keep = this.sums(l, i, this.cand[cell]!);
    if (keep === this.cand[cell]) return null;
    const strike = line.cells.map((_, j) => (j === i ? this.cand[cell]! & ~keep : 0));
    return {
      strike,
      paper: 0,
      say: () =>
        oneBlankSaid({
          line: this.lineName(l),
          cell: this.cellName(cell),
          total: this.printed(line.total),
          digits: this.said(keep),
          count: popcount(keep),
        }),
    };
  }

  /** A placed digit crossed off the cells the distinct rule keeps it from: the first placed cell, in reading order, with work. */
  private noRepeats(): boolean {
    const { n } = this;
    for (let c = 0; c < n; c++) {
      if (!this.placed[c] || this.repeatsDone[c]) continue;
      this.repeatsDone[c] = 1;
      const bit = this.cand[c]!;
      const hit: number[] = [];
      for (const p of this.peers[c]!) if (!this.placed[p] && this.cand[p]! & bit) hit.push(p);
      if (hit.length === 0) continue;
      const place: Placed[] = [];
      const strike: { cell: number; values: number[] }[] = [];
      for (const p of hit) {
        this.board.strike(p, bit);
        this.unrepeated[p]! &= ~bit;
        this.touch(p);
        const left = this.cand[p]!;
        if (isSingle(left)) {
          const value = valueOf(left);
          place.push({ cell: p, value });
          this.board.place(p, value, false);
        } else strike.push({ cell: p, values: [valueOf(bit)] });
      }
      const [row, col] = this.linesOf[c]!;
      const say = this.log
        ? noRepeatsSaid({
            value: this.printed(valueOf(bit)),
            cell: this.cellName(c),
            distinct: this.distinct,
            row: this.lineName(row),
            col: this.lineName(col),
            cells: hit.map((p) => this.cellName(p)),
            placed: this.placedSaid(place),
          })
        : '';
      this.out.push({ technique: 'no-repeats', from: [c], place, strike, say });
      return true;
    }
    return false;
  }

  // ——— Levels 2 and 4: listing fillings ———

  /**
   * Every filling of line l's empty boxes from their candidates, keeping the distinct rule
   * within the line, that makes the total (up to one past `most`): the digits each position
   * takes in some filling, how many fillings, and the first few.
   */
  private fillings(l: number, most: number) {
    const line = this.lines[l]!;
    const k = line.cells.length;
    const values = line.cells.map((c) => (this.placed[c] ? valueOf(this.cand[c]!) : -1));
    const open = line.cells.flatMap((c, i) => (this.placed[c] ? [] : [i]));
    const distinct = this.lineDistinct[l]!;
    let taken = 0;
    if (distinct) for (const v of values) if (v >= 0) taken |= 1 << v;
    const domains = open.map((i) => digitsOf(this.cand[line.cells[i]!]! & ~taken));
    const keep = new Array<number>(k).fill(0);
    const said: number[][] = [];
    const all: number[][] = [];
    let count = 0;
    let tried = 0;
    const fill = (j: number, used: number): void => {
      if (count > most) return;
      if (j === open.length) {
        tried++;
        if (evaluate(values, line.ops, this.order) !== line.total) return;
        count++;
        for (const i of open) keep[i]! |= 1 << values[i]!;
        if (this.log && said.length < MOST_WRITTEN) said.push(open.map((i) => values[i]!));
        if (this.log && count <= most) all.push([...values]);
        return;
      }
      for (const d of domains[j]!) {
        if (distinct && used & (1 << d)) continue;
        values[open[j]!] = d;
        fill(j + 1, used | (1 << d));
      }
    };
    fill(0, 0);
    return { open, keep, count, tried, said, all };
  }

  /** Two blanks and listing: a digit of an empty box in no filling of the line that makes its total is crossed off. */
  private listed(l: number, technique: 'two-blanks' | 'listing'): LineFinding | null {
    const line = this.lines[l]!;
    const { open, keep, count, tried, said, all } = this.fillings(l, MOST_WRITTEN);
    if (count > MOST_WRITTEN) return null;
    // A choice, not a forced move: more than one filling makes the total, or so few are left
    // to try (two to twelve) that a person writes them all out and tests each.
    const choice = count > 1 || (tried > 1 && tried <= MOST_WRITTEN);
    const strike = line.cells.map((c, i) => (open.includes(i) ? this.cand[c]! & ~keep[i]! : 0));
    if (strike.every((s) => s === 0)) return null;
    // The boxes as they stood when the list was made: its struck fillings are told against them.
    const before = this.log ? line.cells.map((c) => this.cand[c]!) : [];
    return {
      strike,
      paper: count,
      lists: true,
      choice,
      all: this.log ? all : undefined,
      say: (placed) => {
        const { struck, others } = this.struckOf(l, open, before, said);
        const data = {
          line: this.lineName(l),
          total: this.printed(line.total),
          cells: open.map((i) => this.cellName(line.cells[i]!)),
          count,
          few: count <= MOST_WRITTEN,
          fillings: said.map((f) => f.map((d) => this.printed(d))),
          // What it leaves in each box it narrows: more than one digit, or it goes in (`placed`).
          narrowed: open.flatMap((i) => (strike[i] && !isSingle(keep[i]!) ? [{ cell: this.cellName(line.cells[i]!), digits: this.said(keep[i]!) }] : [])),
          placed: this.placedSaid(placed),
          cut: struck.length + others.length > 0,
          struck,
          others,
        };
        return technique === 'two-blanks' ? twoBlanksSaid(data) : listingSaid(data);
      },
    };
  }

  /**
   * The fillings a listing step strikes, each with its reason. They are the fillings of the
   * line's open boxes that make the total from the list last written out for the line (its
   * entries that still agree with the boxes filled since), or, the first time the line is
   * listed, from every digit of the range (no digit twice among them where the line allows
   * none), less those the step keeps (`kept`, by open box). Each is struck for one of its
   * digits: one the line (or a box's other line, or the grid) already has, where digits may
   * not repeat, else one no longer possible in its box (`cand`, the line's boxes as they stood).
   * Up to MOST_STRUCK are named one by one; past that, grouped by the box that rules them out.
   */
  private struckOf(l: number, open: number[], cand: number[], kept: number[][]) {
    const line = this.lines[l]!;
    const values = line.cells.map((_, i) => (open.includes(i) ? -1 : valueOf(cand[i]!)));
    const distinct = this.lineDistinct[l]!;
    let base: number[][] = [];
    const earlier = this.listedFillings[l];
    if (earlier) {
      base = earlier.filter((f) => f.every((v, i) => open.includes(i) || v === values[i])).map((f) => open.map((i) => f[i]!));
    } else {
      const range = digitsOf(this.full);
      const fill = (j: number, used: number): void => {
        if (j === open.length) {
          if (evaluate(values, line.ops, this.order) === line.total) base.push(open.map((i) => values[i]!));
          return;
        }
        for (const d of range) {
          if (distinct && used & (1 << d)) continue;
          values[open[j]!] = d;
          fill(j + 1, used | (1 << d));
        }
      };
      fill(0, 0);
      for (const i of open) values[i] = -1;
    }
    const keptKeys = new Set(kept.map((f) => f.join(',')));
    // Where a struck digit already stands: a line, the grid, or nowhere (none: it is no longer a candidate).
    type Where = GridLine | typeof GRID | 'none';
    const out: { filling: number[]; at: number; where: Where }[] = [];
    for (const f of base) {
      if (keptKeys.has(f.join(','))) continue;
      let reason: { at: number; where: Where } | null = null;
      for (let j = 0; j < open.length; j++) {
        const i = open[j]!;
        const d = f[j]!;
        const bit = 1 << d;
        let where: Where | null = null;
        if (distinct && values.some((v, x) => x !== i && v === d)) where = this.lineName(l);
        else if (!(cand[i]! & bit)) where = this.unrepeated[line.cells[i]!]! & bit ? 'none' : this.holder(line.cells[i]!, d);
        if (where === null) continue;
        if (!reason || (where !== 'none' && reason.where === 'none')) reason = { at: j, where };
        if (where !== 'none') break;
      }
      if (reason) out.push({ filling: f, ...reason });
    }
    if (out.length <= MOST_STRUCK) {
      return {
        struck: out.map((x) => ({
          filling: x.filling.map((d) => this.printed(d)),
          digit: this.printed(x.filling[x.at]!),
          cell: this.cellName(line.cells[open[x.at]!]!),
          where: typeof x.where === 'object' ? x.where : null,
          grid: x.where === GRID,
        })),
        others: [] as { count: number; digits: string[]; cell: Square }[],
      };
    }
    const groups = open.map(() => ({ count: 0, digits: 0 }));
    for (const x of out) {
      groups[x.at]!.count++;
      groups[x.at]!.digits |= 1 << x.filling[x.at]!;
    }
    return {
      struck: [] as { filling: string[]; digit: string; cell: Square; where: GridLine | null; grid: boolean }[],
      others: groups.flatMap((g, j) => (g.count ? [{ count: g.count, digits: this.said(g.digits), cell: this.cellName(line.cells[open[j]!]!) }] : [])),
    };
  }

  /** Where a digit a box may not repeat already stands: the box's row or column that has it, or the grid (`GRID`). */
  private holder(cell: number, d: number): GridLine | typeof GRID | 'none' {
    const [row, col] = this.linesOf[cell]!;
    for (const p of this.peers[cell]!) {
      if (!this.placed[p] || this.cand[p] !== 1 << d) continue;
      if (this.linesOf[p]![0] === row) return this.lineName(row);
      if (this.linesOf[p]![1] === col) return this.lineName(col);
      return GRID;
    }
    return 'none';
  }

  // ——— Level 3 ———

  private rangesOf(l: number): Ranges {
    const r: Ranges = { lo: [], hi: [], loDiv: [] };
    for (const c of this.lines[l]!.cells) {
      const m = this.cand[c]!;
      r.lo.push(lowest(m));
      r.hi.push(valueOf(m));
      const nonzero = m & ~1;
      r.loDiv.push(nonzero ? lowest(nonzero) : Infinity);
    }
    return r;
  }

  /**
   * Digits of `own` at position i with which the line's value, by interval arithmetic over
   * the other cells' ranges, can still be its total; `short` marks those left out because
   * the line would fall short of it (the rest would pass it, or cannot be worked out).
   */
  private spans(l: number, i: number, own: number, r: Ranges): { keep: number; short: number } {
    const line = this.lines[l]!;
    const parts = this.termsOf[l]!;
    // The line is the terms added and taken away: all but the one holding position i are
    // worked out once; then for each digit only that term (the whole line, left to right).
    let part = parts[0]!;
    let oLo = 0;
    let oHi = 0;
    for (const t of parts) {
      if (t.start <= i && i < t.end) {
        part = t;
        continue;
      }
      if (!chain(line.ops, t.start, t.end, r.lo, r.hi, r.loDiv)) return { keep: 0, short: 0 };
      if (t.sign === '+') [oLo, oHi] = [oLo + SPAN[0]!, oHi + SPAN[1]!];
      else [oLo, oHi] = [oLo - SPAN[1]!, oHi - SPAN[0]!];
    }
    const [lo, hi, loDiv] = [r.lo[i]!, r.hi[i]!, r.loDiv[i]!];
    let keep = 0;
    let short = 0;
    for (let d = 0, m = own; m; d++, m >>= 1) {
      if (!(m & 1)) continue;
      r.lo[i] = d;
      r.hi[i] = d;
      r.loDiv[i] = d === 0 ? Infinity : d;
      if (!chain(line.ops, part.start, part.end, r.lo, r.hi, r.loDiv)) continue;
      const [sLo, sHi] = part.sign === '+' ? [oLo + SPAN[0]!, oHi + SPAN[1]!] : [oLo - SPAN[1]!, oHi - SPAN[0]!];
      if (sLo <= line.total && line.total <= sHi) keep |= 1 << d;
      else if (sHi < line.total) short |= 1 << d;
    }
    [r.lo[i], r.hi[i], r.loDiv[i]] = [lo, hi, loDiv];
    return { keep, short };
  }

  /** Bounds: a digit of an empty box with which the total is out of the line's reach is crossed off. */
  private bounds(l: number): LineFinding | null {
    const line = this.lines[l]!;
    const r = this.rangesOf(l);
    const strike = line.cells.map(() => 0);
    const short = line.cells.map(() => 0);
    line.cells.forEach((c, i) => {
      if (this.placed[c]) return;
      const found = this.spans(l, i, this.cand[c]!, r);
      strike[i] = this.cand[c]! & ~found.keep;
      short[i] = found.short;
    });
    if (strike.every((s) => s === 0)) return null;
    return {
      strike,
      paper: 0,
      say: (placed) =>
        boundsSaid({
          line: this.lineName(l),
          total: this.printed(line.total),
          short: this.cases(l, strike.map((x, i) => x & short[i]!)),
          past: this.cases(l, strike.map((x, i) => x & ~short[i]!)),
          placed: this.placedSaid(placed),
          one: this.onlyOne(l, strike),
        }),
    };
  }

  /** Digits of `own` at position i whose residue modulo m leaves the total's residue within the line's reach. */
  private residueKeep(l: number, i: number, own: number, m: number, sets = this.lines[l]!.cells.map((c) => residuesOf(this.cand[c]!, m))): number {
    const line = this.lines[l]!;
    const target = 1 << (((line.total % m) + m) % m);
    // As in `spans`: the terms not holding position i, added and taken away once; then that term for each residue.
    let part = this.termsOf[l]![0]!;
    let others = 1; // {0}
    for (const t of this.termsOf[l]!) {
      if (t.start <= i && i < t.end) part = t;
      else others = residueCombine(others, t.sign as '+' | '-', termResidues(line.ops, t, sets, m), m);
    }
    const saved = sets[i]!;
    let keep = 0;
    for (let r = 0, rs = residuesOf(own, m); rs >> r; r++) {
      if (!(rs & (1 << r))) continue;
      sets[i] = 1 << r;
      if (residueCombine(others, part.sign as '+' | '-', termResidues(line.ops, part, sets, m), m) & target) {
        for (let d = r; d < 32; d += m) if (own & (1 << d)) keep |= 1 << d;
      }
    }
    sets[i] = saved;
    return keep;
  }

  /** Parity (m = 2) and last digit (m = base), for lines of + − × only. */
  private residues(l: number, m: number, technique: 'parity' | 'last-digit'): LineFinding | null {
    const line = this.lines[l]!;
    const sets = line.cells.map((c) => residuesOf(this.cand[c]!, m));
    const strike = line.cells.map((c, i) => (this.placed[c] ? 0 : this.cand[c]! & ~this.residueKeep(l, i, this.cand[c]!, m, sets)));
    if (strike.every((s) => s === 0)) return null;
    const target = ((line.total % m) + m) % m;
    return {
      strike,
      paper: 0,
      say: (placed) => {
        const data = {
          line: this.lineName(l),
          total: this.printed(line.total),
          cases: this.cases(l, strike),
          placed: this.placedSaid(placed),
          one: this.onlyOne(l, strike),
        };
        return technique === 'parity'
          ? paritySaid({ ...data, odd: target === 1 })
          : lastDigitSaid({ ...data, digit: this.printed(target), based: this.base !== 10, base: this.base });
      },
    };
  }

  /**
   * The digits each box of line l may hold so that every ÷ comes out exact: for each ÷, the
   * boxes it divides (its term, or under left to right everything before it) and its
   * divisor are filled every way their candidates allow, when at most DIVISION_OPEN of them
   * are empty, and a digit in no exact filling is left out. The total plays no part.
   */
  private divisions(l: number): number[] {
    const line = this.lines[l]!;
    const domainOf = (i: number) => this.cand[line.cells[i]!]!;
    const keep = line.cells.map((_, i) => domainOf(i));
    const starts = terms(line.cells.length, line.ops, this.order);
    line.ops.forEach((op, j) => {
      if (op !== '/') return;
      const start = starts.find((t) => t.start <= j && j + 1 < t.end)!.start;
      const span = Array.from({ length: j + 2 - start }, (_, x) => start + x);
      if (span.filter((i) => !this.placed[line.cells[i]!]).length > DIVISION_OPEN) return;
      const found = span.map(() => 0);
      const values: number[] = [];
      const fill = (x: number, acc: number | null): void => {
        if (acc === null) return;
        if (x === span.length) {
          values.forEach((v, y) => (found[y]! |= 1 << v));
          return;
        }
        for (const d of digitsOf(domainOf(span[x]!))) {
          values[x] = d;
          fill(x + 1, x === 0 ? d : apply(acc, line.ops[span[x]! - 1]!, d));
        }
      };
      fill(0, 0);
      span.forEach((i, y) => (keep[i]! &= found[y]!));
    });
    return keep;
  }

  /** Divisibility: a digit with which a ÷ of the line cannot come out exact is crossed off. */
  private divisibility(l: number): LineFinding | null {
    const line = this.lines[l]!;
    const keep = this.divisions(l);
    const strike = line.cells.map((c, i) => (this.placed[c] ? 0 : this.cand[c]! & ~keep[i]!));
    if (strike.every((s) => s === 0)) return null;
    return {
      strike,
      paper: 0,
      say: (placed) =>
        divisibilitySaid({
          line: this.lineName(l),
          cases: this.cases(l, strike),
          placed: this.placedSaid(placed),
          one: this.onlyOne(l, strike),
        }),
    };
  }

  /** Whether a level-3 step crosses off one digit in all, as its sentence names them (`cases`). */
  private onlyOne(l: number, strike: number[]): boolean {
    return this.cases(l, strike).reduce((n, c) => n + c.digits.length, 0) === 1;
  }

  /** The cells a level-3 step crosses digits off, with those digits. */
  private cases(l: number, strike: number[]) {
    return this.lines[l]!.cells.flatMap((c, i) => (strike[i] ? [{ cell: this.cellName(c), digits: this.said(strike[i]!) }] : []));
  }
}

/** The residues modulo m of a set of digits (bitmasks both). */
function residuesOf(digits: number, m: number): number {
  let s = 0;
  for (const d of digitsOf(digits)) s |= 1 << d % m;
  return s;
}

/** Where `chain` leaves the interval it worked out: [SPAN[0], SPAN[1]]. */
const SPAN = new Float64Array(2);

/**
 * The interval of one chain of cells start..end−1 worked left to right (a term under
 * precedence, or a whole line left to right) when each cell lies in [lo, hi] (as a divisor,
 * in [loDiv, hi]), into SPAN; false if it cannot be evaluated at all. Division by zero is
 * not allowed, so only nonzero divisors count; all digits are at least 0, so a divisor is
 * positive and a quotient is monotone in both arguments; exact divisions give whole numbers,
 * so a quotient's interval is rounded inward. (No arrays: this runs for every digit tried.)
 */
function chain(ops: readonly Op[], start: number, end: number, lo: readonly number[], hi: readonly number[], loDiv: readonly number[]): boolean {
  let a = lo[start]!;
  let b = hi[start]!;
  for (let i = start + 1; i < end; i++) {
    const c = lo[i]!;
    const d = hi[i]!;
    switch (ops[i - 1]!) {
      case '+':
        a += c;
        b += d;
        break;
      case '-':
        [a, b] = [a - d, b - c];
        break;
      case '*': {
        const [p, q, r, s] = [a * c, a * d, b * c, b * d];
        a = Math.min(p, q, r, s);
        b = Math.max(p, q, r, s);
        break;
      }
      case '/': {
        const cDiv = loDiv[i]!;
        if (cDiv > d) return false;
        const [p, q, r, s] = [a / cDiv, a / d, b / cDiv, b / d];
        a = Math.ceil(Math.min(p, q, r, s));
        b = Math.floor(Math.max(p, q, r, s));
        if (a > b) return false;
        break;
      }
    }
  }
  SPAN[0] = a;
  SPAN[1] = b;
  return true;
}

/** The residues modulo m one term (a run of ×) of a line of + − × can take, each cell's residues given as a bitmask. */
function termResidues(ops: readonly Op[], t: { start: number; end: number }, sets: readonly number[], m: number): number {
  let acc = sets[t.start]!;
  for (let i = t.start + 1; i < t.end; i++) acc = residueCombine(acc, ops[i - 1] as '+' | '-' | '*', sets[i]!, m);
  return acc;
}

/**
 * Solves a puzzle by the techniques of levels 1..level, logging each step; stops when stuck.
 * A player's right digits (`known`) count as printed ones.
 */
export function steps(puzzle: CrossNumbersPuzzle, level: number, known: readonly Placement[] = []): StepLog {
  const cells = puzzle.cells.flat();
  for (const { cell, value } of known) cells[cell] = value;
  return new CrossSteps(puzzle).solve(cells, level);
}

export const stepper: Stepper<CrossNumbersPuzzle, CrossNumbersSolution> = {
  // A view read at each use, so technique names come in the book's language.
  ladder: words.ladder,
  steps,
  reach(puzzle, steps) {
    const cells = written(puzzle.cells.flat(), null, steps);
    return cells && { cells: rowsOf(cells, puzzle.cols) };
  },
  cellKey: (puzzle, cell) => `cell-${Math.floor(cell / puzzle.cols)}-${cell % puzzle.cols}`,
};

export type { CrossTechnique };
