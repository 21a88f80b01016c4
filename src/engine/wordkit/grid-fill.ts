import { ln } from '../portable-math.ts';
import type { Rng } from '../random.ts';
import { blockGrid } from './blocks.ts';
import { fillsOnce } from './fill.ts';
import type { SlotGrid } from './slots.ts';

/**
 * A fill-in's words: a block grid's slots filled from a large dictionary as a crossword
 * constructor fills them, each crossing one letter, each word once; then its list proved to fill
 * the grid one way only (`fillsOnce`), as the solver gets the list and must place it.
 *
 * The words that fit a slot are a bitset, narrowed by ANDs with one bitset per (length,
 * position, letter). The search fills the open slot with fewest words left first; draws its
 * words in an order from the rng, weighted towards common words and towards words that leave
 * their crossings most words; and after each word keeps the grid arc consistent (a letter stays
 * possible in a cell only while both its slots have a word with it there), taking the word back
 * where a slot is left none. Runs restart with a fresh order and a larger allowance, and a slot
 * that keeps running dry is filled earlier in the next, so one bad early word costs a run, not
 * the budget. Only the rng orders anything: one seed, one fill.
 */

/** A dictionary as the filler reads it. */
export interface WordPool {
  /** Each candidate word's letter codes, in preference order (common words first: lower index = preferred). */
  codes: readonly (readonly number[])[];
  /** Indices into codes by word length. */
  byLength: ReadonlyMap<number, readonly number[]>;
  /** Letters in the alphabet (codes are 0..alphabetSize-1). */
  alphabetSize: number;
}

/** A filled grid: the pool word each slot takes, in `grid.slots` order, and the counted work it cost. */
export interface GridFill {
  words: number[];
  work: number;
}

/** Work a fill may spend by default: a word tried against a slot is one, a slot chosen one (a fill without a step back costs two a slot). */
export const GRID_FILL_BUDGET = 20_000;

/** How many of a slot's fitting words, most preferred first, a try draws among: past them a word is rarely wanted. */
const DRAWN = 300;

/**
 * A slot with at most this many words left is read word by word for the letters it lacks, and
 * its crossings narrowed to them; one with more nearly always has every letter (measured: 200
 * fills most 13×13s per millisecond; 60 and 600 both fewer).
 */
const FEW = 200;

/** Work the first run may spend, a slot (a fill without a step back costs 2); each restart may spend half as much again. */
const FIRST_RUN = 3;
const GROW = 1.5;

/** Work `makeFillIn` spends on one grid, a slot, before it draws another: a fresh grid is the cheaper restart (measured best near 6 to 10). */
const GRID_RUN = 10;

/** The words of one length, indexed by letter at each position. */
interface LengthIndex {
  /** Each word's pool index, preferred first (a word's place here is its rank). */
  pool: Int32Array;
  /** Each word's letter codes, `length` a word. */
  letters: Uint16Array;
  /** 32-bit words one bitset of this length's words takes. */
  span: number;
  /** The words with letter l at position p: a bitset at (p × alphabet + l) × span. */
  has: Uint32Array;
  /** Every word: the bitset a slot starts from. */
  all: Uint32Array;
}

interface PoolIndex {
  alphabet: number;
  lengths: Map<number, LengthIndex>;
  /** ln n for every n up to one past the most words of a length: a word's rank and a crossing's count are looked up, not computed. */
  logs: Float64Array;
}

// A pool is indexed once, however many grids it fills.
const indexes = new WeakMap<WordPool, PoolIndex>();

/**
 * The pool's bitset index. A word with the same letters as a preferred one is left out: two
 * words a list prints alike would count every filling twice (and read as one word twice).
 */
