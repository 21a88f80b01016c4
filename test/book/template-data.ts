// Data for the templates real work (test/book/real-work.ts) does not reach in a few seconds, and
// the few words rightly the same in a language as in English, for
// test/book/render-every-template.test.ts. Where a template says one thing or another (one or
// several, a flag), it is given a sample of each.

import { existsSync, readFileSync } from 'node:fs';
import { KIND_NAMES } from '../../src/kinds/registry.ts';

const where = { row: 2, column: 3 };
/** A group as the kit names it (technique.ts `nameOf`): a cage or a run by its clue and its first and last squares, as the page shows it (issue 90). */
const group = (kind: string, n: number) => (kind === 'cage' || kind === 'run' ? { kind, n, clue: '17', at: { row: 4, col: 2 }, end: { row: 4, col: 5 } } : { kind, n });

/** By English file, then key path: data to render a template with; each group says why real work does not give it (a kind's own are in its folder, below). */
export const HAND_DATA: Record<string, Record<string, object[]>> = {
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
      'parts.weak': ['row', 'column', 'box', 'cage', 'run'].map((context) => ({ ...link, context, group: group(context, 2) })),
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
        { context, count: 1, value: 8, place: 'row 2, column 7', n: 2, group: group(context, 2) },
        { context, count: 2, value: 8, place: 'row 4, columns 1 or 2', n: 4, group: group(context, 4) },
      ]),
      'parts.off': (['row', 'column', 'box', 'cage', 'run', 'cell', 'sees'] as const).map((context) => ({ context, value: 7, place: 'row 8, column 2', n: 2, group: group(context, 2) })),
      'parts.then': [{ first: '5 is not in row 5, column 7 (both in column 7)', rest: 'row 5, column 7 is 8, its only other digit' }],
      // A forcing chain: a cell's three ways, and a house's (the last rung, past every AIC).
      'steps.forcing-chain': (['cell', 'row', 'column', 'box', 'cage', 'run'] as const).map((context) => ({
        context,
        value: 4,
        cell: { row: 1, col: 1 },
        digits: '1, 2 or 3',
        n: 3,
        group: group(context, 3),
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
  // The sample books name no publisher or ISBN, ask for no colophon, and title no section.
  'src/templates/words.en.json': {
    // Only a puzzle someone else made with no answer at all is told this: explain says it, no book holds one.
    'explained.none': [{}],
    // Only a peer's puzzle whose score misses its techniques' band is told these (test/kinds/explain-band.test.ts); our own are banded.
    'explained.unbanded.under': [{ band: 'medium', score: 45, limit: 47 }],
    'explained.unbanded.over': [{ band: 'hard', score: 120, limit: 118 }],
    'explained.unbanded.forced': [{ hardest: 'Forcing chain' }],
    'explained.unbanded.thin': [{ band: 'expert', count: 1, least: 2 }, { band: 'expert', count: 2, least: 3 }],
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
    // Versions unlike the first are refused beside the field, in the browser (test/site/make-options.test.ts).
    'make.versionsUnlike': [{ number: 2 }],
    // A word search's own list refused, beside its field on /make/ (in the page, by each of the kind's refusal codes).
    'make.list.wordUnprintable': [{ word: 'caf3' }],
    'make.list.wordShort': [{ word: 'ox', least: 3 }],
    'make.list.wordLong': [{ word: 'hippopotamus', letters: 12, rows: 10, cols: 10 }],
    'make.list.wordsSame': [{ word: 'café', other: 'cafe' }],
    'make.list.wordInside': [{ word: 'cat', other: 'caterpillar' }],
    'make.list.wordsFew': [{ band: 'hard', rows: 15, cols: 15, least: 12, count: 5 }],
    'make.list.wordsCrowded': [{ letters: 329, rows: 20, cols: 20, most: 320 }],
    'make.list.wordsMany': [{ rows: 12, cols: 12, letters: 160, most: 115, side: 18 }],
    'make.list.wordOffensive': [{ word: 'idiot' }],
    'make.list.themeUnknown': [{ theme: 'dragons' }],
    'make.list.answerShort': [{ word: 'ox', least: 3 }],
    'make.list.clueAnswer': [{ word: 'lion', found: 'lions' }],
    'make.list.wordsLengths': [{ band: 'medium' }],
    'make.list.countMore': [{ count: 12, words: 8 }],
    'make.list.countEasy': [{ most: 8 }],
    'make.list.bankEasy': [{}],
    'make.list.gridSmall': [{ count: 12, least: 120, rows: 9, cols: 11 }],
    'make.list.easyLengths': [{ count: 6, lengths: 5 }],
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
    'listing.offlineText': [{ front: 'archive’s front page' }],
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
    // Number-first input and each key's count, said in the browser as the reader plays (test/site/play/sudoku-app.test.ts).
    'digits.picked': [{ d: 5 }],
    'digits.letGo': [{ d: 5 }],
    'digits.left': [{ d: 5, count: 1 }, { d: 5, count: 3 }],
    'digits.allPlaced': [{ d: 5 }],
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
      { context: 'alone', what: 'the puzzle of the day (Numbrix, easy)', date: 'March 15, 2026', time: '4:05', help: '' },
      { context: 'helped', what: 'a Numbrix puzzle (easy)', date: 'March 15, 2026', time: '4:05', help: '1 hint' },
      { context: 'helped', what: 'a Sudoku puzzle (expert)', date: 'March 15, 2026', time: '61:30', help: '3 hints' },
    ],
    // What was solved: the day's puzzle, or one of its kind.
    'shell.shareWhat': [
      { context: 'daily', kind: 'Numbrix', band: 'easy' },
      { context: 'other', kind: 'Sudoku', band: 'expert' },
    ],
    'shell.shown': [{ time: '6:12' }],
    // A solve against the reader's best of its kind and band: the first, a new best, the best to beat.
    'shell.best': [
      { context: 'first', kind: 'Sudoku', band: 'medium', best: '' },
      { context: 'best', kind: 'Numbrix', band: 'easy', best: '4:05' },
      { context: 'behind', kind: 'Killer Sudoku', band: 'hard', best: '12:40' },
    ],
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
};

/**
 * A kind brings its own in its folder, `template-data.json` (found by its path, so a kind is added
 * in its folder alone): by key path of its words (`words.en.json`), data to render it with, and
 * under `"play-words"` the same for its player's words. JSON holds no comments, so each block says
 * why real work does not give its data in a `"$why"` string, which is no key of the words.
 */
const keys = (block: Record<string, unknown>) => Object.fromEntries(Object.entries(block).filter(([key]) => key !== '$why')) as Record<string, object[]>;
for (const name of KIND_NAMES) {
  const file = new URL(`../../src/kinds/${name}/template-data.json`, import.meta.url);
  if (!existsSync(file)) continue;
  const { 'play-words': play, ...words } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & { 'play-words'?: Record<string, unknown> };
  HAND_DATA[`src/kinds/${name}/words.en.json`] = keys(words);
  if (play) HAND_DATA[`src/kinds/${name}/play-words.en.json`] = keys(play);
}

/** By language: `file: key` of the English words a language rightly keeps as they are. */
export const SAME_IN: Record<string, string[]> = Object.fromEntries(
  // HoDoKu's name for it, as the solvers of every one of these languages write it.
  ['de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT'].map((lang) => [lang, ['src/engine/grid/als/words.en.json: techniques.als-xy-wing.title']]),
);
