import type { Difficulty } from '../engine/kind.ts';
import type { Figure } from '../engine/figure.ts';
import { language } from '../engine/language.ts';
import { getKind, type KindName } from '../kinds/registry.ts';
import { workedWords } from '../templates/index.ts';

/**
 * The answer key of a book planned before its puzzles are made (`build --plan`): each answer as
 * the key would print one of its section, from the section's options alone, as its kind plans
 * one (`PuzzleKind.plannedAnswer`): a grid's answer the size its options give, one whose size
 * its puzzle sets (a line of working) at the long end of its band's; and a worked key's words
 * as long as the kind's key steps at the band run, measured, in the book's language.
 */

/** What a stand-in record of a plan carries: its section's kind, options and band, and no puzzle. */
export interface StandIn {
  kind: KindName;
  options: unknown;
  difficulty: Difficulty;
}

/** Whether every kind of a book plans its answers (`PuzzleKind.plannedAnswer`), so its key can be planned before its puzzles are made. */
export const keyPlannable = (kinds: readonly KindName[]) => kinds.every((kind) => getKind(kind).plannedAnswer !== undefined);

const ratios = new Map<string, number>();

/**
 * How much longer a kind's words are in `lang` than in English, by its catalogs' text (never
 * under 1): a key step is measured in English, and a translation runs as much longer.
 */
function lengthIn(kind: KindName, lang: string): number {
  const key = `${kind} ${lang}`;
  let ratio = ratios.get(key);
  if (ratio === undefined) {
    const { words, shared } = getKind(kind).translations;
    const sets = [words, ...shared];
    const size = (tag: string) => sets.reduce((n, set) => n + textLength(set.catalog(tag).words), 0);
    ratios.set(key, (ratio = Math.max(1, size(lang) / size('en'))));
  }
  return ratio;
}

/** The characters of a catalog's words: its strings, but for notes to translators (`$notes`). */
function textLength(words: unknown): number {
  if (typeof words === 'string') return words.length;
  if (!words || typeof words !== 'object') return 0;
  return Object.entries(words).reduce((n, [key, value]) => n + (key.startsWith('$') ? 0 : textLength(value)), 0);
}

/** Ordinary words and numbers, as a key step's are, to stand for one's length. */
const FILLER = ' The square in row 4, column 7 has only one way in, so 36 goes there; the pairs left are 2 and 5 or 3 and 4.';

/**
 * How much longer than its band's mean a key step is planned: enough that a key comes in at or
 * under its plan, and the book, made up with blank pages, has the plan's count (measured on
 * issue 66's books: at the mean, a 5×8 large-print key came out a page over, a 6×9 one a page under).
 */
const MARGIN = 1.1;

/** Words as long as a key step of `length` English characters (a little over: `MARGIN`), in the language of the moment, opening as a key step opens. */
function standInWords(kind: KindName, length: number): string {
  const wanted = Math.ceil(length * MARGIN * lengthIn(kind, language()));
  let text = workedWords.keyStep({ n: 12, total: 40, step: '' }).trimEnd();
  while (text.length < wanted) text += FILLER;
  return text.slice(0, wanted);
}

/** What the key prints of a stand-in answer: its figure as its section's options draw one, and (worked) words as long as its band's key step. */
export function estimatedContent(record: StandIn, worked: boolean): { figure: Figure; words: string | null } {
  const planned = getKind(record.kind).plannedAnswer!(record.options as never, record.difficulty);
  return { figure: planned.figure, words: worked ? standInWords(record.kind, planned.keyStep) : null };
}