function indexOf(pool: WordPool): PoolIndex {
  const known = indexes.get(pool);
  if (known) return known;
  const alphabet = pool.alphabetSize;
  const lengths = new Map<number, LengthIndex>();
  for (const [length, list] of pool.byLength) {
    const seen = new Set<string>();
    const kept: number[] = [];
    for (const w of [...list].sort((a, b) => a - b)) {
      const codes = pool.codes[w]!;
      if (codes.length !== length || codes.some((l) => l < 0 || l >= alphabet || !Number.isInteger(l))) continue;
      const key = codes.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      kept.push(w);
    }
    if (kept.length === 0) continue;
    const span = Math.ceil(kept.length / 32);
    const letters = new Uint16Array(kept.length * length);
    const has = new Uint32Array(length * alphabet * span);
    const all = new Uint32Array(span);
    kept.forEach((w, i) => {
      const codes = pool.codes[w]!;
      const bit = 1 << (i & 31);
      const at = i >>> 5;
      all[at]! |= bit;
      for (let p = 0; p < length; p++) {
        letters[i * length + p] = codes[p]!;
        has[(p * alphabet + codes[p]!) * span + at]! |= bit;
      }
    });
    lengths.set(length, { pool: Int32Array.from(kept), letters, span, has, all });
  }
  const most = Math.max(0, ...[...lengths.values()].map((x) => x.pool.length));
  const logs = Float64Array.from({ length: most + 2 }, (_, n) => (n > 0 ? ln(n) : 0));
  const index = { alphabet, lengths, logs };
  indexes.set(pool, index);
  return index;
}

function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * Standard Gumbel draws, one for each of 4,096 even steps of chance: adding one to each
 * log-weight and sorting draws an order weighted by them. A table, so the logarithms are the
 * portable ones (the same bits in every engine) and taken once.
 */
const GUMBEL = Float64Array.from({ length: 4096 }, (_, i) => -ln(-ln((i + 0.5) / 4096)));

/**
 * Fills every slot of `grid` with a distinct pool word so that crossings agree, or null within
 * the budget (or where the pool has too few words of some slot's length). `prefer` is how
 * strongly common words are drawn: a word's weight falls as its rank among its length to the
 * power `prefer` (0: any word that fits as likely as another; default 1).
 */
