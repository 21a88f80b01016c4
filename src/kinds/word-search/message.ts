import type { Rng } from '../../engine/random.ts';
import { fillLetterGrid, LetterLayout, makeLetterGrid, type MadeGrid } from '../../engine/wordkit/make.ts';
import { cellsOf, GridProver, type Placed } from '../../engine/wordkit/proof.ts';
import { EMPTY } from '../../engine/wordkit/scan.ts';

/*
 * A hidden message's grid: the list laid close, then spare words of a theme added until the
 * cells no word takes are exactly the message's letters.
 */

/** A word a grid may list: its letters as codes, and the words it may not be listed with (the same letters, or one reading inside the other). */
export interface SpareWord {
  codes: number[];
  clashes: Set<SpareWord>;
}

/** Spare words a hidden message may add to a list, at most: twice as many as it has. */
export const SPARES_PER_WORD = 2;

/**
 * Places the search for the last spare words may weigh (each a free cell's choice: which spare
 * covers it, or that it is the message's) before the attempt is drawn again. Measured on own
 * lists of 5 to 40 words with six messages of 9 to 37 letters, at every band, three seeds each:
 * 564 of 564 sheets made, where the search by words tried before it made 544; and 288 of 288
 * from themes in four languages, as before.
 */
const MESSAGE_NODES = 300;

/** Of the spare words that can cover a cell, the most tried at one place of the search: the rest are left to another attempt. */
const BRANCHES = 4;

/** Of places a word may take, one drawn from those whose new cells touch the most taken cells or edges: words packed close, leaving the free cells together for the next. */
function snuggest(rng: Rng, layout: LetterLayout, places: readonly Placed[]): Placed {
  const { rows, cols, cells } = layout;
  let best: Placed[] = [];
  let most = -1;
  for (const p of places) {
    const mine = new Set(cellsOf(cols, p));
    let touch = 0;
    for (const cell of mine) {
      if (cells[cell] !== EMPTY) continue;
      const r = Math.floor(cell / cols);
      const c = cell % cols;
      for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]] as const) {
        const [nr, nc] = [r + dr, c + dc];
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) touch++;
        else if (!mine.has(nr * cols + nc) && cells[nr * cols + nc] !== EMPTY) touch++;
      }
    }
    if (touch > most) [most, best] = [touch, [p]];
    else if (touch === most) best.push(p);
  }
  return rng.pick(best);
}

/** Places a word snugly (`snuggest`) in its wanted direction, else in another of `allowed`; null where none has room. */
function placeSnug(rng: Rng, layout: LetterLayout, word: readonly number[], wanted: number, allowed: readonly number[]): Placed | null {
  for (const dir of [wanted, ...rng.shuffle(allowed.filter((d) => d !== wanted))]) {
    const places = [...layout.placesTaking(word, [dir]).values()].flat();
    if (places.length === 0) continue;
    const at = snuggest(rng, layout, places);
    layout.write(word, at);
    return at;
  }
  return null;
}

/** One way a spare word may be laid: where, and the free cells it takes. */
interface Laying<W> {
  spare: W;
  at: Placed;
  fresh: number[];
}

/**
 * A grid whose leftover letters spell `message` exactly: the words placed (drawn toward
 * crossings only where their letters are more than the cells the message leaves), then spare
 * words (each joining the list, `list` grown in place) until the cells left are exactly the
 * message's. The spares are found by an exact-cover search over the free cells: at each place
 * the cell the fewest layings can take is settled first, by each of them (the one that takes
 * all the cells over first, then the larger) or by leaving it to the message while the message
 * has letters to spare; a cell no spare can take is the message's at once, and where those are
 * more than its letters the branch is given up. (A search over spares longest first, by a
 * budget of words tried, failed every attempt of a class's 15 fruit words with "Well done" at
 * medium: the last cells, scattered, are the hard ones, and it met them last.)
 */
