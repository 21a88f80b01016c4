import { popcount } from '../bits.ts';
import type { Board } from '../board.ts';
import type { Shape } from '../shape.ts';

/**
 * Almost locked sets, read off a board: n empty cells of one house holding n + 1 digits between
 * them (a cell of two digits is one). Take any one digit away and the other n fill the n cells,
 * so a set lacking a digit holds every other digit it has. Every set of a board is listed once
 * (a set lying in a row and a box is the row's or the box's, whichever is scanned first), with
 * its cells as a bitset and, for each of its digits, the empty cells outside it that hold that
 * digit and see every place of it in the set: where a digit the set must hold is crossed off,
 * and where a digit of another set must lie for the two to share it restrictedly.
 *
 * The ALS techniques read one listing a board: it is kept, with the candidates it was read from,
 * and read again only when they change (the ladder asks ALS-XZ and then ALS-XY-Wing of one board).
 * Typed arrays throughout, grown only when a board has more sets than any before: the generator
 * asks this of every stalled board it meets.
 */

/**
 * The most cells a set is taken with. HoDoKu allows any size; people see sets of two to four
 * cells. Measured on 1,745 stalled 9×9 positions: five cells bring a median 134 sets a board to
 * 172 and ALS-XZ to 3% more positions, for half again the time; three lose a tenth of them.
 */
export const MOST_CELLS = 4;

/** A board's almost locked sets, numbered in the order they were found; `order` lists them smallest first. */
export class AlsSets {
  readonly shape: Shape;
  /** Words of a bitset of the shape's cells. */
  readonly words: number;
  /** Digits a cell may hold are 0 to `span` − 1. */
  readonly span: number;
  /** Each cell's peers as a bitset (`cell * words`). */
  private readonly peers: Uint32Array;
  /** Whether each house (by its place in `shape.houses`) holds each cell: `house * size + cell`. */
  private readonly inHouse: Uint8Array;
  /** Each cell's houses, by their place in `shape.houses`. */
  private readonly housesOf: Int32Array[];

  /** The sets found. */
  count = 0;
  /** Each set's digits. */
  mask: Uint32Array;
  /** Each set's digits that some cell outside it sees in every place of the digit in the set, and holds (`targets` not empty). */
  reach: Uint32Array;
  /** Each set's cells: how many, and which (`set * MOST_CELLS`, in reading order within its house). */
  size: Uint8Array;
  cells: Int32Array;
  /** The group (an index into `shape.groups`) each set lies in. */
  group: Int32Array;
  /** Each set's cells as a bitset (`set * words`). */
  bits: Uint32Array;
  /** For each set and digit, the empty cells holding the digit that see all its places in the set (`(set * span + digit) * words`). */
  targets: Uint32Array;
  /** Each set's targets, all digits together (`set * words`): where a set sharing a restricted common digit with it has a cell. */
  near: Uint32Array;
  /** The sets by size, smallest first (in the order found within a size): a set's rank is its place here. */
  order: Int32Array;
  /**
   * For each digit, the sets holding it where some cell outside sees all its places (`reach`), as
   * a bitset of their ranks (`digit * rankWords`): the only sets that may share it restrictedly
   * with another, found a word at a time rather than pair by pair.
   */
  byDigit = new Uint32Array(0);
  rankWords = 0;
  /** The sets `partners` found, by rank. */
  readonly found = { bits: new Uint32Array(0) };
  /** Each digit's empty cells holding it, as a bitset (`digit * words`). */
  readonly holding: Uint32Array;

  /** The candidates and written cells the listing was read from. */
  private readonly seenCand: Uint32Array;
  private readonly seenFilled: Uint8Array;
  private seen = false;
  /** Bumped at each new listing: what a technique keeps of one (ALS-XY-Wing's links) is good while it holds. */
  generation = 0;

  // The search's work space: one house's empty cells, the cells picked.
  private readonly empty: Int32Array;
  private readonly picked = new Int32Array(MOST_CELLS);
  private readonly acc: Uint32Array;
  private emptyCount = 0;

