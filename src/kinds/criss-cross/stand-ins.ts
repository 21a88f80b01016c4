import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { language } from '../../engine/language.ts';
import { CLUE_THEMES, cluesFor, MOST_CLUE } from '../../engine/wordkit/clues.ts';
import { lexiconFor } from '../../engine/wordkit/lexicon.ts';
import { printed } from '../../engine/wordkit/letters.ts';
import { type CrissCrossOptions, type CrissCrossPuzzle, planOf, type Slot } from './schema.ts';

/** The longest clue of the language of the work (its clue file's), or a line of `MOST_CLUE` letters where it has none. */
function longestClue(): string {
  const clues = cluesFor(language());
  let longest = '';
  for (const id of CLUE_THEMES) for (const clue of clues?.get(id)?.values() ?? []) if (clue.length > longest.length) longest = clue;
  return longest || 'M'.repeat(MOST_CLUE);
}

/** The longest theme heading of the language of the work, or none. */
function longestTitle(): string | undefined {
  const titles = [...(lexiconFor(language())?.themes.values() ?? [])].map((t) => t.title);
  return titles.reduce<string | undefined>((a, b) => (!a || b.length > a.length ? b : a), undefined);
}

/**
 * Slots for a stand-in: `count` words over `rows` × `cols`, acrosses on every other row as long
 * as the grid is wide, then downs on every other column: every square a word could take drawn,
 * and as many clue lines as the puzzle lists. Never solved.
 */
function slotsOver(rows: number, cols: number, count: number, clue: (i: number) => string, length: (i: number) => number): Slot[] {
  const slots: Slot[] = [];
  for (let i = 0; i < count; i++) {
    const across = i < Math.ceil(rows / 2);
    const at = across ? i * 2 : (i - Math.ceil(rows / 2)) * 2;
    slots.push({ number: i + 1, row: across ? at % rows : 0, col: across ? 0 : at % cols, dir: across ? 'across' : 'down', length: Math.min(length(i), across ? cols : rows), clue: clue(i) });
  }
  return slots;
}

/**
 * A band's stand-ins: `largest` spread over the options' most rows and columns, each clue as long
 * as the language's longest (or the author's own, longest first), the bank of words as long as the
 * grid is wide; `typical` over two thirds of each side, clues of 24 characters, words of six letters.
 */
export function standIns(o: CrissCrossOptions, difficulty: Difficulty): StandIns<CrissCrossPuzzle> {
  const plan = planOf(o, difficulty);
  const tag = lexiconFor(language())?.tag ?? language();
  const theme = o.words ? o.theme : (o.theme === undefined ? longestTitle() : (lexiconFor(language())?.themes.get(o.theme)?.title ?? longestTitle()));
  const own = o.words ? [...o.words].sort((a, b) => b.clue.length - a.clue.length) : undefined;
  const longest = own ? (i: number) => own[i % own.length]!.clue : longestClue;
  const side = Math.max(plan.rows, plan.cols);
  const of = (rows: number, cols: number, clue: (i: number) => string, word: string): CrissCrossPuzzle => ({
    rows,
    cols,
    slots: slotsOver(rows, cols, plan.count, clue, () => word.length),
    bank: Array.from({ length: plan.count }, () => printed(word, tag)),
    printBank: plan.bank,
    ...(theme ? { theme } : {}),
  });
  const two = (n: number) => Math.max(5, Math.round((n * 2) / 3));
  return {
    largest: of(plan.rows, plan.cols, longest, 'M'.repeat(side)),
    typical: of(two(plan.rows), two(plan.cols), () => 'M'.repeat(24), 'M'.repeat(6)),
  };
}
