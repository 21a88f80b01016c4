import { plural, select, text, wordSet } from '../../catalog.ts';
import type { Square } from '../../grid-labels.ts';
import type { GroupKind, GroupName } from '../shape.ts';
import { GROUP_KINDS } from '../words.ts';
import english from './words.en.json' with { type: 'json' };

/** The single-digit patterns, by the key ladders, grades and steps store. */
export type DigitChainTechnique = 'skyscraper' | 'two-string-kite' | 'turbot-fish' | 'empty-rectangle' | 'x-chain';

const technique = { title: text, what: text };

/**
 * What a chain's sentence is told: `links`, its links already worded (`parts.strong`,
 * `parts.weak`) and joined by the kit's list words; its two ends `a` and `b` (row and column
 * from 1); `cells`, the squares crossed off (`count` of them), worded by the kit.
 */
type Ends = { count: number; value: number; links: string; a: Square; b: Square; cells: string };

/**
 * The words of the single-digit patterns (./patterns.ts, ./empty-rectangle.ts, ./x-chain.ts):
 * each technique's name and what it is, and each step's sentence, which names every link of its
 * chain so a reader can check it on the grid. Squares are given as rows and columns, so each
 * language words them as its sentence needs; lists of squares are the kit's (../say.ts).
 */
const schema = {
  techniques: {
    skyscraper: technique,
    'two-string-kite': technique,
    'turbot-fish': technique,
    'empty-rectangle': technique,
    'x-chain': technique,
  } satisfies Record<DigitChainTechnique, typeof technique>,
  steps: {
    /** Two parallel lines (`rows` or `columns`), numbered `first` and `second`. */
    skyscraper: select<Ends & { context: 'rows' | 'columns'; first: number; second: number }>(['rows', 'columns'], { count: 'cardinal' }),
    /** A row and a column, one end of each in box `box`. */
    'two-string-kite': plural<Ends & { row: number; column: number; box: number }>(),
    'turbot-fish': plural<Ends>(),
    /**
     * Box `box` holds the digit only in `places` (the kit's list), all in its row `row` or its
     * column `column`; the pair's end `from` sees the box's `context` line (`row`: the pair lies
     * in column `line`; `column`: in row `line`); `to` is the pair's other end.
     */
    'empty-rectangle': select<{ context: 'row' | 'column'; count: number; value: number; box: number; places: string; row: number; column: number; line: number; from: Square; to: Square; cells: string }>(
      ['row', 'column'],
      { count: 'cardinal' },
    ),
    /** A chain of `length` links (an odd number, 5 or more). */
    'x-chain': plural<Ends & { length: number }>(),
  },
  /** A link of a chain, between squares `a` and `b` in that order, in `group`. */
  parts: {
    /** The digit's only two places in a row, a column or a box (the form). */
    strong: select<{ context: 'row' | 'column' | 'box'; value: number; group: GroupName; a: Square; b: Square }>(['row', 'column', 'box']),
    /** Two places of the digit that see each other in a group of kind `context`. */
    weak: select<{ context: GroupKind; value: number; group: GroupName; a: Square; b: Square }>(GROUP_KINDS, { also: ['value'] }),
  },
};

/** The single-digit patterns' words in the language of the work under way. */
export const digitChainsWordSet = wordSet('engine/grid/digit-chains/words', schema, english);

export const digitChainsWords = digitChainsWordSet.words;