export function withMessage<W extends SpareWord>(rng: Rng, plan: Parameters<typeof makeLetterGrid>[1], message: number[], spares: readonly W[], list: W[]): MadeGrid | null {
  const { rows, cols } = plan;
  const layout = new LetterLayout(rows, cols);
  const words = [...plan.words];
  const placed: Placed[] = new Array(words.length);
  const order = words.map((_, i) => i).sort((a, b) => words[b]!.length - words[a]!.length || a - b);
  const letters = words.reduce((n, w) => n + w.length, 0);
  const crossing = letters > rows * cols - message.length ? 1 : 0;
  for (const i of order) {
    const at = crossing > 0 ? layout.placeAnyway(rng, words[i]!, plan.wanted[i]!, plan.allowed, crossing) : placeSnug(rng, layout, words[i]!, plan.wanted[i]!, plan.allowed);
    if (!at) return null;
    placed[i] = at;
  }
  const most = plan.words.length * (1 + SPARES_PER_WORD);
  const reserved = new Uint8Array(rows * cols);
  let nodes = MESSAGE_NODES;
  let made: MadeGrid | null = null;
  const sound = (): boolean => {
    const proof = new GridProver(words, plan.lexicon).prove({ rows, cols, cells: layout.cells }, placed);
    return proof.readings.every((r) => r.length <= 1) && proof.offensive.length === 0 && proof.inside.length === 0;
  };
  /** Covers all free cells but `slack` more than those reserved for the message. */
  const search = (slack: number): boolean => {
    const free = layout.free().filter((cell) => !reserved[cell]);
    const over = free.length - slack;
    if (over === 0) {
      // The message written in the cells left and the grid proved, else the search goes on: a listed word read twice by chance is another cover's to avoid.
      const saved = layout.save();
      made = fillLetterGrid(rng, layout, placed, { words, allowed: plan.allowed, decoys: 0, message, lexicon: plan.lexicon });
      if (made) return true;
      layout.restore(saved);
      return false;
    }
    if (over < 0 || list.length >= most || nodes-- <= 0) return false;
    // The letters laid so far are final (the message takes only the free cells): a word they read twice, or an offensive one, no spare can mend.
    if (!sound()) return false;
    const layings: Laying<W>[] = [];
    const byCell = new Map<number, number[]>();
    for (const spare of spares) {
      if (list.includes(spare) || list.some((o) => spare.clashes.has(o))) continue;
      for (const [take, ats] of layout.placesTaking(spare.codes, plan.allowed)) {
        if (take === 0 || take > over) continue;
        for (const at of ats) {
          const fresh = cellsOf(cols, at).filter((cell) => layout.cells[cell] === EMPTY);
          if (fresh.some((cell) => reserved[cell])) continue;
          const i = layings.push({ spare, at, fresh }) - 1;
          for (const cell of fresh) {
            const found = byCell.get(cell);
            if (found) found.push(i);
            else byCell.set(cell, [i]);
          }
        }
      }
    }
    // A cell no spare can take is the message's: more of them than its letters, and no grid follows.
    const dead = free.filter((cell) => !byCell.has(cell));
    if (dead.length > slack) return false;
    for (const cell of dead) reserved[cell] = 1;
    const left = slack - dead.length;
    let target = -1;
    for (const cell of free) if (!reserved[cell] && (target < 0 || byCell.get(cell)!.length < byCell.get(target)!.length)) target = cell;
    const choices = rng.shuffle([...byCell.get(target)!]).sort((a, b) => Number(layings[b]!.fresh.length === over) - Number(layings[a]!.fresh.length === over) || layings[b]!.fresh.length - layings[a]!.fresh.length);
    for (const i of choices.slice(0, BRANCHES)) {
      const { spare, at } = layings[i]!;
      const saved = layout.save();
      layout.write(spare.codes, at);
      list.push(spare);
      words.push(spare.codes);
      placed.push(at);
      if (search(left)) return true;
      layout.restore(saved);
      list.pop();
      words.pop();
      placed.pop();
      if (nodes <= 0) break;
    }
    if (left > 0 && nodes > 0) {
      reserved[target] = 1;
      if (search(left - 1)) return true;
      reserved[target] = 0;
    }
    for (const cell of dead) reserved[cell] = 0;
    return false;
  };
  return search(message.length) ? made : null;
}
