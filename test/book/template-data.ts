// Data for the templates real work (test/book/real-work.ts) does not reach in a few seconds, and
// the few words rightly the same in a language as in English, for
// test/book/render-every-template.test.ts. Where a template says one thing or another (one or
// several, a flag), it is given a sample of each.

import { existsSync, readFileSync } from 'node:fs';
import { KIND_NAMES } from '../../src/kinds/registry.ts';

const where = { row: 2, column: 3 };

/** By English file, then key path: data to render a template with; each group says why real work does not give it. */
export const HAND_DATA: Record<string, Record<string, object[]>> = {
  // A hint gives a square away only where no technique of the ladder goes on: no position real
  // play reaches does so. Countdown: every target printed is reachable (so never "stuck"), and
  // never one of the cards (so the "card" step is never taken).
  // The answer check's words for what only a book file edited by hand holds (another size, a
  // printed number changed, a way that does not parse): verify and explain say them; a player's
  // board keeps its size and its printed numbers, and its digits are the puzzle's.
  'src/kinds/numbrix/words.en.json': {
    'hint.reveal': [{ v: 7, cell: { row: 2, col: 3 } }],
    'check.size': [{ width: 5, height: 4 }],
    'check.given': [{ row: 2, column: 3, given: 7, v: 9 }],
    'check.missing': [{ n: 12 }],
    // A fence rules out two squares or more, and a number reaches its square around the placed ones, only in larger grids than the real work's.
    'parts.then': [{ before: 'row 1, column 2 is 5 steps from 3, going around the numbers already placed', item: 'row 4, column 4 is walled off from 3 by the numbers already placed' }],
    'parts.around': [{}],
  },
  // The maze's hint and check words: a hint that goes back along the line or gives the next
  // square, and each thing wrong with a traced path, which only a player or a hand-edited book
  // file gives (the real work neither plays a maze nor checks a wrong one).
  'src/kinds/maze/words.en.json': {
    'hint.mistake': [{ cell: { row: 4, col: 2 } }],
    'hint.reveal': [{ cell: { row: 4, col: 3 } }],
    'check.start': [{ row: 2, column: 1, startRow: 1, startColumn: 1 }],
    'check.end': [{ row: 9, column: 8, endRow: 10, endColumn: 8 }],
    'check.outside': [{ n: 5, row: 11, column: 3 }],
    'check.jump': [{ row: 2, column: 3, row2: 4, column2: 3 }],
    'check.wall': [{ row: 2, column: 3, row2: 2, column2: 4 }],
    'check.twice': [{ row: 5, column: 6 }],
  },
  // Only medium draws an "is not" rule, and a puzzle rarely keeps one: books made before 0.2.0
  // hold them, and verify tells their sentences again. A rule is worded only where it is
  // printed, and the puzzles the real work prints keep no cut-off that leaves one or two values.
  'src/kinds/secret-number/words.en.json': {
    'check.digits': [{ number: 12, digits: 3 }],
    'hint.reveal': [{ v: 4, place: 'second' }],
    'comparison.not-equals': ['digit', 'sum', 'product', 'difference', 'number'].map((context) => ({ context, value: 5 })),
    'plain.oneOf': ['digit', 'sum', 'product', 'difference', 'number'].map((context) => ({ context, values: '0' })),
    // A multiple rule on a number that may be 0: the small book's Secret Number is at a band that does not print one since Calcudoku took a section before it.
    'plain.zeroOrMultiple': ['digit', 'sum', 'product', 'difference', 'number'].map((context) => ({ context, value: 7 })),
  },
  'src/kinds/cross-numbers/words.en.json': {
    'hint.reveal': [{ v: 5, cell: { row: 1, col: 2 } }],
    'check.size': [{ rows: 3, cols: 4 }],
    'check.given': [{ row: 2, column: 3, given: '7', v: '9' }],
    'check.range': [{ row: 2, column: 3, v: '9', low: '1', high: '4' }],
    // The player refuses a repeated digit as it is written, so no full board of its repeats one.
    'check.repeats': [
      { context: 'grid', n: 0 },
      { context: 'row', n: 2 },
      { context: 'column', n: 3 },
    ],
    // No valid puzzle leaves a line no filling, nor more than twelve to write out (such a step is not taken).
    'steps.two-blanks.none': [{ total: '12' }],
    'steps.listing.none': [{ total: '12' }],
    'steps.two-blanks.left': [{ context: 'many', count: 14, total: '12', fillings: '' }],
    'steps.listing.left': [{ context: 'many', count: 14, total: '12', fillings: '' }],
  },
  // Sudoku: the real work plays no Sudoku hint, and its answer check is told only a book file
  // edited by hand (as above). A mistake names one wrong digit or several.
  'src/kinds/sudoku/words.en.json': {
    'hint.mistake': [{ count: 1, wrong: 'The 4 in row 2, column 3' }, { count: 2, wrong: 'The 4 in row 2, column 3 and the 7 in row 5, column 1' }],
    'hint.wrong': [{ context: 'first', v: 4, cell: { row: 2, col: 3 } }, { context: 'next', v: 7, cell: { row: 5, col: 1 } }],
    'hint.reveal': [{ v: 4, cell: { row: 2, col: 3 } }],
    'check.size': [{ size: 9 }],
    'check.given': [{ row: 2, column: 3, given: 7, v: 9 }],
    // A 9×9 says digits, a 12×12 or 16×16 numbers (issue 86).
    'check.range': [
      { context: 'digit', row: 2, column: 3, v: 0, size: 9 },
      { context: 'number', row: 2, column: 3, v: 17, size: 16 },
    ],
    'check.repeats': [
      { context: 'row', n: 2, v: 5 },
      { context: 'column', n: 3, v: 5 },
      { context: 'box', n: 4, v: 5 },
    ],
  },
  // Calcudoku, as Sudoku: no hint is played and no hand-edited book is checked in the real work.
  // Its longer listings and line totals come at hard and expert, which its few puzzles there may
  // not need: steps a 7×7 expert took, one cell and several, a sum and a product.
  'src/kinds/calcudoku/words.en.json': {
    'hint.mistake': [{ count: 1, wrong: 'The 4 in row 2, column 3' }, { count: 2, wrong: 'The 4 in row 2, column 3 and the 7 in row 5, column 1' }],
    'hint.wrong': [{ context: 'first', v: 4, cell: { row: 2, col: 3 } }, { context: 'next', v: 7, cell: { row: 5, col: 1 } }],
    'hint.reveal': [{ v: 4, cell: { row: 2, col: 3 } }],
    'check.size': [{ size: 6 }],
    'check.range': [{ row: 2, column: 3, v: 0, size: 6 }],
    'check.repeats': [
      { context: 'row', n: 2, v: 5 },
      { context: 'column', n: 3, v: 5 },
    ],
    'check.cage': [{ row: 1, column: 2, target: 12, sign: '+' }],
    // Lists come worded and joined (src/kinds/calcudoku/say.ts).
    'steps.long-combinations': [
      { target: 15, sign: '+', at: { row: 2, col: 1 }, combos: '1 + 2 + 5 + 7, 1 + 3 + 4 + 7, 1 + 2 + 6 + 6, 2 + 3 + 4 + 6 or 1 + 3 + 5 + 6', struck: '8 and 9 off row 2, column 1' },
    ],
    'steps.line-total': [
      { context: 'row-sum', count: 1, line: { n: 3 }, last: { n: 3 }, whole: 28, cages: 'the 9+ cage', written: '', known: 9, end: '5 for row 3, column 6', struck: '1, 2, 3, 4, 6 and 7 off row 3, column 6' },
      { context: 'column-productWritten', count: 2, line: { n: 2 }, last: { n: 2 }, whole: 5040, cages: 'the 42× cage and the 20× cage', written: ' and the digits already written in it', known: 840, end: '6 for row 3, column 2 and row 7, column 2', struck: '4 and 5 off row 3, column 2' },
    ],
    'steps.lines-total': [
      { context: 'row-sumWritten', count: 1, line: { n: 3 }, last: { n: 4 }, whole: 56, cages: 'the 40+ cage', written: ' and the digit already written in them', known: 47, end: '9 for row 3, column 6 and row 4, column 7', struck: '1 off row 3, column 6' },
    ],
    // A cage's bounds come at hard, past the real work's few small puzzles (issue 86).
    'steps.cage-bounds': [
      { context: 'sum', count: 1, target: 19, sign: '+', at: { row: 1, col: 1 }, cells: 'row 1, column 1 holds at least 19 − 17 = 2, as the cage’s other cells make at most 9 + 8 = 17: cross 1 off it', digits: '', struck: '' },
      { context: 'sum', count: 2, target: 11, sign: '+', at: { row: 2, col: 4 }, cells: 'row 2, column 4 holds at most 11 − 3 = 8, as the cage’s other cells make at least 1 + 2 = 3: cross 9 off it; row 3, column 5 holds at most 11 − 3 = 8, as the cage’s other cells make at least 1 + 2 = 3: cross 9 off it', digits: '', struck: '' },
      { context: 'product', count: 1, target: 1620, sign: '×', at: { row: 4, col: 2 }, cells: '', digits: '8', struck: '8 off row 4, column 2; 8 off row 4, column 3' },
      { context: 'product', count: 2, target: 144, sign: '×', at: { row: 5, col: 8 }, cells: '', digits: '5 and 7', struck: '7 off row 5, column 8; 5 and 7 off row 6, column 7' },
    ],
    'parts.boundsCell': [
      { context: 'low', cell: { row: 1, col: 1 }, target: 19, low: 2, high: 0, most: 17, least: 0, mostAdded: '9 + 8 = 17', leastAdded: '', digits: '1' },
      { context: 'high', cell: { row: 2, col: 4 }, target: 11, low: 0, high: 8, most: 0, least: 3, mostAdded: '', leastAdded: '1 + 2 = 3', digits: '9' },
      { context: 'both', cell: { row: 6, col: 5 }, target: 8, low: 1, high: 6, most: 7, least: 2, mostAdded: '4 + 3 = 7', leastAdded: '1 + 1 = 2', digits: '7, 8 and 9' },
    ],
    'parts.added': [{ added: '9 + 8', value: 17 }],
    'parts.lineWritten': [{ context: 'line', count: 1 }, { context: 'lines', count: 2 }],
    'parts.lineEnd': [{ context: 'row-sum', count: 1, rest: 5, cells: '6' }, { context: 'columns-product', count: 2, rest: 6, cells: 'row 3, column 2 and row 7, column 2' }],
    'parts.lineCell': [{ context: 'row', row: 3, col: 6 }, { context: 'columns', row: 3, col: 2 }],
    'parts.lineStruck': [{ context: 'row', count: 2, digits: '4 and 5', cell: { row: 3, col: 2 } }],
    'parts.lineDigit': [{ context: 'line', digit: 4 }],
    'parts.lineCage': [{ context: 'cage', target: 9, sign: '+' }, { context: 'given', target: 4, sign: '' }],
  },
  // Kakuro, as Sudoku; a subset within a run and a long listing come at hard, which the real
  // work's few small puzzles may not need.
  'src/kinds/kakuro/words.en.json': {
    'hint.mistake': [{ count: 1, wrong: 'The 4 in row 2, column 3' }, { count: 2, wrong: 'The 4 in row 2, column 3 and the 7 in row 5, column 1' }],
    'hint.wrong': [{ context: 'first', v: 4, cell: { row: 2, col: 3 } }, { context: 'next', v: 7, cell: { row: 5, col: 1 } }],
    'hint.reveal': [{ v: 4, cell: { row: 2, col: 3 } }],
    'check.size': [{ rows: 8, cols: 8 }],
    // A white square stored as null: only a book file edited by hand holds one.
    'check.empty': [where],
    'check.black': [{ row: 1, column: 2 }],
    'check.range': [{ row: 2, column: 3, v: 0 }],
    'check.repeats': [
      { context: 'across', run: { total: 16, row: 2, col: 3 }, v: 7 },
      { context: 'down', run: { total: 11, row: 3, col: 2 }, v: 5 },
    ],
    'check.sum': [
      { context: 'across', run: { total: 16, row: 2, col: 3 }, sum: 15 },
      { context: 'down', run: { total: 11, row: 3, col: 2 }, sum: 12 },
    ],
    // Lists come worded and joined (src/kinds/kakuro/say.ts).
    'techniques.listed': [
      { context: 'across', run: { total: 16, row: 2, col: 3 }, combos: '1 + 6 + 9, 2 + 5 + 9 or 3 + 4 + 9', struck: '7 and 8 off row 2, column 3' },
      { context: 'down', run: { total: 11, row: 3, col: 2 }, combos: '2 + 9 or 3 + 8', struck: '4 off row 3, column 2; 5 and 6 off row 4, column 2' },
    ],
    'techniques.subset': [
      { context: 'across', run: { total: 20, row: 4, col: 2 }, cells: 'row 4, column 2 and row 4, column 3', digits: '3 and 8', struck: '3 off row 4, column 4' },
      { context: 'down', run: { total: 24, row: 2, col: 5 }, cells: 'row 2, column 5, row 3, column 5 and row 5, column 5', digits: '1, 2 and 4', struck: '1 and 2 off row 4, column 5; 4 off row 6, column 5' },
    ],
    'parts.square': [{ context: 'subset', row: 4, col: 2 }],
    // An area's sum with digits already written in it: the real work's few areas have none.
    'techniques.areaTotal.written': [
      { count: 1, written: '4', total: 12 },
      { count: 2, written: '4 and 7', total: 5 },
    ],
  },
  // The wings take a 9×9 at hard or expert, which the real work's few puzzles rarely need them
  // for: steps a 9×9 expert Sudoku took, one and two cells crossed off.
  'src/engine/grid/words.en.json': {
    // An X-Wing of rows and one of columns, crossing a digit off one cell and off two: real work's few 9×9s may need none.
    // Its lists come worded and joined (src/engine/grid/say.ts).
    'steps.fish': [
      { context: 'rows', count: 1, value: 7, base: '2 and 6', cover: '3 and 8', cells: 'row 4, column 3' },
      { context: 'columns', count: 2, value: 4, base: '1 and 5', cover: '2 and 9', cells: 'row 2, column 7 and row 9, column 3' },
    ],
    'steps.xy-wing': [
      { count: 1, pivot: { row: 1, col: 4 }, pivotDigits: '3 or 5', a: { row: 1, col: 1, digits: '1 or 5' }, b: { row: 5, col: 4, digits: '1 or 3' }, value: 1, cells: 'row 5, column 1' },
      { count: 2, pivot: { row: 3, col: 7 }, pivotDigits: '1 or 2', a: { row: 1, col: 8, digits: '2 or 8' }, b: { row: 3, col: 2, digits: '1 or 8' }, value: 8, cells: 'row 1, column 2 and row 3, column 8' },
    ],
    'steps.xyz-wing': [
      { count: 1, pivot: { row: 1, col: 4 }, pivotDigits: '5, 7 or 8', a: { row: 1, col: 6, digits: '7 or 8' }, b: { row: 7, col: 4, digits: '5 or 7' }, value: 7, cells: 'row 2, column 4' },
      { count: 2, pivot: { row: 5, col: 5 }, pivotDigits: '2, 4 or 9', a: { row: 5, col: 1, digits: '2 or 9' }, b: { row: 4, col: 6, digits: '4 or 9' }, value: 9, cells: 'row 5, column 4 and row 5, column 6' },
    ],
  },
  // The single-digit patterns: a ladder reaches them only on the hardest 9×9s, the Turbot Fish
  // and the lines' and boxes' every form seldom there. Each chain's links come worded and joined
  // (src/engine/grid/digit-chains/say.ts), one cell crossed off and two.
  'src/engine/grid/digit-chains/words.en.json': (() => {
    const chain = { value: 4, links: '4 in row 1 is either at row 1, column 4 or at row 1, column 2 (strong); …', a: { row: 1, col: 4 }, b: { row: 7, col: 6 } };
    const counts = [
      { count: 1, cells: 'row 2, column 6' },
      { count: 2, cells: 'row 2, column 6 and row 8, column 4' },
    ];
    const cross = { value: 3, box: 5, places: 'row 4, column 5; row 5, column 4 or row 5, column 5', row: 5, column: 5, line: 8, from: { row: 5, col: 8 }, to: { row: 9, col: 8 } };
    const link = { value: 4, a: { row: 1, col: 2 }, b: { row: 7, col: 2 } };
    return {
      'steps.skyscraper': ['rows', 'columns'].flatMap((context) => counts.map((c) => ({ ...chain, ...c, context, first: 1, second: 7 }))),
      'steps.two-string-kite': counts.map((c) => ({ ...chain, ...c, row: 1, column: 1, box: 1 })),
      'steps.turbot-fish': counts.map((c) => ({ ...chain, ...c })),
      'steps.empty-rectangle': ['row', 'column'].flatMap((context) => counts.map((c) => ({ ...cross, ...c, context }))),
      'steps.x-chain': counts.map((c) => ({ ...chain, ...c, length: 5 })),
      'parts.strong': ['row', 'column', 'box'].map((context) => ({ ...link, context, group: { kind: context, n: 2 } })),
      'parts.weak': ['row', 'column', 'box', 'cage', 'run'].map((context) => ({ ...link, context, group: { kind: context, n: 2 } })),
    };
  })(),
  // AIC's steps come only where a 9×9 stalls past the kit's techniques, which the real work's
  // few puzzles may never do: a chain of each kind, its parts in every form (src/engine/grid/aic/say.ts).
  'src/engine/grid/aic/words.en.json': (() => {
    const chain = '5 is in row 1, column 5, its only other place in row 1; so 5 is not in column 6, rows 2 or 3 (both in box 2); so 5 is in row 8, column 6, its only other place in column 6';
    const start = 'row 1, column 1';
    return {
      'steps.aic': [
        { context: 'one', count: 1, value: 5, other: 5, start, last: 'row 8, column 6', chain, cells: 'row 8, column 1', struck: '5 off row 8, column 1' },
        { context: 'one', count: 2, value: 5, other: 5, start, last: 'row 8, column 6', chain, cells: 'row 8, column 1 and row 9, column 1', struck: '5 off row 8, column 1 and 5 off row 9, column 1' },
        { context: 'two', count: 1, value: 1, other: 3, start, last: 'row 1, column 9', chain, cells: 'row 1, column 1', struck: '3 off row 1, column 1' },
        { context: 'loop', count: 2, value: 1, other: 1, start, last: 'row 5, column 1', chain, cells: 'row 1, column 2 and row 2, column 5', struck: '2 off row 1, column 2 and 3 off row 2, column 5' },
      ],
      'parts.place': [
        { context: 'cell', row: 2, col: 7, rows: '', cols: '' },
        { context: 'row', row: 4, col: 1, rows: '4', cols: '1 or 2' },
        { context: 'column', row: 4, col: 9, rows: '4, 5 or 6', cols: '9' },
      ],
      'parts.on': (['row', 'column', 'box', 'cage', 'run', 'cell'] as const).flatMap((context) => [
        { context, count: 1, value: 8, place: 'row 2, column 7', n: 2 },
        { context, count: 2, value: 8, place: 'row 4, columns 1 or 2', n: 4 },
      ]),
      'parts.off': (['row', 'column', 'box', 'cage', 'run', 'cell', 'sees'] as const).map((context) => ({ context, value: 7, place: 'row 8, column 2', n: 2 })),
      'parts.then': [{ first: '5 is not in row 5, column 7 (both in column 7)', rest: 'row 5, column 7 is 8, its only other digit' }],
      // A forcing chain: a cell's three ways, and a house's (the last rung, past every AIC).
      'steps.forcing-chain': (['cell', 'row', 'column', 'box', 'cage', 'run'] as const).map((context) => ({
        context,
        value: 4,
        cell: { row: 1, col: 1 },
        digits: '1, 2 or 3',
        n: 3,
        places: 'row 3, column 1; row 3, column 5 or row 3, column 8',
        branches: 'If row 1, column 1 is 1, then 1 is not in row 1, column 5 (both in row 1); so row 1, column 5 is 9, its only other digit; so 9 is not in row 5, column 5 (both in column 5).',
        struck: 9,
        target: 'row 5, column 5',
      })),
      'parts.branch': [
        { context: 'cell', value: 2, place: 'row 1, column 1', chain: '2 is not in row 5, column 1 (both in column 1); so row 5, column 1 is 9, its only other digit; so 9 is not in row 5, column 5 (both in row 5)' },
        { context: 'house', value: 4, place: 'row 3, column 5', chain: '4 is not in row 3, column 8 (both in row 3); so 4 is in row 7, column 8, its only other place in column 8' },
      ],
      'parts.next': [{ first: 'If row 1, column 1 is 1, then 1 is not in row 1, column 5 (both in row 1).', rest: 'If row 1, column 1 is 2, then 2 is not in row 5, column 1 (both in column 1).' }],
      'parts.struck': [{ digits: '2 and 4', place: 'row 1, column 5' }],
    };
  })(),
  // A Unique Rectangle of type 3 comes only where no easier step past colouring does, which the
  // real work's puzzles (Solo's and qqwing's hardest among them) never reach: a rectangle whose
  // two extra-holding corners make a naked pair with a cell of their row, box and column.
  'src/engine/grid/uniqueness/words.en.json': (() => {
    const common = {
      rectangle: 'The four cells at row 2, column 1; row 2, column 4; row 6, column 1 and row 6, column 4 make a rectangle in two rows, two columns and two boxes, and each can still hold 3 and 8.',
      unique: 'This puzzle has one answer, so these four cells cannot end up holding only 3 and 8: the two digits could swap places in them and give a second answer.',
      x: 3,
      y: 8,
      floor: 'row 2, column 1 and row 2, column 4',
      pair: 'row 6, column 1 and row 6, column 4',
      extra: '5 or 9',
    };
    return {
      'steps.type3': (['row', 'column', 'box'] as const).flatMap((context) => [
        { ...common, context, count: 1, group: { kind: context, n: 6 }, subset: 'row 6, column 7', digits: '5 and 9', struck: '5 off row 6, column 2' },
        { ...common, context, count: 2, group: { kind: context, n: 6 }, subset: 'row 6, column 7 and row 6, column 9', digits: '2, 5 and 9', struck: '5 and 9 off row 6, column 2; 2 off row 6, column 5' },
      ]),
      'parts.struck': [{ digits: '5 and 9', cell: { row: 6, col: 2 } }],
    };
  })(),
  'src/kinds/number-mind/words.en.json': {
    'check.length': [{ code: '3954', count: 4, length: 5 }, { code: '7', count: 1, length: 3 }],
    'hint.reveal': [{ v: 3, place: 2, inPlace: 'in place 2' }],
    'link.zero-guess': [{ guess: { n: 2, guess: '4097', score: 0, known: 0, need: 0 }, struck: '4 in place 1' }],
    'link.last-digit': [{ place: 3, digit: 7, inPlace: 'in place 3' }],
    // A way that fails at once, with no step before its contradiction: the worked books' splits take a step or two first.
    'reason.now': (() => {
      const guess = { n: 2, guess: '4097', score: 1, known: 0, need: 1 };
      const worded = { inPlace: 'in place 3', onePlace: 'place 3', rights: '2 right', scored: '1 right' };
      return [
        { context: 'empty', place: 3, ...worded },
        { context: 'over', guess, count: 2, ...worded },
        { context: 'overNone', guess: { ...guess, score: 0 }, count: 1, ...worded, rights: '1 right', scored: '0 right' },
        { context: 'short', guess: { ...guess, score: 2 }, count: 1, ...worded, rights: '1 right', scored: '2 right' },
        { context: 'shortNone', guess, count: 0, ...worded, rights: '0 right' },
        { context: 'pair', guess, other: { n: 3, guess: '1234', score: 2, known: 1, need: 1 }, ...worded },
      ];
    })(),
  },
  // A word search's hint gives a word away only where no technique goes on, which no proved grid
  // comes to; its answer check is told only a book file edited by hand (the player rings a word
  // only where it lies); the real work's puzzles hide no message.
  'src/kinds/word-search/words.en.json': {
    'hint.reveal': [{ word: 'PANDA', cell: { row: 4, col: 2 }, direction: 'diagonally down to the left' }],
    hidden: [{ message: 'WELLDONE' }],
    'check.count': [
      { count: 1, words: 9 },
      { count: 8, words: 9 },
    ],
    'check.word': [{ n: 2, word: 'OTTER', listed: 'PANDA' }],
    'check.outside': [{ word: 'PANDA', row: 9, column: 8 }],
    'check.direction': ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'].map((context) => ({ context, word: 'PANDA' })),
    'check.letters': [{ word: 'PANDA', row: 4, column: 2, found: 'PANTO' }],
    'check.message': [{ found: 'WELLDNOE', message: 'WELLDONE' }],
  },
  'src/kinds/countdown/words.en.json': {
    'check.unexpected': [{ expression: '3 ^ 4', c: '^', at: 3 }],
    'check.bracket': [{ expression: '(3+4', at: 5 }],
    'check.short': [{ expression: '3+' }],
    'check.notDealt': [{ expression: '25*2-4', n: 4 }],
    'check.tooOften': [
      { context: 'once', expression: '25+25-7+3', n: 25, times: 1 },
      { context: 'twice', expression: '5+5+5', n: 5, times: 2 },
      { context: 'more', expression: '5+5+5+5', n: 5, times: 3 },
    ],
    'check.makes': [{ expression: '25*2-7', made: 43, target: 46 }],
    card: [{ target: 75 }],
    'hint.stuck': [{ target: 347 }],
    // Expert's simplest way is nearly always the long way round or a division: two products are its simplest for about one game in a hundred.
    // A refusal asks for one band alone where only expert would do: the real work's refusals leave no band open, or two or more.
    'refusal.band': [{ context: 'easy' }, { context: 'medium' }, { context: 'hard' }, { context: 'expert' }],
    'steps.opening.two-products': [{ line: '75 × 8 = 600, which is 175 less than the target 775.' }],
  },
  // The sample books name no publisher or ISBN, ask for no colophon, and title no section.
  'src/templates/words.en.json': {
    // Only a puzzle someone else made with no answer at all is told this: explain says it, no book holds one.
    'explained.none': [{}],
    'book.published': [{ publisher: 'Rainy Day Press' }],
    'book.isbn': [{ isbn: '978-1-86197-876-9' }],
    'book.copyrightMade': [{ seed: 'sampler', version: '0.3.0' }],
    // Their sections are untitled, and their contents fit a page.
    'book.contentsSection': [
      { context: 'unnamed', title: 'Level 1', kindTitle: 'Numbrix', difficulty: 'easy' },
      { context: 'named', title: 'Numbrix warm-up', kindTitle: 'Numbrix', difficulty: 'easy' },
    ],
    'book.contentsContinued': [{}],
  },
  // The archive's pages (src/site/**.astro) and its players (player.dom.ts) render these in a browser, not here.
  'src/templates/archive/words.en.json': {
    'make.notOffered': [{ choices: 'Sudoku, Kakuro, or Numbrix' }],
    // A word search's own list refused, beside its field on /make/ (in the page, by each of the kind's refusal codes).
    'make.list.wordUnprintable': [{ word: 'caf3' }],
    'make.list.wordShort': [{ word: 'ox', least: 3 }],
    'make.list.wordLong': [{ word: 'hippopotamus', letters: 12, rows: 10, cols: 10 }],
    'make.list.wordsSame': [{ word: 'café', other: 'cafe' }],
    'make.list.wordInside': [{ word: 'cat', other: 'caterpillar' }],
    'make.list.wordsFew': [{ band: 'hard', rows: 15, cols: 15, least: 12, count: 5 }],
    'make.list.wordsCrowded': [{ letters: 240, rows: 10, cols: 10 }],
    'make.list.themeUnknown': [{ theme: 'dragons' }],
    'short.lead': [{ label: '7. Numbrix · hard', book: 'Puzzles for a rainy day' }],
    'puzzle.idLine': [{ id: 'sampler-numbrix-1-01', book: 'Puzzle Sampler', section: 'Warming up' }],
    'site.windowTitle': [{ title: 'Numbrix 3, easy · Puzzles for a rainy day' }],
    'book.count': [{ count: 1 }, { count: 12 }],
    'book.author': [{ author: 'A. Tester' }],
    'puzzle.title': [{ kindTitle: 'Numbrix', number: 3, difficulty: 'easy', book: 'Puzzles for a rainy day' }],
    'puzzle.crumb': [{ number: 3 }],
    'puzzle.more': [{ kindTitle: 'Numbrix' }],
    'puzzle.previous': [{ label: '2. Numbrix · easy' }],
    'puzzle.next': [{ label: '4. Numbrix · easy' }],
    // The lede and footer with no kind proved solvable only, and with some (`ledeLine`, `footerLine`: the kinds each a `solvableKind`, joined).
    'listing.lede': [
      { context: 'unique', count: 1, books: '1 book', solvable: '' },
      { context: 'mixed', count: 40, books: '3 books', solvable: 'Countdown' },
      { context: 'mixed', count: 40, books: '3 books', solvable: 'Countdown and Word Ladder' },
    ],
    'listing.ledeBooks': [{ count: 1 }, { count: 3 }],
    'site.footer': [
      { context: 'unique', solvable: '' },
      { context: 'mixed', solvable: 'Countdown' },
      { context: 'mixed', solvable: 'Countdown and Word Ladder' },
    ],
    'site.solvableKind': [{ kindTitle: 'Countdown' }],
    'listing.allOfKind': [
      { count: 1, kindTitle: 'Numbrix' },
      { count: 12, kindTitle: 'Numbrix' },
    ],
    'listing.kindTitle': [{ kindTitle: 'Numbrix' }],
    'listing.randomOfKind': [{ kindTitle: 'Numbrix' }],
    'listing.searchIntro': [{ id: 'rainy-day-3' }],
    'listing.searchNeedsScript': [{ books: 'books', kinds: 'kinds of puzzle' }],
    'listing.inBook': [{ book: 'Puzzles for a rainy day' }],
    // The puzzle of the day's page writes the date in the reader's browser, as Intl words it in the page's language.
    'listing.todayHeading': [{ date: 'Sunday, March 15, 2026' }],
    'listing.todayNeedsScript': [{ kinds: 'kinds of puzzle' }],
    'listing.todayFailed': [{ kinds: 'kinds of puzzle' }],
    // The statistics page's empty state, its link's words (`stats.todayLink`) where the sentence puts them.
    'stats.empty': [{ today: 'puzzle of the day' }],
    'listing.calendarDay': [
      { context: 'unsolved', date: 'Tuesday, March 10, 2026' },
      { context: 'solved', date: 'Tuesday, March 10, 2026' },
    ],
    // A kind's listing in pages: a window title's choice (a band, a language) after the kind's title, and its page of several.
    'listing.kindListChoice': [
      { title: 'Numbrix puzzles', choice: 'easy' },
      { title: 'Numbrix puzzles, easy', choice: 'Deutsch' },
    ],
    'listing.kindListPage': [{ title: 'Numbrix puzzles, easy', page: 2, pages: 9 }],
    'listing.shownOf': [{ first: 241, last: 480, count: 2000 }],
    // The book maker's page (pages/make): its sections, paper, progress, what it made and what it refused.
    'make.sectionHeading': [{ number: 2 }],
    'make.removeSection': [{ number: 2 }],
    'make.pageTrim': [{ size: '6 × 9' }],
    // The plan's line (`plannedLine`): its pages and puzzles, each counted.
    'make.planned': [{ pages: '24 pages', puzzles: '100 puzzles' }],
    'make.plannedPages': [{ count: 1 }, { count: 24 }],
    'make.plannedPuzzles': [{ count: 1 }, { count: 100 }],
    'make.printOnDemandShort': [{ pages: 12, fewest: 24 }],
    'make.stageMake': [{ done: 3, total: 20 }],
    'make.stageRender': [{ done: 2, total: 5 }],
    'make.made': [{ seed: 'k5rhex' }],
    'make.refused': [{ count: 1 }, { count: 3 }],
    'make.problem': [{ field: 'Puzzles per page' }],
    'make.tooSmall': [{ asked: 12, fits: 6, points: 7 }],
    'make.tooLarge': [{ points: 11 }],
    'make.unprintable': [{ character: '☃' }],
    'make.pageNumber': [{ number: 3 }],
    'listing.pageOf': [{ page: 2, pages: 9 }],
    'listing.notFoundText': [{ front: "archive's front page", search: 'search' }],
    'book.summary': [{ count: 1 }, { count: 12 }],
    'puzzle.cardAlt': [{ label: '3. Numbrix · easy', book: 'Puzzles for a rainy day', alt: 'Numbrix 5 by 5 grid with 15 numbers given; fill in 1 to 25.' }],
  },
  'src/play/words.en.json': {
    // A 12×12's or 16×16's two-key entry: a 1 waiting for its second digit, and the shortcut list's line for it.
    'digits.secondKey': [{ d: 1, low: 10, high: 16 }],
    'pause.twoKeys': [{ d: 1, low: 10, high: 12 }],
    'shell.mistakes': [{ count: 2 }],
    'shell.hints': [{ count: 1 }],
    // The solved line with nothing that helped, and with what did (`solvedLine`: the counts below, joined).
    'shell.solved': [
      { context: 'alone', time: '4:05', help: '' },
      { context: 'helped', time: '4:05', help: '1 mistake and 1 hint' },
      { context: 'helped', time: '12:40', help: '2 hints' },
    ],
    'shell.mistakeCount': [{ count: 1 }, { count: 3 }],
    'shell.hintCount': [{ count: 1 }, { count: 2 }],
    'shell.nextPuzzle': [{ label: '2. Numbrix · easy' }],
    // A shared result: no hints, one, several.
    'shell.shareText': [
      { context: 'alone', label: '2. Numbrix · easy', time: '4:05', help: '' },
      { context: 'helped', label: '2. Numbrix · easy', time: '4:05', help: '1 hint' },
      { context: 'helped', label: '12. Sudoku · expert', time: '61:30', help: '3 hints' },
    ],
    'shell.shown': [{ time: '6:12' }],
    'digits.noted': [{ digits: '3 5 7' }],
    'digits.mark': [
      { context: 'written', d: 5 },
      { context: 'erased', d: 5 },
    ],
    'digits.markOnFilled': [{ v: '8' }],
    'hint.before': [{ count: 1 }, { count: 3 }],
    'hint.take': [{ say: 'Bridge: 7 goes in row 2, column 3, between 6 and 8.' }],
    'progress.solvedIn': [{ time: '4:05' }],
    // The grid player's (grid-player.ts) words, which it says in a browser: every kind of group a
    // digit can be repeated in, one wrong digit and several, one empty cell and several.
    'grid.cell': [where],
    'grid.already': ['row', 'column', 'box', 'cage', 'run'].map((context) => ({ context, v: 4 })),
    'grid.cellEmpty': [where],
    'grid.cellRight': [{ ...where, v: 4 }],
    'grid.cellWrong': [{ ...where, v: 4 }],
    'grid.allRightSoFar': [{ count: 1 }, { count: 12 }],
    'grid.wrongDigits': [
      { count: 1, cells: 'row 2 column 3' },
      { count: 2, cells: 'row 2 column 3 and row 1 column 1' },
    ],
    'grid.wrongCell': [where],
    'grid.stillEmpty': [{ count: 1 }, { count: 12 }],
  },
  'src/kinds/secret-number/play-words.en.json': {
    help: [{ digits: 3 }],
    unfinished: [{ digits: 3 }],
    crossedOut: [{ n: 2 }],
    backInPlay: [{ n: 2 }],
    digit: [{ d: 1 }],
    rule: [
      { context: 'open', n: 1, text: 'My number is odd.', guess: '' },
      { context: 'kept', n: 1, text: 'My number is odd.', guess: '123' },
      { context: 'broken', n: 1, text: 'My number is odd.', guess: '124' },
    ],
  },
  'src/kinds/numbrix/play-words.en.json': {
    help: [{ context: 'mouse' }, { context: 'touch' }],
    nextCaption: ['tap', 'click', 'first', 'last', 'next'].map((context) => ({ context })),
    nextShown: ['tap', 'click', 'first', 'last', 'next'].map((context) => ({ context, n: 16 })),
    counting: [{ context: 'up' }, { context: 'down' }],
    nextLabel: [{ shown: 'Next: 16', counting: 'counting up' }],
    turnTip: [{ context: 'up' }, { context: 'down' }],
    turned: [{ context: 'up' }, { context: 'down' }],
    squareHolds: [
      { context: 'empty', v: 0 },
      { context: 'given', v: 5 },
      { context: 'placed', v: 6 },
    ],
    square: [
      { ...where, context: 'still', holds: 'empty' },
      { ...where, context: 'current', holds: '6' },
    ],
    nothingYet: [{ count: 1 }, { count: 9 }],
    allRight: [{ count: 1 }, { count: 9 }],
    wrongAt: [
      { count: 1, wrong: '5 in row 2, column 3' },
      { count: 2, wrong: '5 in row 2, column 3; 9 in row 4, column 1' },
    ],
    wrongSquare: [{ ...where, v: 5 }],
    wrongThen: [{ before: '5 in row 2, column 3', item: '9 in row 4, column 1' }],
    wrongCount: [{ count: 1 }, { count: 3 }],
  },
  'src/kinds/cross-numbers/play-words.en.json': {
    box: [where],
    already: [
      { context: 'grid', v: 4 },
      { context: 'row', v: 4 },
      { context: 'column', v: 4 },
    ],
    line: [
      { context: 'row', n: 1 },
      { context: 'column', n: 2 },
    ],
    mark: [
      { context: 'makes', line: 'Row 1' },
      { context: 'misses', line: 'Column 2' },
    ],
    boxEmpty: [where],
    boxRight: [{ ...where, v: 4 }],
    boxWrong: [{ ...where, v: 4 }],
    allRightSoFar: [{ count: 1 }, { count: 5 }],
    wrongDigits: [
      { count: 1, wrong: 'row 2 column 3' },
      { count: 2, wrong: 'row 2 column 3, row 1 column 1' },
    ],
    wrongBox: [where],
    wrongThen: [{ before: 'row 2 column 3', item: 'row 1 column 1' }],
    stillEmpty: [{ count: 1 }, { count: 5 }],
  },
  'src/kinds/countdown/play-words.en.json': {
    help: [{ target: 347 }],
    tile: [
      { context: 'card', v: 75 },
      { context: 'card-used', v: 75 },
      { context: 'made', v: 150 },
      { context: 'made-used', v: 150 },
    ],
    madeBy: [{ line: '75 × 2 = 150' }],
    letGo: [{ v: 75 }],
    thenSign: [{ v: 75 }],
    thenSecond: [{ v: 75, sign: '×' }],
    notAllowed: [{ why: '3 − 5 is not above zero' }],
    stepMade: [{ result: 150, line: '75 × 2 = 150', closest: 340, off: 7 }],
    notThere: [{ closest: 340, off: 7, target: 347 }],
  },
  'src/kinds/word-search/play-words.en.json': {
    help: [{ context: 'touch' }, { context: 'mouse' }],
    grid: [{ rows: 15, cols: 15 }],
    listed: [
      { context: 'found', word: 'PANDA' },
      { context: 'left', word: 'PANDA' },
    ],
    first: [{ letter: 'P', row: 4, column: 2 }],
    found: [{ word: 'PANDA' }],
    again: [{ word: 'PANDA' }],
    left: [{ count: 1 }, { count: 5 }],
    cell: [{ row: 4, column: 2, letter: 'P' }],
  },
  // The maze's player: its squares, doors, moves, walls and Check's words, as the page says them (the real work plays no maze).
  'src/kinds/maze/play-words.en.json': {
    help: [{ context: 'touch' }, { context: 'mouse' }],
    grid: [{ rows: 12, cols: 12 }],
    way: [{ context: 'up' }, { context: 'right' }, { context: 'down' }, { context: 'left' }],
    square: [
      { context: 'off', row: 3, column: 4, n: 0, ways: '' },
      { context: 'line', row: 3, column: 4, n: 7, ways: '' },
      { context: 'head', row: 3, column: 4, n: 7, ways: 'up and left' },
    ],
    door: [
      { context: 'entrance', square: 'row 1, column 1' },
      { context: 'exit', square: 'row 12, column 12' },
    ],
    traced: [
      { context: 'open', row: 3, column: 4, count: 1 },
      { context: 'open', row: 3, column: 4, count: 7 },
      { context: 'deadEnd', row: 3, column: 4, count: 1 },
      { context: 'deadEnd', row: 3, column: 4, count: 7 },
    ],
    back: [{ row: 3, column: 4, count: 1 }, { row: 3, column: 4, count: 7 }],
    wall: [
      { context: 'up', row: 3, column: 4 },
      { context: 'right', row: 3, column: 4 },
      { context: 'down', row: 3, column: 4 },
      { context: 'left', row: 3, column: 4 },
    ],
    from: [
      { context: 'far', row: 3, column: 4 },
      { context: 'here', row: 3, column: 4 },
    ],
    onWay: [{ count: 1 }, { count: 7 }],
    offWay: [{ row: 3, column: 4 }],
  },
  'src/kinds/number-mind/play-words.en.json': {
    help: [{ length: 4 }],
    unfinished: [{ length: 4 }],
    digit: [{ p: 1 }],
    shares: [
      { context: 'met', matches: 2 },
      { context: 'under', matches: 1 },
      { context: 'over', matches: 3 },
    ],
    sharesLabel: [
      { context: 'met', n: 1, guess: '4097', matches: 2, needed: 2, shared: '2 places', score: 'its score of 2' },
      { context: 'under', n: 2, guess: '1234', matches: 1, needed: 2, shared: '1 place', score: 'its score of 2' },
      { context: 'over', n: 3, guess: '5678', matches: 3, needed: 1, shared: '3 places', score: 'its score of 1' },
    ],
    sharedNone: [{ count: 0 }],
    shared: [{ count: 1 }, { count: 3 }],
    scoreNone: [{ count: 0 }],
    score: [{ count: 1 }, { count: 2 }],
  },
};

/**
 * A kind brings its own in its folder, `template-data.json` (found by its path, so a kind is added
 * in its folder alone): by key path of its words (`words.en.json`), data to render it with, and
 * under `"play-words"` the same for its player's words.
 */
for (const name of KIND_NAMES) {
  const file = new URL(`../../src/kinds/${name}/template-data.json`, import.meta.url);
  if (!existsSync(file)) continue;
  const { 'play-words': play, ...words } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, object[]> & { 'play-words'?: Record<string, object[]> };
  HAND_DATA[`src/kinds/${name}/words.en.json`] = { ...HAND_DATA[`src/kinds/${name}/words.en.json`], ...words };
  if (play) HAND_DATA[`src/kinds/${name}/play-words.en.json`] = { ...HAND_DATA[`src/kinds/${name}/play-words.en.json`], ...play };
}

/** By language: `file: key` of the English words a language rightly keeps as they are. */
export const SAME_IN: Record<string, string[]> = Object.fromEntries(
  // HoDoKu's name for it, as the solvers of every one of these languages write it.
  ['de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT'].map((lang) => [lang, ['src/engine/grid/als/words.en.json: techniques.als-xy-wing.title']]),
);
