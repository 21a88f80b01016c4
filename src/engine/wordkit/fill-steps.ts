import type { Letters } from './fill.ts';
import type { SlotGrid } from './slots.ts';

/**
 * How a person fills a slot grid from its list, one word a step, each step placing a word where
 * what is already written leaves it one place: the ladder a criss-cross and a fill-in are graded
 * and hinted by. The easiest technique that places a word is taken each time:
 *
 * 1. `length`: the only word left of a slot's length.
 * 2. `crossing`: the only word left of its length that fits the letters crossing the slot.
 * 3. `one-place`: a word that fits only one slot left (seen from the list's side).
 * 3. `look-ahead`: of the words that fit a slot, only one leaves every slot it crosses a word
 *    that fits: each other, written in, would leave a crossing slot with none.
 * 4. `chain`: of the words that fit a slot, only one survives being written in and followed:
 *    each other forces a word into some slot (the only one that fits there), and that another,
 *    until a slot is left with no word at all.
 *
 * A kind may split the step ahead by how much it asks (`levels.pair`, `levels.opening`): `pair`, two
 * words that fit a slot told apart by what crossing one would leave, before `look-ahead` among three
 * or more; and `opening`, a step ahead taken with nothing written in the grid (no word alone in its
 * length, no letter printed), where every word of a length is tried with no letter to go by.
 *
 * At level L only the techniques up to L are used; a log that stops short is unsolved.
 */

export type FillTechnique = 'length' | 'crossing' | 'one-place' | 'look-ahead' | 'chain';
/** The steps ahead a kind may set apart (`SplitLevels`). */
export type AheadTechnique = 'pair' | 'opening';
/** A kind's ladder: each technique's level, and where it splits the step ahead, the levels of its parts. */
export type FillLevels = Readonly<Record<FillTechnique, number>> & Readonly<Partial<Record<AheadTechnique, number>>>;
/** The level each technique comes in at: a kind sets its own ladder (`fillSteps`'s `levels`). */
export const FILL_LEVEL: FillLevels = { length: 1, crossing: 2, 'one-place': 3, 'look-ahead': 3, chain: 4 };

export interface FillStep {
  technique: FillTechnique | AheadTechnique;
  slot: number;
  word: number;
  /** Words of the slot's length looked at and dropped (their letters checked), or slots tried for a word: what a person writes out or runs an eye over. */
  paper: number;
  /** For `look-ahead`, each word dropped and the crossing slot it would leave with no word. */
  dropped?: { word: number; slot: number }[];
  /** The letters the slot already held, by place in it (−1: empty). */
  pattern: number[];
}

export interface FillLog {
  steps: FillStep[];
  solved: boolean;
  /** The word each slot holds at the end (−1: empty). */
  placed: number[];
}

/**
 * The steps that fill `grid` from `words` at `level`, with the slots of `known` already filled
 * (slot → word: what a player has written, or the steps taken so far) and the letters of
 * `printed` in their cells (cell → letter code: a fill-in's starter).
 */
