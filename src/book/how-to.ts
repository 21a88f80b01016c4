import type { Figure } from '../engine/figure.ts';
import type { Difficulty } from '../engine/kind.ts';
import { language } from '../engine/language.ts';
import { derive, Rng } from '../engine/random.ts';
import { getKind, type KindName, type OptionsOf, type PuzzleOf, type SolutionOf } from '../kinds/registry.ts';

/** Seeds tried for an easy example; every kind reaches easy on its first in practice. */
const TRIES = 20;
/** Seeds tried for an example that prints the most signs of its variant (`signsOf`). */
const SHOWING_TRIES = 8;

/** A kind's worked example for its how-to pages. */
export interface Example<K extends KindName> {
  options: OptionsOf<K>;
  puzzle: PuzzleOf<K>;
  solution: SolutionOf<K>;
}

/** The variant of a kind a book's how-to page teaches (`howToVariant`): the options of its example, and the band whose puzzles it must look like. */
export interface Variant {
  options: unknown;
  difficulty: Difficulty;
}

/**
 * The variant of kind `name` a book's how-to page teaches, or none where the book has no
 * section of it: of its sections of the kind, the options most of its puzzles are made with
 * (sections with the same options counted together), and of the sections with those, the last,
 * on a tie too. A page a kind, not a page a variant: the rules are the kind's, the book's
 * contents name one page a kind, and the variant most of its puzzles are teaches most of its
 * readers. The last, as a book (a ramp) ends on its hardest and largest, whose rules (a larger
 * grid, more directions, more signs) hold the earlier ones'.
 */
export function howToVariant(sections: readonly { kind: KindName; count: number; difficulty: Difficulty; options: unknown }[], name: KindName): Variant | undefined {
  const mine = sections.filter((s) => s.kind === name);
  const weight = new Map<string, number>();
  for (const s of mine) weight.set(JSON.stringify(s.options), (weight.get(JSON.stringify(s.options)) ?? 0) + s.count);
  let best: (typeof mine)[number] | undefined;
  for (const s of mine) if (!best || weight.get(JSON.stringify(s.options))! >= weight.get(JSON.stringify(best.options))!) best = s;
  return best && { options: best.options, difficulty: best.difficulty };
}

/**
 * The signs an example's drawing prints (a cage's ×, a line's ÷, a total's =): every character of
 * its texts that is no letter, digit or space. Of the first seeds, the example printing the most
 * is taken, so a page of a book whose 6×6 Calcudoku cages multiply and divide does not teach with
 * sums alone; a kind whose drawing prints none takes its first.
 */
function signsOf(puzzle: Figure): number {
  const signs = new Set<string>();
  for (const item of puzzle.items) if (item.type === 'text') for (const c of item.text) if (/[^\p{L}\p{N}\s]/u.test(c)) signs.add(c);
  return signs.size;
}

/** Examples made, by language, kind and variant: a book asks for its pages' examples several times (laid out, checked, painted). */
const made = new Map<string, Example<KindName>>();
const MOST_KEPT = 64;

/**
 * The kind's worked example: an easy puzzle at the kind's `example` options from the seed
 * `how-to-play/<kind>`, the same in every book and every run (and small, so quickly made). Given
 * the `variant` a book's how-to page teaches (`howToVariant`), a puzzle of it: made with its
 * options, easy where an easy one is a puzzle of its band too (the same size, directions and
 * signs: the kind's `unlike`), else in its band; of the first seeds, the one printing the most
 * signs (`signsOf`).
 */
export function howToExample<K extends KindName>(name: K, variant?: Variant): Example<K> {
  const kind = getKind(name);
  const own = kind.options.parse(kind.example);
  const options = (variant?.options ?? own) as OptionsOf<K>;
  const key = JSON.stringify([language(), name, options, variant?.difficulty]);
  let found = made.get(key) as Example<K> | undefined;
  if (!found) {
    found = JSON.stringify(options) === JSON.stringify(own) ? ownExample(name, own) : (variantExample(name, options, variant!.difficulty) ?? ownExample(name, own));
    if (made.size >= MOST_KEPT) made.delete(made.keys().next().value!);
    made.set(key, found as Example<KindName>);
  }
  return found;
}

/** The example at the kind's own `example` options, from the seeds `how-to-play/<kind>` (then `/<n>`). */
function ownExample<K extends KindName>(name: K, options: OptionsOf<K>): Example<K> {
  const kind = getKind(name);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const seed = attempt === 0 ? derive('how-to-play', name) : derive('how-to-play', name, attempt);
    const puzzle = kind.generate(new Rng(seed), options, 'easy');
    if (puzzle) return { options, puzzle: puzzle.puzzle, solution: puzzle.solution };
  }
  throw new Error(`no easy ${name} example within ${TRIES} seeds`);
}

/** An example of the variant (see `howToExample`), from the seeds `how-to-play/<kind>/<band>/<options>/<n>`; null where none is made. */
function variantExample<K extends KindName>(name: K, options: OptionsOf<K>, difficulty: Difficulty): Example<K> | null {
  const kind = getKind(name);
  for (const band of [...new Set<Difficulty>(['easy', difficulty])]) {
    if (kind.refuses?.(options, band)) continue;
    let best: { example: Example<K>; signs: number } | undefined;
    let tried = 0;
    for (let attempt = 0; attempt < TRIES && tried < SHOWING_TRIES; attempt++) {
      const made = kind.generate(new Rng(derive('how-to-play', name, band, JSON.stringify(options), attempt)), options, band);
      if (!made) continue;
      // Made in another shape than the variant's band's (a smaller grid, fewer directions): the band's, not the seed's.
      if (kind.unlike(options, made.puzzle, made.solution, difficulty).length > 0) break;
      const signs = signsOf(kind.draw(made.puzzle));
      if (!best || signs > best.signs) best = { example: { options, puzzle: made.puzzle, solution: made.solution }, signs };
      // A drawing of no signs: every seed's alike.
      if (best.signs === 0) break;
      tried += 1;
    }
    if (best) return best.example;
  }
  return null;
}
