import type { Difficulty } from '../engine/kind.ts';
import { localized } from '../engine/language.ts';
import { template } from '../engine/words.ts';
import { de } from './words.de.ts';
import { es } from './words.es.ts';
import { fr } from './words.fr.ts';
import { it } from './words.it.ts';
import { nl } from './words.nl.ts';
import { pt } from './words.pt.ts';

/**
 * The words of a book's furniture — title page, contents, how-to pages, labels, footers,
 * worksheet headers and the answer key — which the PDF and the archive print alike. Each
 * kind's own words are in its folder (`src/engine/kinds/<kind>/words.ts`).
 */
const book = {
  /** The copyright page, on the back of the title page. */
  copyright: template<{ year?: number | undefined; author?: string | undefined }>(
    '© {{#if year}}{{year}} {{/if}}{{author}}',
  ),
  copyrightPuzzles: template<{ count: number; plural: boolean }>(
    '{{count}} puzzle{{#if plural}}s{{/if}}, each checked by a solver: every one has an answer, and all but Countdown exactly one.',
  ),
  copyrightMade: template<{ seed: string; version: string }>(
    'Made with puzzlebook {{version}} from seed {{seed}}; the same spec and seed make this book again, page for page.',
  ),
  /** The bands' names, as headings and labels print them. */
  bands: { easy: 'easy', medium: 'medium', hard: 'hard', expert: 'expert' } satisfies Record<Difficulty, string>,
  belongsTo: template('This book belongs to'),
  contentsHeading: template('Contents'),
  contentsHowTo: template<{ kindTitle: string }>('How to play {{kindTitle}}'),
  howToHeading: template<{ kindTitle: string }>('How to play {{kindTitle}}'),
  howToExample: template('Example'),
  howToSolved: template('Solved'),
  /** The example's first steps, each drawn. */
  howToFirstSteps: template('First steps'),
  /** The kind's ladder, band by band. */
  howToBands: template('What each band asks'),
  howToBandsNote: template('Each band uses the techniques of the bands before it, adds these, and asks for more work in all.'),
  /** A band's line: its name, then each technique it adds, with or without what it is. */
  howToBand: template<{ band: string }>('{{band}}'),
  howToTechnique: template<{ title: string; what: string }>('{{title}}: {{what}}'),
  howToTitles: template<{ band: string; titles: string }>('{{band}}: {{titles}}'),
  /** Under a section's heading: where its kind is explained. */
  howToRef: template<{ kindTitle: string; page: number }>('How to play: page {{page}}'),
  sectionHeading: template<{ kindTitle: string; count: number; difficulty: string; plural: boolean; title: string }>(
    '{{kindTitle}} · {{count}} {{difficulty}} puzzle{{#if plural}}s{{/if}}',
  ),
  /** `7. Numbrix · hard`: a puzzle by its number in the book. */
  puzzleLabel: template<{ number: number; kindTitle: string; difficulty: string }>('{{number}}. {{kindTitle}} · {{difficulty}}'),
  puzzleId: template<{ id: string }>('{{id}}'),
  /** The running foot, set at the page's outside corner: the number outermost. */
  footerRight: template<{ title: string; page: number }>('{{title}} · {{page}}'),
  footerLeft: template<{ title: string; page: number }>('{{page}} · {{title}}'),
};

/** The wrap-around cover's words. */
const cover = {
  pdfTitle: template<{ title: string }>('{{title}}: cover'),
  spine: template<{ title: string; author: string }>('{{title}} · {{author}}'),
  blurb: template<{ count: number; difficulties: string }>(
    '{{count}} number puzzles ({{difficulties}}), each checked by a solver so it has an answer you can reach by reasoning, with no guessing. A page at the front of each kind shows how to play, and every answer is in the key.',
  ),
  kindLine: template<{ kindTitle: string; count: number }>('{{kindTitle}}: {{count}}'),
};

