import type { Square } from '../../grid-labels.ts';
import { wordedRungs } from '../ladder.ts';
import { chained, squares } from '../say.ts';
import type { ChainData, LinkSaid } from './chain.ts';
import { type DigitChainTechnique, digitChainsWords as words } from './words.ts';

/**
 * The sentences of the single-digit patterns, composed of their words (./words.ts) and the
 * kit's list words: each link worded on its own (`parts.strong`, `parts.weak`), the links joined
 * as the kit joins a list, the cells crossed off as the kit lists a wing's.
 */

const linksSaid = (value: number, links: readonly LinkSaid[]) =>
  chained(
    links.map(({ strong, group, a, b }) =>
      strong
        ? words.parts.strong({ context: group.kind as 'row' | 'column' | 'box', value, group, a, b })
        : words.parts.weak({ context: group.kind, value, group, a, b }),
    ),
    null,
  );

/** What a chain's sentence is told, its lists worded. */
const ends = (d: ChainData) => ({ count: d.cells.length, value: d.value, links: linksSaid(d.value, d.links), a: d.a, b: d.b, cells: squares(d.cells, 'wing', 'and') });

interface EmptyRectangleData {
  context: 'row' | 'column';
  value: number;
  box: number;
  places: Square[];
  row: number;
  column: number;
  line: number;
  from: Square;
  to: Square;
  cells: Square[];
}

/** Each technique's sentence, told its finding's data. */
export const digitChainsSay: Record<DigitChainTechnique, (data: object) => string> = {
  skyscraper: (data) => {
    const d = data as ChainData & { lines: 'rows' | 'columns'; first: number; second: number };
    return words.steps.skyscraper({ ...ends(d), context: d.lines, first: d.first, second: d.second });
  },
  'two-string-kite': (data) => {
    const d = data as ChainData & { row: number; column: number; box: number };
    return words.steps['two-string-kite']({ ...ends(d), row: d.row, column: d.column, box: d.box });
  },
  'turbot-fish': (data) => words.steps['turbot-fish'](ends(data as ChainData)),
  'x-chain': (data) => {
    const d = data as ChainData & { length: number };
    return words.steps['x-chain']({ ...ends(d), length: d.length });
  },
  'empty-rectangle': (data) => {
    const d = data as EmptyRectangleData;
    return words.steps['empty-rectangle']({ ...d, count: d.cells.length, places: squares(d.places, 'locked', 'or'), cells: squares(d.cells, 'wing', 'and') });
  },
};

/** A rung of a ladder for one of the family's techniques at `level`, its name, what it is and its sentences read from the family's words at each use (the language of the work under way). */
export const digitChainsRung = wordedRungs('digitChainsRung', 'a single-digit pattern', () => words.techniques, digitChainsSay);