  constructor(shape: Shape) {
    this.shape = shape;
    const { size, houses, groups } = shape;
    this.words = (size + 31) >>> 5;
    this.span = 32 - Math.clz32(shape.digits);
    this.peers = new Uint32Array(size * this.words);
    for (let c = 0; c < size; c++) for (const p of shape.peers[c]!) this.peers[c * this.words + (p >>> 5)]! |= 1 << (p & 31);
    this.inHouse = new Uint8Array(houses.length * size);
    const of: number[][] = Array.from({ length: size }, () => []);
    houses.forEach((h, i) => {
      for (const c of groups[h]!.cells) {
        this.inHouse[i * size + c] = 1;
        of[c]!.push(i);
      }
    });
    this.housesOf = of.map((list) => Int32Array.from(list));
    this.empty = new Int32Array(Math.max(0, ...houses.map((h) => groups[h]!.cells.length)));
    this.holding = new Uint32Array(this.span * this.words);
    this.acc = new Uint32Array(this.words);
    this.seenCand = new Uint32Array(size);
    this.seenFilled = new Uint8Array(size);
    const room = 64;
    this.mask = new Uint32Array(room);
    this.reach = new Uint32Array(room);
    this.size = new Uint8Array(room);
    this.cells = new Int32Array(room * MOST_CELLS);
    this.group = new Int32Array(room);
    this.bits = new Uint32Array(room * this.words);
    this.targets = new Uint32Array(room * this.span * this.words);
    this.near = new Uint32Array(room * this.words);
    this.order = new Int32Array(room);
  }

  /** The sets of `board` as its candidates stand: listed again only where they changed since the last listing. */
  read(board: Board): this {
    if (this.seen && this.same(board)) return this;
    this.seen = true;
    this.seenCand.set(board.cand);
    this.seenFilled.set(board.filled);
    this.generation++;
    const { shape, words, holding } = this;
    const { cand, filled } = board;
    holding.fill(0);
    for (let c = 0; c < shape.size; c++) {
      if (filled[c]) continue;
      for (let m = cand[c]!; m; m &= m - 1) holding[(31 - Math.clz32(m & -m)) * words + (c >>> 5)]! |= 1 << (c & 31);
    }
    this.count = 0;
    const { houses, groups } = shape;
    for (let p = 0; p < houses.length; p++) {
      const cells = groups[houses[p]!]!.cells;
      let k = 0;
      for (const c of cells) if (!filled[c]) this.empty[k++] = c;
      this.emptyCount = k;
      if (k >= 2) this.grow(board, p, 0, 0, 0);
    }
    this.sortBySize();
    return this;
  }

  /** Whether `board` has the candidates the listing was read from. */
  private same(board: Board): boolean {
    const { cand, filled } = board;
    const { seenCand, seenFilled } = this;
    for (let c = 0; c < cand.length; c++) if (cand[c] !== seenCand[c] || filled[c] !== seenFilled[c]) return false;
    return true;
  }

  /** Every set of the house at place `p` that takes cells from `from` on, `depth` picked already, their digits `union`. */
  private grow(board: Board, p: number, from: number, depth: number, union: number): void {
    const { empty, picked } = this;
    const k = this.emptyCount;
    for (let i = from; i < k; i++) {
      const c = empty[i]!;
      const u = union | board.cand[c]!;
      const digits = popcount(u);
      // A set of at most MOST_CELLS cells has at most one digit more.
      if (digits > MOST_CELLS + 1) continue;
      picked[depth] = c;
      if (digits === depth + 2) this.keep(board, p, depth + 1, u);
      // Every empty cell of a house holds as many digits as there are cells: never almost locked.
      if (depth + 1 < MOST_CELLS && depth + 2 < k) this.grow(board, p, i + 1, depth + 1, u);
    }
  }

