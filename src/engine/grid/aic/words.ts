import { message, select, text, wordSet } from '../../catalog.ts';
import type { Square } from '../../grid-labels.ts';
import type { GroupKind, GroupName } from '../shape.ts';
import { GROUP_KINDS } from '../words.ts';
import type { AicKind } from './aic.ts';
import english from './words.en.json' with { type: 'json' };

const technique = { title: text, what: text };

/** Where a link stands, as its words are chosen: a group by its kind, a cell's two digits (`cell`), cells that see each other through no one group (`sees`). */
export type LinkPlace = GroupKind | 'cell' | 'sees';

/**
 * The words of alternating inference chains: each technique's name and what it is, and the
 * sentence of a step, which names every link so a reader can follow it on the grid: the first
 * candidate supposed false, then each candidate a link makes true (`on`: the digit's only other
 * place in a group, the cell's only other digit) or false (`off`: it shares a group with the one
 * before, or a cell), then what the chain concludes. Cells are told as rows and columns from 1;
 * the links come worded one by one and joined by code (./say.ts).
 */
const schema = {
  techniques: {
    aic: technique,
    'forcing-chain': technique,
  },
  steps: {
    /**
     * A chain from `start` (digit `value`, supposed not there) through `chain` to `last`, by what
     * it concludes (`context`): `one` both ends hold `value`, crossed off `cells`; `two` the last
     * end is digit `other`, and `struck` lists what goes; `loop` the last candidate sees the
     * first, `struck` lists what goes. `count`: the cells named
     * in `cells` or `struck`.
     */
    aic: select<{ context: AicKind; count: number; value: number; other: number; start: string; last: string; chain: string; cells: string; struck: string }>(['one', 'two', 'loop'], { count: 'cardinal' }),
    /**
     * A forcing chain: `branches` the ways, each a sentence; what they all rule out, digit `struck`
     * at `target`. `cell`: the cell (row and column) holds one of `digits`; a group kind: group `n`
     * of that kind (a cage or a run named by `group`'s clue and squares) has `value` in one of `places`.
     */
    'forcing-chain': select<{ context: GroupKind | 'cell'; value: number; cell: Square; digits: string; n: number; group: Omit<GroupName, 'kind'>; places: string; branches: string; struck: number; target: string }>([...GROUP_KINDS, 'cell']),
  },
  parts: {
    /** Where a candidate is: one cell (`cell`), or a grouped node's cells, in one row (`row`: `cols` its columns) or one column (`column`: `rows`). */
    place: select<{ context: 'cell' | 'row' | 'column'; row: number; col: number; rows: string; cols: string }>(['cell', 'row', 'column']),
    /** A strong link: `value` is at `place` (`count` cells), its only other place(s) in group `n` of kind `context`; `cell`: the cell at `place` is `value`, its only other digit. */
    on: select<{ context: GroupKind | 'cell'; count: number; value: number; place: string; n: number; group: Omit<GroupName, 'kind'> }>([...GROUP_KINDS, 'cell'], { count: 'cardinal' }),
    /** A weak link: `value` is not at `place`, which shares group `n` of kind `context` with the candidate before; `cell`: the cell at `place` is not `value`; `sees`: its cells see the one before. */
    off: select<{ context: LinkPlace; value: number; place: string; n: number; group: Omit<GroupName, 'kind'> }>([...GROUP_KINDS, 'cell', 'sees']),
    /** A link's consequence before the rest of the chain. */
    then: message<{ first: string; rest: string }>(),
    /** One way of a forcing chain, as a sentence: `cell`: the cell at `place` supposed `value`; `house`: `value` supposed at `place`; then its links. */
    branch: select<{ context: 'cell' | 'house'; value: number; place: string; chain: string }>(['cell', 'house']),
    /** A forcing chain's ways, one sentence before the rest. */
    next: message<{ first: string; rest: string }>(),
    /** Digits crossed off a cell. */
    struck: message<{ digits: string; place: string }>(),
  },
};

/** AIC's words in the language of the work under way. */
export const aicWordsSet = wordSet('engine/grid/aic/words', schema, english);

export const aicWords = aicWordsSet.words;
