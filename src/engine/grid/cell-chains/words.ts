import { plural, select, text, wordSet } from '../../catalog.ts';
import type { Square } from '../../grid-labels.ts';
import { GROUP_KINDS } from '../words.ts';
import type { GroupKind, GroupName } from '../shape.ts';
import english from './words.en.json' with { type: 'json' };

/** The chains through cells left two digits, by the key ladders, grades and steps store. */
export type CellChainTechnique = 'w-wing' | 'remote-pairs' | 'xy-chain';

const technique = { title: text, what: text };

/**
 * The words of the chains through bivalue cells (W-Wing, Remote Pairs, XY-chain), for every kind
 * on the grid kit where they apply (Sudoku, and the Latin squares: Calcudoku). Each step's
 * sentence names every link so a reader can follow it on the grid: each cell's two digits (a
 * strong link), each cell that sees the one before it (a weak link), and for a W-Wing the house
 * where a digit has two places. Single cells are worded by the message itself (`row {{a.row}}`),
 * lists come worded item by item (`parts`, and the kit's squares) and are joined by code (./say.ts).
 * Every step message has a form for the plural category of `count`, the cells crossed off.
 */
const schema = {
  techniques: {
    'w-wing': technique,
    'remote-pairs': technique,
    'xy-chain': technique,
  } satisfies Record<CellChainTechnique, typeof technique>,
  steps: {
    /**
     * Cells `a` and `b` each only `x` or `y` (`either`: "3 or 7", as the language joins them); in
     * the house (`house`: `parts.house`) `x` only at `p` (seeing `a`) or `q` (seeing `b`); `y`
     * crossed off `cells` (the kit's squares, `wing` list).
     */
    'w-wing': plural<{ count: number; a: Square; b: Square; x: number; y: number; either: string; house: string; p: Square; q: Square; cells: string }>(),
    /**
     * `chain`: its cells (the kit's squares, `wing` list), each only `x` or `y` (`either`; `both`:
     * "2 and 6"), from `start`; `links`: each later cell's `parts.link` (`pair`) joined; `cells`:
     * those crossed off (`wing` list).
     */
    'remote-pairs': plural<{ count: number; chain: string; start: Square; x: number; y: number; either: string; both: string; links: string; cells: string }>(),
    /** `start` is only `value` or `other` (`either`, smaller first); `links`: each later cell's `parts.link` (`xy`) joined; `cells` crossed off (`wing` list). */
    'xy-chain': plural<{ count: number; start: Square; value: number; other: number; either: string; links: string; cells: string }>(),
  },
  parts: {
    /** A sentence's opening naming the group where a W-Wing's digit has two places ("In row 4"; a cage or a run by `group`'s clue and squares). */
    house: select<{ context: GroupKind; n: number; group: GroupName }>(GROUP_KINDS),
    /**
     * A cell of a chain after the first: it sees the one before (`prev`), so it is not `off` but
     * `on`. `xy`: it is told with its two digits (`digits`, "5 or 8"); `pair`: every cell holds the same two.
     */
    link: select<{ context: 'xy' | 'pair'; cell: Square; prev: Square; digits: string; off: number; on: number }>(['xy', 'pair']),
  },
};

/** The words of the chains through bivalue cells, in the language of the work under way. */
export const cellChainWordsSet = wordSet('engine/grid/cell-chains/words', schema, english);

export const cellChainWords = cellChainWordsSet.words;