  /** The picked cells, `n` of them in the house at place `p`, holding `mask`: kept unless an earlier house holds them all. */
  private keep(board: Board, p: number, n: number, mask: number): void {
    const { picked, inHouse, shape, words, span, holding, peers } = this;
    const first = this.housesOf[picked[0]!]!;
    for (let i = 0; i < first.length; i++) {
      const q = first[i]!;
      if (q >= p) continue;
      let all = true;
      for (let j = 1; j < n && all; j++) all = inHouse[q * shape.size + picked[j]!] === 1;
      if (all) return;
    }
    if (this.count === this.mask.length) this.make(this.count * 2);
    const s = this.count++;
    const { bits, near, targets, cells, acc } = this;
    const cand = board.cand;
    this.mask[s] = mask;
    this.size[s] = n;
    this.group[s] = shape.houses[p]!;
    const at = s * words;
    for (let w = 0; w < words; w++) bits[at + w] = near[at + w] = 0;
    for (let j = 0; j < n; j++) {
      const c = picked[j]!;
      cells[s * MOST_CELLS + j] = c;
      bits[at + (c >>> 5)]! |= 1 << (c & 31);
    }
    // For each digit: the cells holding it that see each of its places in the set.
    let reach = 0;
    for (let m = mask; m; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      const bit = 1 << d;
      for (let w = 0; w < words; w++) acc[w] = holding[d * words + w]!;
      for (let j = 0; j < n; j++) {
        const c = picked[j]!;
        if (cand[c]! & bit) for (let w = 0; w < words; w++) acc[w]! &= peers[c * words + w]!;
      }
      const to = (s * span + d) * words;
      let any = 0;
      for (let w = 0; w < words; w++) {
        const t = acc[w]!;
        targets[to + w] = t;
        near[at + w]! |= t;
        any |= t;
      }
      if (any) reach |= bit;
    }
    this.reach[s] = reach;
  }

  /** Room for `room` sets, what is kept so far kept. */
  private make(room: number): void {
    const grown = <T extends Uint32Array | Int32Array | Uint8Array>(a: T, per: number): T => {
      const b = new (a.constructor as new (n: number) => T)(room * per);
      b.set(a);
      return b;
    };
    this.mask = grown(this.mask, 1);
    this.reach = grown(this.reach, 1);
    this.size = grown(this.size, 1);
    this.cells = grown(this.cells, MOST_CELLS);
    this.group = grown(this.group, 1);
    this.bits = grown(this.bits, this.words);
    this.targets = grown(this.targets, this.span * this.words);
    this.near = grown(this.near, this.words);
    this.order = new Int32Array(room);
  }

  /** `order`: the sets smallest first, in the order found within a size. */
  private sortBySize(): void {
    const { count, span } = this;
    let at = 0;
    for (let n = 1; n <= MOST_CELLS; n++) for (let s = 0; s < count; s++) if (this.size[s] === n) this.order[at++] = s;
    const rankWords = (this.rankWords = (count + 31) >>> 5);
    if (this.byDigit.length < span * rankWords) {
      this.byDigit = new Uint32Array(span * rankWords * 2);
      this.found.bits = new Uint32Array(rankWords * 2);
    }
    this.byDigit.fill(0, 0, span * rankWords);
    for (let r = 0; r < count; r++) {
      const s = this.order[r]!;
      for (let m = this.mask[s]! & this.reach[s]!; m; m &= m - 1) this.byDigit[(31 - Math.clz32(m & -m)) * rankWords + (r >>> 5)]! |= 1 << (r & 31);
    }
  }

