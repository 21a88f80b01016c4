// Data for the templates real work (test/book/real-work.ts) does not reach in a few seconds, and
// the few words rightly the same in a language as in English, for
// test/book/render-every-template.test.ts. Where a template says one thing or another (one or
// several, a flag), it is given a sample of each.

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
  // Only medium draws an "is not" rule, and a puzzle rarely keeps one: books made before 0.2.0
  // hold them, and verify tells their sentences again. A rule is worded only where it is
  // printed, and the puzzles the real work prints keep no cut-off that leaves one or two values.
  'src/kinds/secret-number/words.en.json': {
    'check.digits': [{ number: 12, digits: 3 }],
    'hint.reveal': [{ v: 4, place: 'second' }],
    'comparison.not-equals': [{ of: 'digit', value: 5 }],
    'plain.oneOf': [{ values: [0] }, { values: [0, 1] }, { values: [8, 9] }],
    // A multiple rule on a number that may be 0: the small book's Secret Number is at a band that does not print one since Calcudoku took a section before it.
    'plain.zeroOrMultiple': [{ of: 'number', value: 7 }],
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
  },
  // Sudoku: the real work plays no Sudoku hint, and its answer check is told only a book file
  // edited by hand (as above). A mistake names one wrong digit or several.
  'src/kinds/sudoku/words.en.json': {
    'hint.mistake': [{ wrong: [{ v: 4, cell: { row: 2, col: 3 } }] }, { wrong: [{ v: 4, cell: { row: 2, col: 3 } }, { v: 7, cell: { row: 5, col: 1 } }] }],
    'hint.reveal': [{ v: 4, cell: { row: 2, col: 3 } }],
    'check.size': [{ size: 9 }],
    'check.given': [{ row: 2, column: 3, given: 7, v: 9 }],
    'check.range': [{ row: 2, column: 3, v: 0, size: 9 }],
    'check.repeats': [
      { where: 'row', n: 2, v: 5 },
      { where: 'column', n: 3, v: 5 },
      { where: 'box', n: 4, v: 5 },
    ],
  },
  // Calcudoku, as Sudoku: no hint is played and no hand-edited book is checked in the real work.
  // Its longer listings and line totals come at hard and expert, which its few puzzles there may
  // not need: steps a 7×7 expert took, one cell and several, a sum and a product.
  'src/kinds/calcudoku/words.en.json': {
    'hint.mistake': [{ wrong: [{ v: 4, cell: { row: 2, col: 3 } }] }, { wrong: [{ v: 4, cell: { row: 2, col: 3 } }, { v: 7, cell: { row: 5, col: 1 } }] }],
    'hint.reveal': [{ v: 4, cell: { row: 2, col: 3 } }],
    'check.size': [{ size: 6 }],
    'check.range': [{ row: 2, column: 3, v: 0, size: 6 }],
    'check.repeats': [
      { where: 'row', n: 2, v: 5 },
      { where: 'column', n: 3, v: 5 },
    ],
    'check.cage': [{ row: 1, column: 2, target: 12, sign: '+' }],
    'steps.long-combinations': [
      {
        group: { kind: 'cage', n: 3 },
        op: '+',
        sign: '+',
        target: 15,
        at: { row: 2, col: 1 },
        size: 4,
        combos: [[1, 2, 5, 7], [1, 3, 4, 7], [1, 2, 6, 6], [2, 3, 4, 6], [1, 3, 5, 6]],
        struck: [{ cell: { row: 2, col: 1 }, digits: [8, 9] }],
      },
    ],
    'steps.line-total': [
      { line: { kind: 'row', n: 3 }, last: { kind: 'row', n: 3 }, op: '+', sign: '+', whole: 28, cages: [{ group: { kind: 'cage', n: 4 }, op: '+', sign: '+', target: 9, at: { row: 3, col: 1 }, size: 2 }], written: 0, known: 9, rest: 5, cells: [{ row: 3, col: 6 }], struck: [{ cell: { row: 3, col: 6 }, digits: [1, 2, 3, 4, 6, 7] }] },
      { line: { kind: 'column', n: 2 }, last: { kind: 'column', n: 2 }, op: '*', sign: '×', whole: 5040, cages: [{ group: { kind: 'cage', n: 2 }, op: '*', sign: '×', target: 42, at: { row: 1, col: 2 }, size: 2 }, { group: { kind: 'cage', n: 7 }, op: '*', sign: '×', target: 20, at: { row: 4, col: 2 }, size: 3 }], written: 2, known: 840, rest: 6, cells: [{ row: 3, col: 2 }, { row: 7, col: 2 }], struck: [{ cell: { row: 3, col: 2 }, digits: [4, 5] }] },
    ],
    'steps.lines-total': [
      { line: { kind: 'row', n: 3 }, last: { kind: 'row', n: 4 }, op: '+', sign: '+', whole: 56, cages: [{ group: { kind: 'cage', n: 4 }, op: '+', sign: '+', target: 40, at: { row: 3, col: 1 }, size: 6 }], written: 1, known: 47, rest: 9, cells: [{ row: 3, col: 6 }, { row: 4, col: 7 }], struck: [{ cell: { row: 3, col: 6 }, digits: [1] }] },
    ],
  },
  // Kakuro, as Sudoku; a subset within a run and a long listing come at hard, which the real
  // work's few small puzzles may not need.
  'src/kinds/kakuro/words.en.json': {
    'hint.mistake': [{ wrong: [{ v: 4, cell: { row: 2, col: 3 } }] }, { wrong: [{ v: 4, cell: { row: 2, col: 3 } }, { v: 7, cell: { row: 5, col: 1 } }] }],
    'hint.reveal': [{ v: 4, cell: { row: 2, col: 3 } }],
    'check.size': [{ rows: 8, cols: 8 }],
    'check.black': [{ row: 1, column: 2 }],
    'check.range': [{ row: 2, column: 3, v: 0 }],
    'check.repeats': [
      { run: { across: true, total: 16, row: 2, col: 3 }, v: 7 },
      { run: { across: false, total: 11, row: 3, col: 2 }, v: 5 },
    ],
    'check.sum': [
      { run: { across: true, total: 16, row: 2, col: 3 }, sum: 15 },
      { run: { across: false, total: 11, row: 3, col: 2 }, sum: 12 },
    ],
    'techniques.listed': [
      { run: { across: true, total: 16, row: 2, col: 3 }, size: 3, combos: [[1, 6, 9], [2, 5, 9], [3, 4, 9]], struck: [{ cell: { row: 2, col: 3 }, digits: [7, 8] }] },
      { run: { across: false, total: 11, row: 3, col: 2 }, size: 2, combos: [[2, 9], [3, 8]], struck: [{ cell: { row: 3, col: 2 }, digits: [4] }, { cell: { row: 4, col: 2 }, digits: [5, 6] }] },
    ],
    'techniques.subset': [
      { run: { across: true, total: 20, row: 4, col: 2 }, size: 2, cells: [{ row: 4, col: 2 }, { row: 4, col: 3 }], digits: [3, 8], struck: [{ cell: { row: 4, col: 4 }, digits: [3] }] },
      { run: { across: false, total: 24, row: 2, col: 5 }, size: 3, cells: [{ row: 2, col: 5 }, { row: 3, col: 5 }, { row: 5, col: 5 }], digits: [1, 2, 4], struck: [{ cell: { row: 4, col: 5 }, digits: [1, 2] }, { cell: { row: 6, col: 5 }, digits: [4] }] },
    ],
  },
  // The wings take a 9×9 at hard or expert, which the real work's few puzzles rarely need them
  // for: steps a 9×9 expert Sudoku took, one and two cells crossed off.
  'src/engine/grid/words.en.json': {
    // An X-Wing of rows and one of columns, crossing a digit off one cell and off two: real work's few 9×9s may need none.
    'steps.fish': [
      { value: 7, rows: true, base: [2, 6], cover: [3, 8], cells: [{ row: 4, col: 3 }] },
      { value: 4, rows: false, base: [1, 5], cover: [2, 9], cells: [{ row: 2, col: 7 }, { row: 9, col: 3 }] },
    ],
    'steps.xy-wing': [
      { pivot: { row: 1, col: 4 }, pivotDigits: [3, 5], wings: [{ cell: { row: 1, col: 1 }, digits: [1, 5] }, { cell: { row: 5, col: 4 }, digits: [1, 3] }], value: 1, cells: [{ row: 5, col: 1 }] },
      { pivot: { row: 3, col: 7 }, pivotDigits: [1, 2], wings: [{ cell: { row: 1, col: 8 }, digits: [2, 8] }, { cell: { row: 3, col: 2 }, digits: [1, 8] }], value: 8, cells: [{ row: 1, col: 2 }, { row: 3, col: 8 }] },
    ],
    'steps.xyz-wing': [
      { pivot: { row: 1, col: 4 }, pivotDigits: [5, 7, 8], wings: [{ cell: { row: 1, col: 6 }, digits: [7, 8] }, { cell: { row: 7, col: 4 }, digits: [5, 7] }], value: 7, cells: [{ row: 2, col: 4 }] },
      { pivot: { row: 5, col: 5 }, pivotDigits: [2, 4, 9], wings: [{ cell: { row: 5, col: 1 }, digits: [2, 9] }, { cell: { row: 4, col: 6 }, digits: [4, 9] }], value: 9, cells: [{ row: 5, col: 4 }, { row: 5, col: 6 }] },
    ],
  },
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
  'src/kinds/countdown/words.en.json': {
    'check.unexpected': [{ expression: '3 ^ 4', c: '^', at: 3 }],
    'check.bracket': [{ expression: '(3+4', at: 5 }],
    'check.short': [{ expression: '3+' }],
    'check.notDealt': [{ expression: '25*2-4', n: 4 }],
    'check.tooOften': [
      { expression: '25+25-7+3', n: 25, times: 1 },
      { expression: '5+5+5', n: 5, times: 2 },
      { expression: '5+5+5+5', n: 5, times: 3 },
    ],
    'check.makes': [{ expression: '25*2-7', made: 43, target: 46 }],
    card: [{ target: 75 }],
    'hint.stuck': [{ target: 347 }],
    // Expert's simplest way is nearly always the long way round or a division: two products are its simplest for about one game in a hundred.
    'steps.two-products': [
      { a: 75, op: '×', b: 8, result: 600, target: 775, gap: 175, over: false, first: true, last: false, kind: 'main' },
      { a: 25, op: '×', b: 7, result: 175, target: 775, gap: 0, over: false, first: false, last: false, kind: 'inner' },
      { a: 600, op: '+', b: 175, result: 775, target: 775, gap: 0, over: false, first: false, last: true, kind: 'top' },
    ],
  },
  // The sample books name no publisher or ISBN, ask for no colophon, and title no section.
  'src/templates/words.en.json': {
    'book.published': [{ publisher: 'Rainy Day Press' }],
    'book.isbn': [{ isbn: '978-1-86197-876-9' }],
    'book.copyrightMade': [{ seed: 'sampler', version: '0.3.0' }],
    // Their sections are untitled, and their contents fit a page.
    'book.contentsSection': [
      { title: 'Level 1', kindTitle: 'Numbrix', difficulty: 'easy', named: false },
      { title: 'Numbrix warm-up', kindTitle: 'Numbrix', difficulty: 'easy', named: true },
    ],
    'book.contentsContinued': [{}],
  },
  // The archive's pages (src/site/**.astro) and its players (player.dom.ts) render these in a browser, not here.
  'src/templates/archive/words.en.json': {
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
    'listing.lede': [
      { puzzles: 1, books: 1, solvable: [] },
      { puzzles: 40, books: 3, solvable: ['Countdown'] },
      { puzzles: 40, books: 3, solvable: ['Countdown', 'Word Ladder'] },
    ],
    'site.footer': [{ solvable: [] }, { solvable: ['Countdown'] }, { solvable: ['Countdown', 'Word Ladder'] }],
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
      { date: 'Tuesday, March 10, 2026', solved: false },
      { date: 'Tuesday, March 10, 2026', solved: true },
    ],
    // A kind's listing in pages: a window title with no choice, a band, a band and a language; one page and several.
    'listing.kindListTitle': [
      { kindTitle: 'Numbrix', choices: [], page: 1, pages: 1 },
      { kindTitle: 'Numbrix', choices: ['easy'], page: 2, pages: 9 },
      { kindTitle: 'Numbrix', choices: ['easy', 'Deutsch'], page: 1, pages: 3 },
    ],
    'listing.shownOf': [{ first: 241, last: 480, count: 2000 }],
    // The book maker's page (pages/make): its sections, paper, progress, what it made and what it refused.
    'make.sectionHeading': [{ number: 2 }],
    'make.removeSection': [{ number: 2 }],
    'make.pageTrim': [{ size: '6 × 9' }],
    'make.planned': [
      { pages: 1, puzzles: 1 },
      { pages: 24, puzzles: 100 },
    ],
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
    'shell.mistakes': [{ count: 2 }],
    'shell.hints': [{ count: 1 }],
    'shell.solved': [
      { time: '4:05', mistakes: 0, hints: 0, revealed: false },
      { time: '4:05', mistakes: 1, hints: 1, revealed: false },
      { time: '12:40', mistakes: 3, hints: 2, revealed: true },
      { time: '12:40', mistakes: 0, hints: 2, revealed: false },
    ],
    'shell.nextPuzzle': [{ label: '2. Numbrix · easy' }],
    // A shared result: no hints, one, several.
    'shell.shareText': [
      { label: '2. Numbrix · easy', time: '4:05', hints: 0 },
      { label: '2. Numbrix · easy', time: '4:05', hints: 1 },
      { label: '12. Sudoku · expert', time: '61:30', hints: 3 },
    ],
    'shell.shown': [{ time: '6:12' }],
    'digits.noted': [{ digits: '3 5 7' }],
    'digits.mark': [
      { d: 5, on: true },
      { d: 5, on: false },
    ],
    'digits.markOnFilled': [{ v: '8' }],
    'hint.before': [{ count: 1 }, { count: 3 }],
    'hint.take': [{ say: 'Bridge: 7 goes in row 2, column 3, between 6 and 8.' }],
    'progress.solvedIn': [{ time: '4:05' }],
    // The grid player's (grid-player.ts) words, which it says in a browser: every kind of group a
    // digit can be repeated in, one wrong digit and several, one empty cell and several.
    'grid.cell': [where],
    'grid.already': ['row', 'column', 'box', 'cage', 'run'].map((kind) => ({ v: 4, where: kind })),
    'grid.cellEmpty': [where],
    'grid.cellRight': [{ ...where, v: 4 }],
    'grid.cellWrong': [{ ...where, v: 4 }],
    'grid.allRightSoFar': [{ empty: 1 }, { empty: 12 }],
    'grid.wrongDigits': [{ wrong: [where] }, { wrong: [where, { row: 1, column: 1 }] }],
    'grid.stillEmpty': [{ empty: 1 }, { empty: 12 }],
  },
  'src/kinds/secret-number/play-words.en.json': {
    help: [{ digits: 3 }],
    unfinished: [{ digits: 3 }],
    crossedOut: [{ n: 2 }],
    backInPlay: [{ n: 2 }],
    digit: [{ d: 1 }],
    rule: [
      { n: 1, text: 'My number is odd.', guess: '', kept: false },
      { n: 1, text: 'My number is odd.', guess: '123', kept: true },
      { n: 1, text: 'My number is odd.', guess: '124', kept: false },
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
      { v: 75, card: true, used: false },
      { v: 75, card: true, used: true },
      { v: 150, card: false, used: false },
      { v: 150, card: false, used: true },
    ],
    madeBy: [{ line: '75 × 2 = 150' }],
    letGo: [{ v: 75 }],
    thenSign: [{ v: 75 }],
    thenSecond: [{ v: 75, sign: '×' }],
    notAllowed: [{ why: '3 − 5 is not above zero' }],
    stepMade: [{ result: 150, line: '75 × 2 = 150', closest: 340, off: 7 }],
    notThere: [{ closest: 340, off: 7, target: 347 }],
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

/** By language: `file: key` of the English words a language rightly keeps as they are. */
export const SAME_IN: Record<string, string[]> = {};
