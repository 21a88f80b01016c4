import { type Placement, rowsOf, type Step, type StepLog, type Stepper, written } from '../../steps.ts';
import { apply, evaluate, type Line, terms } from './lines.ts';
import type { CrossNumbersPuzzle, CrossNumbersSolution, Distinct, Op, Order } from './schema.ts';
import { shapeOf } from './solver.ts';
import { type CrossTechnique, words } from './words.ts';

/**
 * Cross Numbers as a person with a pencil solves it: a candidate list in every empty box
 * (at first the whole digit range), narrowed one named technique at a time, each step
 * logged with what it looks at, what it writes in, what it crosses off, and why in words.
 *
 * The ladder (levels are bands: 1 easy … 4 expert):
 *  1 one blank (a line's last empty box, by arithmetic); no repeats (the distinct rule);
 *  2 two blanks (the pairs that make a line's total); crossing (what a box's row and its
 *    column allow meet in one digit);
 *  3 bounds (interval arithmetic), parity and last digit (residues), divisibility (each ÷
 *    exact), on lines of three or more empty boxes;
 *  4 listing (every filling of a line of three empty boxes).
 *
 * The lowest technique that makes progress is always taken, then the search starts again
 * from the lowest; within a level, techniques go in ladder order and lines row 1 first,
 * then column 1 onward. A box left with one candidate is written in by the step that left
 * it so, except where neither of its lines alone would have done it: that box's row and its
 * column together decided, and the writing in is logged right after as its own crossing
 * step, naming both lines (from level 2; at level 1 the step that left it writes it in).
 *
 * Every step is sound: it crosses off a digit only when no filling of the line from the
 * candidates left can use it, so the answer's digit is never crossed off, and a puzzle these
 * steps fill has exactly one answer. Each technique only ever crosses off more when
 * candidates shrink, so whether a puzzle is solved at a level does not depend on the order
 * of the steps, and giving one more digit never makes it unsolvable (the generator relies
 * on both).
 *
 * Pure TypeScript, no Node: the browser's hints run the same code.
 */

/** The line techniques, in ladder order: the index of each in the stale flags. */
const LINE_TECHNIQUES = ['one-blank', 'two-blanks', 'bounds', 'parity', 'last-digit', 'divisibility', 'listing'] as const;
type LineTechnique = (typeof LINE_TECHNIQUES)[number];
const T = Object.fromEntries(LINE_TECHNIQUES.map((t, i) => [t, i])) as Record<LineTechnique, number>;

/** Most empty boxes a divisibility step looks at in front of one ÷: more is listing, not seeing. */
const DIVISION_OPEN = 3;

/** Most pairs a two-blanks sentence lists one by one; more are counted. */
const PAIRS_SAID = 6;

const popcount = (m: number): number => {
  let c = 0;
  for (; m; m &= m - 1) c++;
  return c;
};
const isSingle = (m: number) => m !== 0 && (m & (m - 1)) === 0;
const valueOf = (m: number) => 31 - Math.clz32(m);
const digitsOf = (m: number): number[] => {
  const out: number[] = [];
  for (let v = 0; m >> v; v++) if (m & (1 << v)) out.push(v);
  return out;
};
const low = (m: number) => valueOf(m & -m);
const high = (m: number) => valueOf(m);

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

/** What a line technique found on one line. */
interface LineFinding {
  /** Digits to cross off, by position in the line (0 where none). */
  strike: number[];
  /** The step's sentence, given the cells it wrote in; called only when logging. */
  say: (placed: Placed[]) => string;
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
  private readonly full: number;
  /** Each cell's row line and column line (indices into `lines`). */
  private readonly linesOf: [number, number][];
  /** Cells that must differ from each cell, under the distinct rule. */
  private readonly peers: number[][];
  /** Whether no digit may repeat within each line. */
  private readonly lineDistinct: boolean[];
  private readonly lineDivides: boolean[];

