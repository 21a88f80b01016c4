import { fromZero, message, plural, select, text, wordSet } from '../engine/catalog.ts';
import { listOf } from '../engine/words.ts';
import english from './words.en.json' with { type: 'json' };

/**
 * The play controls' words: what the shell every game shares says and names (buttons, their
 * tips and labels, the status line, the clock's line) and the archive's listings' progress
 * marks. The page sets its language at start-up (src/site/play/main.ts: `setLanguage` from
 * `<html lang>`), so these read the page's. Each translation (`words.<language>.json`) is checked against these by
 * src/book/translations.ts. The steps a hint tells are the kinds' own words.
 */
const shell = {
  undo: text,
  undoTip: text,
  redo: text,
  redoTip: text,
  undone: text,
  redone: text,
  check: text,
  startAgain: text,
  sure: text,
  sureSay: text,
  time: text,
  mistakes: message<{ count: number }>(),
  hints: message<{ count: number }>(),
  answerShown: text,
  opened: text,
  /**
   * The solved line: the time, then what helped (`helped`), if anything did: `help` is the
   * mistakes and hints counted (`mistakeCount`, `hintCount`), joined as a list (`solvedLine`).
   * A game whose answer was shown says `shown` instead.
   */
  solved: select<{ context: 'alone' | 'helped'; time: string; help: string }>(['alone', 'helped']),
  /** What helped, counted, as the solved line and the shared result name it after "with". */
  mistakeCount: plural<{ count: number }>(),
  hintCount: plural<{ count: number }>(),
  fit: text,
  zoom: text,
  /** The solved panel: its heading, the names of what it lists, and the link on to another puzzle. */
  finished: text,
  /** The solved line of a game whose answer was shown (`Show the answer`, or the page's answer opened). */
  shown: message<{ time: string }>(),
  finishTime: text,
  finishMistakes: text,
  finishHints: text,
  finishBand: text,
  nextPuzzle: message<{ label: string }>(),
  /**
   * Share on the finish (share.ts): the button, the sentence shared (what was solved, `shareWhat`:
   * the puzzle of the day or a puzzle of its kind, with its band; the reader's date by Intl; the
   * time and hints: nothing of the answer), and what it says once copied, or not.
   */
  share: text,
  shareText: select<{ context: 'alone' | 'helped'; what: string; date: string; time: string; help: string }>(['alone', 'helped']),
  shareWhat: select<{ context: 'daily' | 'other'; kind: string; band: string }>(['daily', 'other']),
  shareCopied: text,
  shareFailed: text,
  /** The finish's link to the reader's statistics page. */
  stats: text,
  /**
   * A solve against the reader's best of its kind and band (`kind`, `band`: as the page names
   * them): the `first` solved of them, a new `best` (`best`: the time it beat), or the best still
   * to beat (`behind`, `best`: that time).
   */
  best: select<{ context: 'first' | 'best' | 'behind'; kind: string; band: string; best: string }>(['first', 'best', 'behind']),
};

const digits = {
  notes: text,
  notesTip: text,
  notesOn: text,
  notesOff: text,
  /** A box's pencil marks, for screen readers. */
  noted: message<{ digits: string }>(),
  /** A pencil mark typed: written in, or erased when it was there. */
  mark: select<{ context: 'written' | 'erased'; d: number }>(['written', 'erased']),
  /** A pencil mark typed into a box that holds a digit, whose marks it would not show. */
  markOnFilled: message<{ v: string }>(),
  /** A first key held for a second (a 16×16's 1, then 0 to 6): what the second makes, and how to keep the first alone. */
  secondKey: message<{ d: number; low: number; high: number }>(),
  checkBox: text,
  keypad: text,
  erase: text,
  /** A digit picked on the keypad with no box chosen (number-first): taps on boxes write it until it is let go. */
  picked: message<{ d: number }>(),
  letGo: message<{ d: number }>(),
  /** A digit key's name with how many of its digit are still to place (`count`), or none (`allPlaced`), where a kind's digits each go a fixed number of times. */
  left: plural<{ count: number; d: number }>(),
  allPlaced: message<{ d: number }>(),
  /** The Candidates toggle (grid-player.ts): every empty cell's candidates shown in place of the reader's own notes, which come back when it is turned off. */
  candidates: text,
  candidatesTip: text,
  candidatesOn: text,
  candidatesOff: text,
  /** A pencil mark typed while Candidates shows the candidates instead of the reader's own. */
  candidatesMark: text,
  /** Under each grid kind's own help: what the pad does beyond it (a digit picked first, Candidates). */
  helpMore: text,
};

/**
 * Pause (the board hidden, the clock stopped) and the "?" list of keys (pause.ts, shortcuts.ts):
 * the names of keys that have words (`erase`, `arrows`, `escape`, `ctrlZ`), then what each key does.
 */
