import { localized } from '../../engine/language.ts';
import { template } from '../../engine/words.ts';
import { de } from './words.de.ts';
import { es } from './words.es.ts';
import { fr } from './words.fr.ts';
import { it } from './words.it.ts';
import { nl } from './words.nl.ts';
import { pt } from './words.pt.ts';

/**
 * The play controls' words: what the shell every game shares says and names (buttons, their
 * tips and labels, the status line, the clock's line) and the listings' progress marks. The
 * page sets its language at start-up (main.ts: `setLanguage` from `<html lang>`), so these
 * read the page's. Each translation (`words.<language>.ts`) is checked against these by
 * src/book/translations.ts. The steps a hint tells are the kinds' own words.
 */
const shell = {
  undo: 'Undo',
  undoTip: 'Undo (Ctrl+Z)',
  redo: 'Redo',
  redoTip: 'Redo (Ctrl+Y)',
  undone: 'Undone.',
  redone: 'Redone.',
  check: 'Check',
  startAgain: 'Start again',
  sure: 'Sure? Press again',
  sureSay: 'Start again wipes this game’s record. Press again to start again.',
  time: 'Time',
  mistakes: template<{ count: number }>('Mistakes: {{count}}'),
  hints: template<{ count: number }>('Hints: {{count}}'),
  answerShown: 'Answer shown',
  opened: 'You opened the answer: this game will be marked as answer shown.',
  /** The solved line: the time, then what helped, if anything did. */
  solved: template<{ time: string; mistakes: number; hints: number; revealed: boolean }>(
    'Solved in {{time}}' +
      '{{#if mistakes}} with {{mistakes}} mistake{{#unless (eq mistakes 1)}}s{{/unless}}{{/if}}' +
      '{{#if hints}}{{#if mistakes}} and{{else}} with{{/if}} {{hints}} hint{{#unless (eq hints 1)}}s{{/unless}}{{/if}}' +
      '{{#if revealed}}, after looking at the answer{{/if}}. Well done!',
  ),
  fit: 'Fit',
  zoom: 'Zoom',
};

const digits = {
  notes: 'Notes',
  notesTip: 'Pencil marks (N)',
  notesOn: 'Notes on: digits go in as pencil marks.',
  notesOff: 'Notes off: digits go in as answers.',
  /** A box's pencil marks, for screen readers. */
  noted: template<{ digits: string }>('notes {{digits}}'),
  checkBox: 'Check this box',
  keypad: 'Keypad',
  erase: 'Erase',
};

const hint = {
  hint: 'Hint',
  done: 'Everything is written in, and right: press Check.',
  why: 'Why?',
  before: template<{ count: number }>('{{#if (eq count 1)}}It rests on one step before it:{{else}}It rests on {{count}} steps before it:{{/if}}'),
  writeIn: 'Write it in',
  take: template<{ say: string }>('{{say}} Press “Write it in” to take it.'),
};

/** What a card on a listing says of the reader's game (src/site/lib/progress.ts). */
const progress = {
  solved: 'Solved',
  solvedIn: template<{ time: string }>('Solved {{time}}'),
  revealed: 'Answer shown',
  started: 'In progress',
};

/** The English words, the source every translation is checked against. */
export const en = { shell, digits, hint, progress };

/** The play controls' words in every language they are written in. */
export const wordsByLanguage = { en, es, fr, de, pt, it, nl };

/** The words in the page's language (see `setLanguage`), looked up at each use. */
export const playWords = localized(wordsByLanguage);