export function fillSteps(grid: SlotGrid, words: readonly Letters[], level: number, known: ReadonlyMap<number, number> = new Map(), levels: FillLevels = FILL_LEVEL, printed: ReadonlyMap<number, number> = new Map()): FillLog {
  const allows = (t: FillTechnique | AheadTechnique) => (levels[t] ?? Infinity) <= level;
  const { slots } = grid;
  const letters = new Int32Array(grid.open.length).fill(-1);
  for (const [cell, code] of printed) letters[cell] = code;
  const placed = new Array<number>(slots.length).fill(-1);
  const used = new Uint8Array(words.length);
  const put = (slot: number, word: number) => {
    placed[slot] = word;
    used[word] = 1;
    slots[slot]!.cells.forEach((cell, k) => (letters[cell] = words[word]![k]!));
  };
  for (const [slot, word] of known) put(slot, word);

  /** Puts the board back as it is now, after a word tried and followed. */
  const snapshot = () => {
    const l = letters.slice();
    const p = placed.slice();
    const u = used.slice();
    return () => {
      letters.set(l);
      p.forEach((w, i) => (placed[i] = w));
      used.set(u);
    };
  };
  const fits = (slot: number, word: number): boolean => {
    const cells = slots[slot]!.cells;
    const w = words[word]!;
    if (w.length !== cells.length || used[word]) return false;
    for (let k = 0; k < cells.length; k++) {
      const l = letters[cells[k]!]!;
      if (l >= 0 && l !== w[k]) return false;
    }
    return true;
  };
  const ofLength = (length: number) => words.map((_, i) => i).filter((i) => !used[i] && words[i]!.length === length);
  const patternOf = (slot: number) => slots[slot]!.cells.map((c) => letters[c]!);
  /** The slots crossing `slot`, still empty. */
  const crossing = (slot: number): number[] => {
    const out: number[] = [];
    for (const cell of slots[slot]!.cells) {
      const other = slots[slot]!.across ? grid.down[cell]! : grid.across[cell]!;
      if (other >= 0 && placed[other]! < 0) out.push(other);
    }
    return out;
  };

  /** Whether any word left fits slot `c`. */
  const anyFits = (c: number) => ofLength(slots[c]!.cells.length).some((x) => fits(c, x));
  /**
   * The step where, of the words that fit an open slot, only one survives being written in and
   * followed by `deadEnd` (the slot it leaves with no word, or −1; `count` counts each slot it
   * looks at as paper): that word, each other dropped with its dead end. The board is put back
   * after each try.
   */
  const onlySurvivor = (open: readonly number[], technique: FillStep['technique'], deadEnd: (slot: number, count: () => void) => number, most = Infinity): FillStep | null => {
    for (const s of open) {
      const fitting = ofLength(slots[s]!.cells.length).filter((w) => fits(s, w));
      if (fitting.length < 2 || fitting.length > most) continue;
      const keeps: number[] = [];
      const dropped: { word: number; slot: number }[] = [];
      let paper = 0;
      for (const w of fitting) {
        const undo = snapshot();
        put(s, w);
        const dead = deadEnd(s, () => paper++);
        undo();
        if (dead < 0) keeps.push(w);
        else dropped.push({ word: w, slot: dead });
      }
      if (keeps.length === 1) return { technique, slot: s, word: keeps[0]!, paper, dropped, pattern: patternOf(s) };
    }
    return null;
  };

  const steps: FillStep[] = [];
  const find = (): FillStep | null => {
    const open = slots.map((_, s) => s).filter((s) => placed[s]! < 0);
    // 1. The only word left of a slot's length.
    if (allows('length')) for (const s of open) {
      const same = ofLength(slots[s]!.cells.length);
      if (same.length === 1 && fits(s, same[0]!)) return { technique: 'length', slot: s, word: same[0]!, paper: 0, pattern: patternOf(s) };
    }
    // 2. The only word of its length that fits the letters crossing it.
    if (allows('crossing')) for (const s of open) {
      const pattern = patternOf(s);
      if (pattern.every((l) => l < 0)) continue;
      const same = ofLength(pattern.length);
      const fitting = same.filter((w) => fits(s, w));
      if (fitting.length === 1) return { technique: 'crossing', slot: s, word: fitting[0]!, paper: same.length - 1, pattern };
    }
    // 3. A word that fits one slot only.
    if (allows('one-place')) for (let w = 0; w < words.length; w++) {
      if (used[w]) continue;
      const places = open.filter((s) => fits(s, w));
      const tried = open.filter((s) => slots[s]!.cells.length === words[w]!.length).length;
      if (places.length === 1) return { technique: 'one-place', slot: places[0]!, word: w, paper: tried - 1, pattern: patternOf(places[0]!) };
    }
    // 4. Of the words that fit a slot, the one that leaves each crossing slot a word: where the
    // kind splits it, first between two words, then among more, and from an empty grid apart.
    const ahead = (s: number, count: () => void) => crossing(s).find((c) => (count(), !anyFits(c))) ?? -1;
    const split = levels.pair !== undefined || levels.opening !== undefined;
    if (split && levels.opening !== undefined && letters.every((l) => l < 0)) {
      if (allows('opening')) return onlySurvivor(open, 'opening', ahead);
      return null;
    }
    if (levels.pair !== undefined && allows('pair')) {
      const step = onlySurvivor(open, 'pair', ahead, 2);
      if (step) return step;
    }
    if (allows('look-ahead')) {
      const step = onlySurvivor(open, 'look-ahead', ahead);
      if (step) return step;
    }
    // 5. Of the words that fit a slot, the one whose forced words run into no dead end.
    if (allows('chain')) {
      const step = onlySurvivor(open, 'chain', (_, count) => {
        // Follow: a slot no word fits is a dead end; a slot one word fits takes it.
        for (let moved = true; moved; ) {
          moved = false;
          for (const c of slots.keys()) {
            if (placed[c]! >= 0) continue;
            count();
            const could = ofLength(slots[c]!.cells.length).filter((x) => fits(c, x));
            if (could.length === 0) return c;
            if (could.length === 1) {
              put(c, could[0]!);
              moved = true;
            }
          }
        }
        return -1;
      });
      if (step) return step;
    }
    return null;
  };

  for (let step = find(); step; step = find()) {
    steps.push(step);
    put(step.slot, step.word);
  }
  return { steps, solved: placed.every((w) => w >= 0), placed };
}