const answers = {
  /** The key's title in a document of its own… */
  title: template<{ title: string }>('{{title}}: answers'),
  /** …and its heading at the back of the book. */
  heading: template('Answers'),
  caption: template<{ number: number; kindTitle: string; page: number | undefined }>('{{number}}. {{kindTitle}} (page {{page}})'),
};

/** A worked answer's lines beside its picture (`worked: true`). */
const worked = {
  /**
   * One step: its number (also marked on the picture), its technique, its reason. Where the
   * reason has a colon of its own (`colon`), the technique ends with a full stop, so no line
   * reads "Title: this: that".
   */
  step: template<{ n: number; title: string; say: string; colon: boolean }>('{{n}}. {{title}}{{#if colon}}. {{say}}{{else}}: {{say}}{{/if}}'),
  /** The same where the sentence already opens with the technique's name. */
  stepNamed: template<{ n: number; say: string }>('{{n}}. {{say}}'),
  /** Between the first steps and the key step. */
  gap: template<{ count: number }>('… {{count}} more step{{#unless (eq count 1)}}s{{/unless}} …'),
  /** After the last step shown. */
  rest: template<{ count: number }>('Then {{count}} more step{{#unless (eq count 1)}}s{{/unless}} to the answer.'),
};

const worksheet = {
  title: template<{ kindTitle: string }>('{{kindTitle}} worksheet'),
  /** One of several versions of a sheet (`--versions`), on the sheet, its key and its file names. */
  version: template<{ title: string; letter: string }>('{{title}} {{letter}}'),
  /**
   * The top of every page, with blanks to write on (`name` and `date` are runs of underscores,
   * as long as the line has room for); the score is out of the puzzles on the whole sheet.
   */
  header: template<{ count: number; name: string; date: string }>('Name {{name}}   Date {{date}}   Score ____ / {{count}}'),
  /** The running foot: the seed in small type, so the same sheet can be made again. */
  footer: template<{ title: string; seed: string }>('{{title}} · seed {{seed}}'),
};

/** `puzzlebook explain`'s words around the steps, in the language of the book it explains. */
const explained = {
  summary: template<{ count: number; hardest: string; band: string }>(
    '{{count}} step{{#unless (eq count 1)}}s{{/unless}}, by reasoning alone; the hardest is {{hardest}} ({{band}}).',
  ),
  stuck: template<{ count: number }>(
    'After {{count}} step{{#unless (eq count 1)}}s{{/unless}} no technique goes on: this puzzle needs trial and error, or has more than one answer.',
  ),
  answer: template('The answer these steps reach:'),
  stored: template('It is the stored answer.'),
  /** Countdown's: the steps may reach the target another right way than the stored one. */
  right: template('It is a right answer, as the stored one is.'),
};

/** The English words, the source every translation (`words.<language>.ts`) is checked against. */
export const en = { book, cover, answers, worked, worksheet, explained };

/** The words in every language a book may be printed in. */
export const furnitureByLanguage = { en, de, es, fr, it, nl, pt };

const words = localized(furnitureByLanguage);

/**
 * Each part in the language of the book being printed: looked up at each use, so these can be
 * held in constants (src/engine/language.ts).
 */
export const bookWords = words.book;
export const coverWords = words.cover;
export const answerWords = words.answers;
export const workedWords = words.worked;
export const worksheetWords = words.worksheet;
export const explainWords = words.explained;

/** A step as a numbered line: its technique's name first, unless its sentence already opens with it. */
export function stepLine(step: { n: number; title: string; say: string }): string {
  if (step.say.toLowerCase().startsWith(step.title.toLowerCase())) return workedWords.stepNamed(step);
  return workedWords.step({ ...step, title: `${step.title[0]!.toUpperCase()}${step.title.slice(1)}`, colon: step.say.includes(':') });
}

/** `1 puzzle`, `3 puzzles`: a count with its noun, for the English words here (plain -s plurals). */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