export function fillGrid(rng: Rng, grid: SlotGrid, pool: WordPool, options: { budget?: number; prefer?: number } = {}): GridFill | null {
  const budget = options.budget ?? GRID_FILL_BUDGET;
  const prefer = options.prefer ?? 1;
  const { alphabet, lengths, logs } = indexOf(pool);
  const slots = grid.slots;
  const count = slots.length;
  if (count === 0) return { words: [], work: 0 };
  const index: LengthIndex[] = [];
  const wanted = new Map<number, number>();
  for (const slot of slots) {
    const lx = lengths.get(slot.cells.length);
    if (!lx) return null;
    index.push(lx);
    wanted.set(slot.cells.length, (wanted.get(slot.cells.length) ?? 0) + 1);
  }
  // Each word goes once: a length with fewer words than slots cannot be filled.
  for (const [length, n] of wanted) if (lengths.get(length)!.pool.length < n) return null;
  const longest = Math.max(...slots.map((s) => s.cells.length));
  const widest = Math.max(...index.map((x) => x.span));

  // Each slot's bitset of words still fitting, at its offset in one array; how many; and which
  // of its 32-bit words are not 0 (a bit a word, `summary` words a slot), so that a slot with few
  // words left costs as much as its words, not its length's whole bitset.
  const summary = Math.ceil(widest / 32);
  const offset = new Int32Array(count + 1);
  for (let s = 0; s < count; s++) offset[s + 1] = offset[s]! + index[s]!.span;
  const cand = new Uint32Array(offset[count]!);
  const nonzero = new Uint32Array(count * summary);
  const size = new Int32Array(count);
  // The slot crossing each position (at s × longest + p; −1: none) and where in it the cell falls.
  const crossSlot = new Int32Array(count * longest).fill(-1);
  const crossAt = new Int32Array(count * longest);
  slots.forEach((slot, s) => {
    slot.cells.forEach((cell, p) => {
      const t = slot.across ? grid.down[cell]! : grid.across[cell]!;
      if (t < 0) return;
      crossSlot[s * longest + p] = t;
      crossAt[s * longest + p] = slots[t]!.cells.indexOf(cell);
    });
  });
  // Slots of each slot's length: a word placed is struck from them, as each word goes once.
  const sameLength = slots.map((slot, s) => slots.flatMap((o, t) => (t !== s && o.cells.length === slot.cells.length ? [t] : [])));

  const chosen = new Int32Array(count).fill(-1);
  // How often each slot was left no word, kept across runs: a slot that keeps failing is filled earlier.
  const weight = new Float64Array(count).fill(1);

  // The trail: each slot's words as they were before a placement first narrowed them (its
  // summary, then its words not 0), taken back on undo; a clock of changes to each slot's words.
  let saved = new Uint32Array(4096);
  let savedEnd = 0;
  let marks = new Int32Array(768);
  let markEnd = 0;
  const stamp = new Int32Array(count).fill(-1);
  let placement = 0;
  const version = new Int32Array(count);
  let clock = 0;
  /** Saves slot t's words before this placement first changes them. */
  const touch = (t: number) => {
    version[t] = ++clock;
    if (stamp[t] === placement) return;
    stamp[t] = placement;
    if (savedEnd + summary + index[t]!.span > saved.length) {
      const bigger = new Uint32Array(Math.max(saved.length * 2, savedEnd + summary + index[t]!.span));
      bigger.set(saved);
      saved = bigger;
    }
    if (markEnd + 3 > marks.length) {
      const bigger = new Int32Array(marks.length * 2);
      bigger.set(marks);
      marks = bigger;
    }
    marks[markEnd++] = t;
    marks[markEnd++] = savedEnd;
    marks[markEnd++] = size[t]!;
    const o = offset[t]!;
    const z = t * summary;
    for (let j = 0; j < summary; j++) saved[savedEnd++] = nonzero[z + j]!;
    for (let j = 0; j < summary; j++) {
      for (let m = nonzero[z + j]!; m; m &= m - 1) saved[savedEnd++] = cand[o + (j << 5) + 31 - Math.clz32(m & -m)]!;
    }
  };
  /** Takes back every change past mark `to`: a slot's words now are within its saved ones, so its saved words not 0 are all to write. */
  const undo = (to: number) => {
    while (markEnd > to) {
      const n = marks[--markEnd]!;
      const from = marks[--markEnd]!;
      const t = marks[--markEnd]!;
      const o = offset[t]!;
      const z = t * summary;
      let at = from;
      for (let j = 0; j < summary; j++) nonzero[z + j] = saved[at++]!;
      for (let j = 0; j < summary; j++) {
        for (let m = nonzero[z + j]!; m; m &= m - 1) cand[o + (j << 5) + 31 - Math.clz32(m & -m)] = saved[at++]!;
      }
      size[t] = n;
      version[t] = ++clock;
      savedEnd = from;
    }
  };

  // Which letters a slot's words have at each position (at (t × longest + q) × alphabet), kept while its words are unchanged.
  const present = new Uint8Array(count * longest * alphabet);
  const presentAt = new Int32Array(count).fill(-1);
  /** Where the letters some word of slot t has at each position are marked: read word by word, so for a slot with few words. */
  const lettersOf = (t: number): number => {
    const base = t * longest * alphabet;
    if (presentAt[t] === version[t]) return base;
    presentAt[t] = version[t]!;
    const tx = index[t]!;
    const o = offset[t]!;
    const z = t * summary;
    const length = slots[t]!.cells.length;
    present.fill(0, base, base + length * alphabet);
    for (let j = 0; j < summary; j++) {
      for (let m = nonzero[z + j]!; m; m &= m - 1) {
        const k = (j << 5) + 31 - Math.clz32(m & -m);
        for (let v = cand[o + k]!; v; v &= v - 1) {
          const at = ((k << 5) + 31 - Math.clz32(v & -v)) * length;
          for (let q = 0; q < length; q++) present[base + q * alphabet + tx.letters[at + q]!] = 1;
        }
      }
    }
    return base;
  };

  // Arc consistency: a letter stays possible in a cell only while both its slots have a word with it there.
  const queue = new Int32Array(count);
  const queued = new Uint8Array(count);
  let head = 0;
  let tail = 0;
  let waiting = 0;
  const enqueue = (t: number) => {
    if (queued[t]) return;
    queued[t] = 1;
    queue[tail] = t;
    tail = tail + 1 === count ? 0 : tail + 1;
    waiting++;
  };
  const dequeue = (): number => {
    const t = queue[head]!;
    head = head + 1 === count ? 0 : head + 1;
    waiting--;
    queued[t] = 0;
    return t;
  };
  const clearQueue = () => {
    while (waiting > 0) dequeue();
  };
  const keptLetters = new Int32Array(alphabet);
  const droppedLetters = new Int32Array(alphabet);
  /**
   * Takes from slot u the words whose letter at position qu slot t has no word for; false where
   * u is left none. Only from a slot with few words left: one with many has nearly every letter
   * everywhere, and finding the one it lacks costs more than it saves.
   */
  const revise = (t: number, q: number, u: number, qu: number): boolean => {
    if (size[t]! > FEW) return true;
    const ht = lettersOf(t) + q * alphabet;
    let keep = 0;
    let drop = 0;
    for (let l = 0; l < alphabet; l++) {
      if (present[ht + l]) keptLetters[keep++] = l;
      else droppedLetters[drop++] = l;
    }
    if (drop === 0) return true;
    const ux = index[u]!;
    const o = offset[u]!;
    const z = u * summary;
    const span = ux.span;
    const length = slots[u]!.cells.length;
    let words = 0;
    for (let j = 0; j < summary; j++) words += popcount(nonzero[z + j]!);
    // The cheapest way: word by word where few are left, else letter by letter, kept or dropped.
    const byWord = size[u]! < words * Math.min(keep, drop);
    let n = 0;
    let changed = false;
    for (let j = 0; j < summary; j++) {
      for (let m = nonzero[z + j]!; m; m &= m - 1) {
        const low = m & -m;
        const k = (j << 5) + 31 - Math.clz32(low);
        const old = cand[o + k]!;
        let v = old;
        if (byWord) {
          for (let rest = old; rest; rest &= rest - 1) {
            const bit = rest & -rest;
            if (!present[ht + ux.letters[((k << 5) + 31 - Math.clz32(bit)) * length + qu]!]) v ^= bit;
          }
        } else if (keep <= drop) {
          let x = 0;
          for (let i = 0; i < keep; i++) x |= ux.has[(qu * alphabet + keptLetters[i]!) * span + k]!;
          v &= x;
        } else {
          for (let i = 0; i < drop; i++) v &= ~ux.has[(qu * alphabet + droppedLetters[i]!) * span + k]!;
        }
        // Compared as 32-bit integers: a word read back is unsigned, one computed signed.
        if ((v ^ old) !== 0) {
          if (!changed) touch(u);
          changed = true;
          cand[o + k] = v;
          if (!v) nonzero[z + j]! ^= low;
        }
        if (v) n += popcount(v);
      }
    }
    if (!changed) return true;
    size[u] = n;
    if (n === 0) {
      weight[u]!++;
      return false;
    }
    enqueue(u);
    return true;
  };
  /** Narrows every open slot to words whose crossings still have a word, until nothing changes; false where a slot is left none. */
  const propagate = (): boolean => {
    while (waiting > 0) {
      const t = dequeue();
      const length = slots[t]!.cells.length;
      for (let q = 0; q < length; q++) {
        const u = crossSlot[t * longest + q]!;
        if (u >= 0 && chosen[u]! < 0 && !revise(t, q, u, crossAt[t * longest + q]!)) return false;
      }
    }
    return true;
  };

  /** Places word `w` (its rank in its length) in slot `s`, and narrows the rest to fit; false where some slot is left no word. */
  const place = (s: number, w: number): boolean => {
    placement++;
    const lx = index[s]!;
    const length = slots[s]!.cells.length;
    chosen[s] = w;
    for (let p = 0; p < length; p++) {
      const t = crossSlot[s * longest + p]!;
      if (t < 0 || chosen[t]! >= 0) continue;
      touch(t);
      const tx = index[t]!;
      const o = offset[t]!;
      const z = t * summary;
      const h = (crossAt[s * longest + p]! * alphabet + lx.letters[w * length + p]!) * tx.span;
      let n = 0;
      for (let j = 0; j < summary; j++) {
        for (let m = nonzero[z + j]!; m; m &= m - 1) {
          const low = m & -m;
          const k = (j << 5) + 31 - Math.clz32(low);
          const v = cand[o + k]! & tx.has[h + k]!;
          cand[o + k] = v;
          if (v) n += popcount(v);
          else nonzero[z + j]! ^= low;
        }
      }
      size[t] = n;
      if (n === 0) {
        weight[t]!++;
        return false;
      }
      enqueue(t);
    }
    const k = w >>> 5;
    const bit = 1 << (w & 31);
    for (const t of sameLength[s]!) {
      const o = offset[t]!;
      if (chosen[t]! >= 0 || !(cand[o + k]! & bit)) continue;
      touch(t);
      cand[o + k]! ^= bit;
      if (!cand[o + k]) nonzero[t * summary + (k >>> 5)]! ^= 1 << (k & 31);
      if (--size[t]! === 0) {
        weight[t]!++;
        return false;
      }
      enqueue(t);
    }
    return propagate();
  };

  // Each crossing's words per letter, for the order words are tried in: kept while the crossing's words are unchanged.
  const keeps = new Int32Array(count * longest * alphabet);
  const logKeeps = new Float64Array(count * longest * alphabet);
  const keptAt = new Int32Array(count * longest).fill(-1);
  /** Where the count of slot t's words with each letter at position q is, at (t × longest + q) × alphabet. */
  const tally = (t: number, q: number): number => {
    const base = (t * longest + q) * alphabet;
    if (keptAt[t * longest + q] === version[t]) return base;
    keptAt[t * longest + q] = version[t]!;
    const tx = index[t]!;
    const o = offset[t]!;
    const z = t * summary;
    let words = 0;
    for (let j = 0; j < summary; j++) words += popcount(nonzero[z + j]!);
    keeps.fill(0, base, base + alphabet);
    if (size[t]! < alphabet * words) {
      const length = slots[t]!.cells.length;
      for (let j = 0; j < summary; j++) {
        for (let m = nonzero[z + j]!; m; m &= m - 1) {
          const k = (j << 5) + 31 - Math.clz32(m & -m);
          for (let v = cand[o + k]!; v; v &= v - 1) keeps[base + tx.letters[((k << 5) + 31 - Math.clz32(v & -v)) * length + q]!]!++;
        }
      }
    } else {
      for (let l = 0; l < alphabet; l++) {
        const h = (q * alphabet + l) * tx.span;
        let n = 0;
        for (let j = 0; j < summary; j++) {
          for (let m = nonzero[z + j]!; m; m &= m - 1) {
            const k = (j << 5) + 31 - Math.clz32(m & -m);
            const v = cand[o + k]! & tx.has[h + k]!;
            if (v) n += popcount(v);
          }
        }
        keeps[base + l] = n;
      }
    }
    for (let l = 0; l < alphabet; l++) logKeeps[base + l] = logs[keeps[base + l]!]!;
    return base;
  };
  const looked = new Int32Array(longest);
  const drawnWord = new Int32Array(count * DRAWN);
  const drawnKey = new Float64Array(count * DRAWN);
  let drawnEnd = 0;

  let work = 0;
  let runLimit = 0;
  // Whether a run left words untried (past the drawn few): its failing then proves nothing.
  let cut = false;

  /** 1 filled, 0 no word fits below here, −1 out of the run's work. */
  const search = (placed: number): number => {
    if (placed === count) return 1;
    if (++work > runLimit) return -1;
    // The open slot with fewest words left for its letters and its failures (a long slot constrains
    // more: filled first, as constructors do); of those, the longest.
    let s = -1;
    let best = Infinity;
    for (let t = 0; t < count; t++) {
      if (chosen[t]! >= 0) continue;
      const score = size[t]! / (weight[t]! * slots[t]!.cells.length);
      if (score < best || (score === best && slots[t]!.cells.length > slots[s]!.cells.length)) {
        s = t;
        best = score;
      }
    }
    const lx = index[s]!;
    const length = slots[s]!.cells.length;
    for (let p = 0; p < length; p++) {
      const t = crossSlot[s * longest + p]!;
      looked[p] = t >= 0 && chosen[t]! < 0 ? tally(t, crossAt[s * longest + p]!) : -1;
    }
    // The first words that fit, most preferred first, each weighted by the words it leaves its
    // crossings; kept on one stack for the whole search, this slot's from `from`.
    const from = drawnEnd;
    const o = offset[s]!;
    const z = s * summary;
    scan: for (let j = 0; j < summary; j++) {
      for (let m = nonzero[z + j]!; m; m &= m - 1) {
        const k = (j << 5) + 31 - Math.clz32(m & -m);
        words: for (let v = cand[o + k]!; v; v &= v - 1) {
          const w = (k << 5) + 31 - Math.clz32(v & -v);
          let leaves = 0;
          for (let p = 0; p < length; p++) {
            if (looked[p]! < 0) continue;
            const at = looked[p]! + lx.letters[w * length + p]!;
            if (keeps[at] === 0) continue words;
            leaves += logKeeps[at]!;
          }
          if (drawnEnd - from === DRAWN) {
            cut = true;
            break scan;
          }
          drawnWord[drawnEnd] = w;
          drawnKey[drawnEnd++] = leaves - prefer * logs[1 + w]! + GUMBEL[rng.int(4096)]!;
        }
      }
    }
    // Tried best key first, each found when it is wanted: most slots take their first word.
    for (let next = from; next < drawnEnd; next++) {
      let top = next;
      for (let i = next + 1; i < drawnEnd; i++) if (drawnKey[i]! > drawnKey[top]!) top = i;
      const w = drawnWord[top]!;
      drawnWord[top] = drawnWord[next]!;
      drawnKey[top] = drawnKey[next]!;
      if (++work > runLimit) {
        drawnEnd = from;
        return -1;
      }
      const mark = markEnd;
      const result = place(s, w) ? search(placed + 1) : 0;
      if (result === 1) return 1;
      clearQueue();
      undo(mark);
      chosen[s] = -1;
      if (result < 0) {
        drawnEnd = from;
        return -1;
      }
    }
    drawnEnd = from;
    return 0;
  };

  // The empty grid made consistent once: each run starts from it.
  for (let s = 0; s < count; s++) {
    const lx = index[s]!;
    cand.set(lx.all, offset[s]!);
    for (let k = 0; k < lx.span; k++) nonzero[s * summary + (k >>> 5)]! |= 1 << (k & 31);
    size[s] = lx.pool.length;
    enqueue(s);
  }
  if (!propagate()) return null;
  const start = cand.slice();
  const startNonzero = nonzero.slice();
  const startSize = size.slice();
  for (let run = FIRST_RUN * count; work < budget; run = Math.ceil(run * GROW)) {
    cand.set(start);
    nonzero.set(startNonzero);
    size.set(startSize);
    version.fill(++clock);
    chosen.fill(-1);
    savedEnd = 0;
    markEnd = 0;
    drawnEnd = 0;
    cut = false;
    runLimit = Math.min(budget, work + run);
    const result = search(0);
    if (result === 1) return { words: Array.from(chosen, (w, s) => index[s]!.pool[w]!), work };
    // Every word tried and none fits: no other order will fill it.
    if (result === 0 && !cut) return null;
  }
  return null;
}

/**
 * A fill-in: a block grid drawn (its slots no shorter than the pool's shortest words) and filled,
 * kept where its word list fills it one way only (`fillsOnce`); `tries` grids, else null. A grid
 * that will not fill within a small budget is dropped for another: most grids fill at once, a
 * few hardly at all, so a fresh grid is the cheaper restart.
 */
export function makeFillIn(
  rng: Rng,
  rows: number,
  cols: number,
  share: number,
  longest: number,
  pool: WordPool,
  tries = 20,
): { grid: SlotGrid; words: number[] } | null {
  const lengths = [...indexOf(pool).lengths.keys()];
  if (lengths.length === 0) return null;
  const shortest = Math.max(2, Math.min(...lengths));
  for (let t = 0; t < tries; t++) {
    const grid = blockGrid(rng, rows, cols, share, longest, shortest);
    if (!grid) continue;
    const fill = fillGrid(rng, grid, pool, { budget: GRID_RUN * grid.slots.length });
    if (fill && fillsOnce(grid, fill.words.map((w) => pool.codes[w]!))) return { grid, words: fill.words };
  }
  return null;
}