const pause = {
  pause: text,
  pauseTip: text,
  paused: text,
  pausedSay: text,
  resume: text,
  resumed: text,
  keys: text,
  helpTip: text,
  close: text,
  ctrlZ: text,
  ctrlY: text,
  erase: text,
  arrows: text,
  escape: text,
  hint: text,
  check: text,
  pauseKey: text,
  list: text,
  undo: text,
  redo: text,
  digits: text,
  /** Numbers past 9 (a 12×12 or 16×16 Sudoku's), typed as two keys. */
  twoKeys: message<{ d: number; low: number; high: number }>(),
  eraseKey: text,
  arrowsKey: text,
  notes: text,
  signs: text,
  letGo: text,
  count: text,
  /** Word Search's keys: Enter and Space by name, what they do, and what Escape does there. */
  enterSpace: text,
  ends: text,
  letGoLetter: text,
  /** Escape on a grid of digit boxes: the digit picked on the keypad let go. */
  letGoDigit: text,
  /** The maze's keys: the arrows trace the line on or back, Backspace takes its last square back. */
  trace: text,
  traceBack: text,
};

const hint = {
  hint: text,
  done: text,
  why: text,
  before: plural<{ count: number }>(),
  writeIn: text,
  take: message<{ say: string }>(),
  /** The Hint button's label once the step it shows is the last: pressed, it shows the answer. */
  showAnswer: text,
  /** What the hint says of the last step instead of its sentence, which would state the answer: its squares are ringed, and the answer is shown only when asked for by name. */
  last: text,
  /** Said once "Write it in" has written the hint in. */
  written: text,
};

/** The grid player's (grid-player.ts, the kinds on the grid kit): a cell's name, what it says of a cell or the board. */
const grid = {
  /** A cell's name, for screen readers and Check this box. */
  cell: message<{ row: number; column: number }>(),
  /** A digit typed where its row, column, box, cage or run (the context) already has it. */
  already: select<{ context: 'row' | 'column' | 'box' | 'cage' | 'run'; v: number }>(['row', 'column', 'box', 'cage', 'run']),
  cellEmpty: message<{ row: number; column: number }>(),
  cellRight: message<{ row: number; column: number; v: number }>(),
  cellWrong: message<{ row: number; column: number; v: number }>(),
  /** Check's finding where nothing is wrong: `count` cells still empty. */
  allRightSoFar: fromZero(plural<{ count: number }>()),
  /** Check's finding: `count` wrong digits, and where they are (`cells`, each a `wrongCell`, joined as a list). */
  wrongDigits: plural<{ count: number; cells: string }>(),
  wrongCell: message<{ row: number; column: number }>(),
  stillEmpty: plural<{ count: number }>(),
};

/** What a card on the archive's listings says of the reader's game (src/site/lib/progress.ts). */
const progress = {
  solved: text,
  solvedIn: message<{ time: string }>(),
  revealed: text,
  started: text,
};

/** The play controls' words: what they hold; the words themselves are in `words.<language>.json`. */
const schema = { shell, digits, pause, hint, grid, progress };

export const playControlsSet = wordSet('play/words', schema, english, { prose: true });

/** The words in the page's language (see `setLanguage`), looked up at each use. */
export const playWords = playControlsSet.words;

/** The solved line: the time, and the mistakes and hints it took, each counted in words and joined as the page's language joins a list. */
export function solvedLine(time: string, mistakes: number, hints: number): string {
  const { shell } = playWords;
  const help = [...(mistakes > 0 ? [shell.mistakeCount({ count: mistakes })] : []), ...(hints > 0 ? [shell.hintCount({ count: hints })] : [])];
  return help.length === 0 ? shell.solved({ context: 'alone', time, help: '' }) : shell.solved({ context: 'helped', time, help: listOf(help, 'and') });
}

/** What a shared result says was solved: its kind and band, and whether it was the puzzle of the day. */
export interface Solved {
  kind: string;
  band: string;
  daily: boolean;
}

/** The shared result's sentence: what was solved, on the reader's `date` (written by Intl), the time, and the hints taken, if any. */
export function sharedLine(solved: Solved, date: string, time: string, hints: number): string {
  const { shell } = playWords;
  const what = shell.shareWhat({ context: solved.daily ? 'daily' : 'other', kind: solved.kind, band: solved.band });
  return hints > 0 ? shell.shareText({ context: 'helped', what, date, time, help: shell.hintCount({ count: hints }) }) : shell.shareText({ context: 'alone', what, date, time, help: '' });
}

/** Check's finding of wrong digits: how many, and where, each cell worded and the cells joined as a list. */
export function wrongDigitsLine(cells: readonly { row: number; column: number }[]): string {
  const { grid } = playWords;
  return grid.wrongDigits({ count: cells.length, cells: listOf(cells.map((cell) => grid.wrongCell(cell)), 'and') });
}