  // The state of one run.
  private readonly cand: Uint16Array;
  /** Digits the distinct rule still allows in each cell (what no repeats left). */
  private readonly unrepeated: Uint16Array;
  private readonly placed: Uint8Array;
  /** Line technique t may have work on line l: stale[t · lines + l]. */
  private readonly stale: Uint8Array;
  /** A placed cell whose digit is already crossed off all its peers. */
  private readonly repeatsDone: Uint8Array;
  private left = 0;
  private broken = false;
  private log = true;
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
    this.full = 0;
    for (let v = p.digits[0]; v <= p.digits[1]; v++) this.full |= 1 << v;
    const { rows, cols, n, distinct } = this;
    this.linesOf = Array.from({ length: n }, (_, i) => [Math.floor(i / cols), rows + (i % cols)]);
    this.peers = Array.from({ length: n }, (_, i) => {
      const out: number[] = [];
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const sameRow = Math.floor(j / cols) === Math.floor(i / cols);
        const sameCol = j % cols === i % cols;
        if (distinct === 'grid' || (distinct === 'rows' && sameRow) || (distinct === 'lines' && (sameRow || sameCol))) out.push(j);
      }
      return out;
    });
    this.lineDistinct = this.lines.map((_, l) => distinct === 'grid' || distinct === 'lines' || (distinct === 'rows' && l < rows));
    this.lineDivides = this.lines.map((line) => line.ops.includes('/'));
    this.cand = new Uint16Array(n);
    this.unrepeated = new Uint16Array(n);
    this.placed = new Uint8Array(n);
    this.stale = new Uint8Array(LINE_TECHNIQUES.length * this.lines.length);
    this.repeatsDone = new Uint8Array(n);
  }

  /**
   * Solves from these givens (row by row, null for a box to fill) by the techniques of
   * levels 1..level, logging each step (with its sentence only when `log`); stops when stuck.
   */
  solve(cells: readonly (number | null)[], level: number, log = true): StepLog {
    const { n } = this;
    this.level = level;
    this.log = log;
    this.out = [];
    this.broken = false;
    this.left = 0;
    this.unrepeated.fill(this.full);
    this.stale.fill(1);
    this.repeatsDone.fill(0);
    for (let i = 0; i < n; i++) {
      const v = cells[i];
      const given = v !== null && v !== undefined;
      this.cand[i] = given ? 1 << v : this.full;
      this.placed[i] = given ? 1 : 0;
      if (!given) this.left++;
    }
    while (this.left > 0 && !this.broken && this.next()) {
      // Each call took one step, and any crossing steps it led to.
    }
    return { steps: this.out, solved: this.left === 0 && !this.broken && this.holds() };
  }

  /** The digits each cell still may hold, row by row (a bitmask per cell): for tests and hints. */
  candidates(): number[] {
    return Array.from(this.cand);
  }

  /** Whether the filled grid keeps every total and the distinct rule: givens that contradict each other are caught here. */
  private holds(): boolean {
    const values = Array.from(this.cand, valueOf);
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

  private cellName(c: number): string {
    return words.cell({ row: Math.floor(c / this.cols) + 1, col: (c % this.cols) + 1 });
  }

  private lineName(l: number): string {
    return l < this.rows ? words.line({ row: true, n: l + 1 }) : words.line({ row: false, n: l - this.rows + 1 });
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
    for (const l of this.linesOf[cell]!) for (let t = 0; t < LINE_TECHNIQUES.length; t++) this.stale[t * L + l] = 1;
  }

  private place(cell: number): void {
    this.placed[cell] = 1;
    this.left--;
  }

  /** Tries a line technique on each line in turn, rows first; applies the first that crosses something off. */
  private lineStep(technique: LineTechnique): boolean {
    const L = this.lines.length;
    const at = T[technique] * L;
    for (let l = 0; l < L; l++) {
      if (!this.stale[at + l]) continue;
      // No work until a cell of the line changes: each technique reads only its line's candidates.
      this.stale[at + l] = 0;
      const found = this.find(technique, l);
      if (found) {
        this.applyLine(technique, l, found);
        return true;
      }
    }
    return false;
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
   * The digits a line technique allows at position i of line l, from all the distinct rule
   * allows there, the line's other cells as their candidates stand: what the line alone
   * says of the cell.
   */
  private alone(technique: LineTechnique, l: number, i: number): number {
    const own = this.unrepeated[this.lines[l]!.cells[i]!]!;
    switch (technique) {
      case 'one-blank':
        return this.sums(l, i, own);
      case 'two-blanks':
      case 'listing':
        return this.fillings(l, { at: i, own }).keep[i]!;
      case 'bounds':
        return this.spans(l, i, own, this.rangesOf(l)).keep;
      case 'parity':
        return this.residueKeep(l, i, own, 2);
      case 'last-digit':
        return this.residueKeep(l, i, own, this.base);
      case 'divisibility':
        return this.divisions(l, { at: i, own })[i]!;
    }
  }

  /**
   * Crosses off what a line technique found and writes in each cell it leaves one digit,
   * then logs the step. Where the line alone would not have left that one digit, the cell's
   * column (or row) had narrowed it first: the writing in is its own crossing step, right
   * after (from level 2; at level 1 the line's step writes it in).
   */
  private applyLine(technique: LineTechnique, l: number, found: LineFinding): void {
    const line = this.lines[l]!;
    const place: Placed[] = [];
    const strike: { cell: number; values: number[] }[] = [];
    const crossings: { cell: number; alone: number; before: number }[] = [];
    // What the line alone allows in each cell this step leaves one digit, from the grid as it was.
    const alone = line.cells.map((cell, i) => {
      const after = this.cand[cell]! & ~found.strike[i]!;
      return this.level >= 2 && after !== this.cand[cell] && isSingle(after) ? this.alone(technique, l, i) : 0;
    });
    line.cells.forEach((cell, i) => {
      const before = this.cand[cell]!;
      const s = found.strike[i]! & before;
      if (!s) return;
      this.cand[cell] = before & ~s;
      this.touch(cell);
      const left = this.cand[cell]!;
      if (left === 0) this.broken = true;
      if (!isSingle(left)) {
        strike.push({ cell, values: digitsOf(s) });
      } else if (this.level >= 2 && !isSingle(alone[i]!)) {
        strike.push({ cell, values: digitsOf(s) });
        crossings.push({ cell, alone: alone[i]!, before });
      } else {
        place.push({ cell, value: valueOf(left) });
        this.place(cell);
      }
    });
    const say = this.log ? found.say(place) : '';
    this.out.push({ technique, from: [...line.cells], place, strike, say });
    for (const x of crossings) this.crossing(l, x.cell, x.alone, x.before);
  }

  /**
   * Writes in a cell that line l and the other line through it only together leave one
   * digit: l allows `alone` there, and the cell had `before` left when l's step began.
   */
  private crossing(l: number, cell: number, alone: number, before: number): void {
    const [row, col] = this.linesOf[cell]!;
    const other = l === row ? col : row;
    const value = valueOf(this.cand[cell]!);
    this.place(cell);
    const from = [...new Set([...this.lines[row]!.cells, ...this.lines[col]!.cells])];
    const say = this.log
      ? words.steps.crossing({
          cell: this.cellName(cell),
          line: this.lineName(l),
          other: this.lineName(other),
          lineDigits: this.said(alone),
          otherDigits: this.said(before),
          value: this.printed(value),
        })
      : '';
    this.out.push({ technique: 'crossing', from, place: [{ cell, value }], strike: [], say });
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
      say: () =>
        words.steps['one-blank']({
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
      const hit = this.peers[c]!.filter((p) => !this.placed[p] && this.cand[p]! & bit);
      if (hit.length === 0) continue;
      const place: Placed[] = [];
      const strike: { cell: number; values: number[] }[] = [];
      for (const p of hit) {
        this.cand[p]! &= ~bit;
        this.unrepeated[p]! &= ~bit;
        this.touch(p);
        const left = this.cand[p]!;
        if (left === 0) this.broken = true;
        if (isSingle(left)) {
          place.push({ cell: p, value: valueOf(left) });
          this.place(p);
        } else strike.push({ cell: p, values: [valueOf(bit)] });
      }
      const [row, col] = this.linesOf[c]!;
      const say = this.log
        ? words.steps['no-repeats']({
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
   * Every filling of line l's empty boxes from their candidates (at position `at`, from
   * `own` instead), keeping the distinct rule within the line, that makes the total: the
   * digits each position takes in some filling, how many fillings, and the first few.
   */
  private fillings(l: number, override?: { at: number; own: number }) {
    const line = this.lines[l]!;
    const k = line.cells.length;
    const values = line.cells.map((c) => (this.placed[c] ? valueOf(this.cand[c]!) : -1));
    const open = line.cells.flatMap((c, i) => (this.placed[c] ? [] : [i]));
    const distinct = this.lineDistinct[l]!;
    let taken = 0;
    if (distinct) for (const v of values) if (v >= 0) taken |= 1 << v;
    const domains = open.map((i) => digitsOf((override?.at === i ? override.own : this.cand[line.cells[i]!]!) & ~taken));
    const keep = new Array<number>(k).fill(0);
    const said: number[][] = [];
    let count = 0;
    const fill = (j: number, used: number): void => {
      if (j === open.length) {
        if (evaluate(values, line.ops, this.order) !== line.total) return;
        count++;
        for (const i of open) keep[i]! |= 1 << values[i]!;
        if (this.log && said.length < PAIRS_SAID) said.push(open.map((i) => values[i]!));
        return;
      }
      for (const d of domains[j]!) {
        if (distinct && used & (1 << d)) continue;
        values[open[j]!] = d;
        fill(j + 1, used | (1 << d));
      }
    };
    fill(0, 0);
    return { open, keep, count, said };
  }

  /** Two blanks and listing: a digit of an empty box in no filling of the line that makes its total is crossed off. */
  private listed(l: number, technique: 'two-blanks' | 'listing'): LineFinding | null {
    const line = this.lines[l]!;
    const { open, keep, count, said } = this.fillings(l);
    const strike = line.cells.map((c, i) => (open.includes(i) ? this.cand[c]! & ~keep[i]! : 0));
    if (strike.every((s) => s === 0)) return null;
    return {
      strike,
      say: (placed) => {
        const data = {
          line: this.lineName(l),
          total: this.printed(line.total),
          cells: open.map((i) => this.cellName(line.cells[i]!)),
          count,
          few: count <= PAIRS_SAID,
          fillings: said.map((f) => f.map((d) => this.printed(d))),
          narrowed: [] as { cell: string; digits: string[] }[],
          placed: this.placedSaid(placed),
        };
        const narrowed = (alsoSingles: boolean) =>
          open.flatMap((i) => {
            const cell = line.cells[i]!;
            if (!strike[i] || (!alsoSingles && isSingle(this.cand[cell]!))) return [];
            return [{ cell: this.cellName(cell), digits: this.said(keep[i]!) }];
          });
        // A box left with one digit is written in here, or by the crossing step right after,
        // which says why; but when that is every box the step touched, the step says what it
        // left in them, so its sentence still concludes something.
        data.narrowed = narrowed(false);
        if (data.narrowed.length === 0 && data.placed.length === 0) data.narrowed = narrowed(true);
        return technique === 'two-blanks' ? words.steps['two-blanks'](data) : words.steps.listing(data);
      },
    };
  }

  // ——— Level 3 ———

  private rangesOf(l: number): Ranges {
    const r: Ranges = { lo: [], hi: [], loDiv: [] };
    for (const c of this.lines[l]!.cells) {
      const m = this.cand[c]!;
      r.lo.push(low(m));
      r.hi.push(high(m));
      const nonzero = m & ~1;
      r.loDiv.push(nonzero ? low(nonzero) : Infinity);
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
    const [lo, hi, loDiv] = [r.lo[i]!, r.hi[i]!, r.loDiv[i]!];
    let keep = 0;
    let short = 0;
    for (const d of digitsOf(own)) {
      r.lo[i] = d;
      r.hi[i] = d;
      r.loDiv[i] = d === 0 ? Infinity : d;
      const span = spanOf(line.ops, this.order, r.lo, r.hi, r.loDiv);
      if (span !== null && span[0] <= line.total && line.total <= span[1]) keep |= 1 << d;
      else if (span !== null && span[1] < line.total) short |= 1 << d;
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
      say: (placed) =>
        words.steps.bounds({
          line: this.lineName(l),
          total: this.printed(line.total),
          short: this.cases(l, strike.map((x, i) => x & short[i]!)),
          past: this.cases(l, strike.map((x, i) => x & ~short[i]!)),
          placed: this.placedSaid(placed),
        }),
    };
  }

  /** Digits of `own` at position i whose residue modulo m leaves the total's residue within the line's reach. */
  private residueKeep(l: number, i: number, own: number, m: number): number {
    const line = this.lines[l]!;
    const target = ((line.total % m) + m) % m;
    const sets = line.cells.map((c, j) => residuesOf(j === i ? own : this.cand[c]!, m));
    let keep = 0;
    for (let r = 0; r < m; r++) {
      if (!(sets[i]! & (1 << r))) continue;
      const saved = sets[i]!;
      sets[i] = 1 << r;
      if (reachable(line.ops, this.order, sets, m) & (1 << target)) for (const d of digitsOf(own)) if (d % m === r) keep |= 1 << d;
      sets[i] = saved;
    }
    return keep;
  }

  /** Parity (m = 2) and last digit (m = base), for lines of + − × only. */
  private residues(l: number, m: number, technique: 'parity' | 'last-digit'): LineFinding | null {
    const line = this.lines[l]!;
    const strike = line.cells.map((c, i) => (this.placed[c] ? 0 : this.cand[c]! & ~this.residueKeep(l, i, this.cand[c]!, m)));
    if (strike.every((s) => s === 0)) return null;
    const target = ((line.total % m) + m) % m;
    return {
      strike,
      say: (placed) => {
        const data = {
          line: this.lineName(l),
          total: this.printed(line.total),
          cases: this.cases(l, strike),
          placed: this.placedSaid(placed),
        };
        return technique === 'parity'
          ? words.steps.parity({ ...data, odd: target === 1 })
          : words.steps['last-digit']({ ...data, digit: this.printed(target), based: this.base !== 10, base: this.base });
      },
    };
  }

  /**
   * The digits each box of line l may hold so that every ÷ comes out exact: for each ÷, the
   * boxes it divides (its term, or under left to right everything before it) and its
   * divisor are filled every way their candidates allow, when at most DIVISION_OPEN of them
   * are empty, and a digit in no exact filling is left out. The total plays no part.
   */
  private divisions(l: number, override?: { at: number; own: number }): number[] {
    const line = this.lines[l]!;
    const domainOf = (i: number) => (override?.at === i ? override.own : this.cand[line.cells[i]!]!);
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
      say: (placed) =>
        words.steps.divisibility({
          line: this.lineName(l),
          cases: this.cases(l, strike),
          placed: this.placedSaid(placed),
        }),
    };
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

/** a op b over intervals; the divisor's interval leaves out 0 (`loDiv` its least nonzero value). Null if empty. */
function combine(a: number, b: number, op: Op, c: number, d: number, cDiv: number): [number, number] | null {
  switch (op) {
    case '+':
      return [a + c, b + d];
    case '-':
      return [a - d, b - c];
    case '*': {
      const xs = [a * c, a * d, b * c, b * d];
      return [Math.min(...xs), Math.max(...xs)];
    }
    case '/': {
      // Division by zero is not allowed, so only nonzero divisors count; all digits are at
      // least 0, so the divisor is positive and the quotient is monotone in both arguments.
      if (cDiv > d) return null;
      const xs = [a / cDiv, a / d, b / cDiv, b / d];
      // Exact divisions give whole numbers: round inward.
      const lo = Math.ceil(Math.min(...xs));
      const hi = Math.floor(Math.max(...xs));
      return lo <= hi ? [lo, hi] : null;
    }
  }
}

/**
 * The interval a line's value lies in when each cell lies in [lo, hi] (as a divisor, in
 * [loDiv, hi]); null if no filling can be evaluated at all. Under precedence the terms
 * (runs of × and ÷) first, then their sum and differences; left to right, one chain.
 */
export function spanOf(ops: readonly Op[], order: Order, lo: readonly number[], hi: readonly number[], loDiv: readonly number[]): [number, number] | null {
  let sLo = 0;
  let sHi = 0;
  let sign: Op = '+';
  for (const t of terms(lo.length, ops, order)) {
    let a = lo[t.start]!;
    let b = hi[t.start]!;
    for (let i = t.start + 1; i < t.end; i++) {
      const r = combine(a, b, ops[i - 1]!, lo[i]!, hi[i]!, loDiv[i]!);
      if (!r) return null;
      [a, b] = r;
    }
    if (sign === '+') [sLo, sHi] = [sLo + a, sHi + b];
    else [sLo, sHi] = [sLo - b, sHi - a];
    if (t.end - 1 < ops.length) sign = ops[t.end - 1]!;
  }
  return [sLo, sHi];
}

/** The residues modulo m a line of + − × can reach, each cell's residues given as a bitmask. */
export function reachable(ops: readonly Op[], order: Order, sets: readonly number[], m: number): number {
  let sum = 1; // {0}
  let sign: '+' | '-' = '+';
  for (const t of terms(sets.length, ops, order)) {
    let acc = sets[t.start]!;
    for (let i = t.start + 1; i < t.end; i++) acc = residueCombine(acc, ops[i - 1] as '+' | '-' | '*', sets[i]!, m);
    sum = residueCombine(sum, sign, acc, m);
    if (t.end - 1 < ops.length) sign = ops[t.end - 1] as '+' | '-';
  }
  return sum;
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