  /**
   * The sets ranked after `rank` holding at least `least` (1 or 2) of `digits` where some cell
   * outside sees all its places: `found.bits`, by rank, from word `rank + 1 >>> 5` on.
   */
  partners(rank: number, digits: number, least: 1 | 2): void {
    const { rankWords, byDigit } = this;
    const out = this.found.bits;
    const first = rank + 1;
    for (let w = first >>> 5; w < rankWords; w++) {
      let once = 0;
      let twice = 0;
      for (let m = digits; m; m &= m - 1) {
        const held = byDigit[(31 - Math.clz32(m & -m)) * rankWords + w]!;
        twice |= once & held;
        once |= held;
      }
      out[w] = least === 1 ? once : twice;
    }
    // Not the sets up to `rank` itself.
    if (first & 31) out[first >>> 5]! &= ~((1 << (first & 31)) - 1);
  }

  /** Whether two sets have no cell in common. */
  apart(a: number, b: number): boolean {
    const { words, bits } = this;
    for (let w = 0; w < words; w++) if (bits[a * words + w]! & bits[b * words + w]!) return false;
    return true;
  }

  /**
   * Whether two sets may share a restricted common digit: no cell in common, and a cell of `b`
   * sees all the places of some digit in `a` (the cheap test that rules out most pairs first).
   */
  linkable(a: number, b: number): boolean {
    const { words, bits, near } = this;
    let meet = 0;
    for (let w = 0; w < words; w++) {
      const cells = bits[b * words + w]!;
      if (bits[a * words + w]! & cells) return false;
      meet |= cells & near[a * words + w]!;
    }
    return meet !== 0;
  }

  /**
   * Whether digit `d`, in both sets, is restricted common to them: every place of it in `b`
   * sees every place of it in `a`, so the two cannot both hold it.
   */
  restricted(a: number, b: number, d: number): boolean {
    const { words, bits, holding, targets, span } = this;
    const t = (a * span + d) * words;
    for (let w = 0; w < words; w++) if (bits[b * words + w]! & holding[d * words + w]! & ~targets[t + w]!) return false;
    return true;
  }

  /** The digits restricted common to two sets without a cell in common, among `digits`. */
  restrictedOf(a: number, b: number, digits: number): number {
    let out = 0;
    for (let m = digits; m; m &= m - 1) {
      const bit = m & -m;
      if (this.restricted(a, b, 31 - Math.clz32(bit))) out |= bit;
    }
    return out;
  }

  /** Whether some cell holding digit `d` sees all its places in both sets. */
  sharedTarget(a: number, b: number, d: number): boolean {
    const { words, targets, span } = this;
    const ta = (a * span + d) * words;
    const tb = (b * span + d) * words;
    for (let w = 0; w < words; w++) if (targets[ta + w]! & targets[tb + w]!) return true;
    return false;
  }

  /** A set's cells, as a list. */
  cellsOf(s: number): number[] {
    const out: number[] = [];
    for (let j = 0; j < this.size[s]!; j++) out.push(this.cells[s * MOST_CELLS + j]!);
    return out;
  }

  /** The cells of a set holding digit `d`. */
  placesOf(board: Board, s: number, d: number): number[] {
    return this.cellsOf(s).filter((c) => board.cand[c]! & (1 << d));
  }

  /** Adds digit `d` to `into[cell]` for each cell of the bitset at `at` in `from` (and of the one at `and` in it, where given, both). */
  collect(into: Uint32Array, d: number, from: Uint32Array, at: number, and = -1): void {
    const { words } = this;
    for (let w = 0; w < words; w++) {
      let m = from[at + w]! & (and < 0 ? -1 : from[and + w]!);
      for (; m; m &= m - 1) into[w * 32 + (31 - Math.clz32(m & -m))]! |= 1 << d;
    }
  }

  /** Where a set's targets for digit `d` start in `targets`. */
  targetsAt(s: number, d: number): number {
    return (s * this.span + d) * this.words;
  }
}

/** Each shape's listing, made once and kept while the shape is. */
const listings = new WeakMap<Shape, AlsSets>();

/** The almost locked sets of `board`, as its candidates stand. */
export function alsOf(board: Board): AlsSets {
  let sets = listings.get(board.shape);
  if (!sets) listings.set(board.shape, (sets = new AlsSets(board.shape)));
  return sets.read(board);
}
