import { localized } from '../../language.ts';
import { template } from '../../words.ts';
import { de } from './play-words.de.ts';
import { es } from './play-words.es.ts';
import { fr } from './play-words.fr.ts';
import { it } from './play-words.it.ts';
import { nl } from './play-words.nl.ts';
import { pt } from './play-words.pt.ts';

type Where = { row: number; column: number };

/**
 * What Numbrix's player says on the archive's page (player.dom.ts, play.ts): its help line, what
 * a move did or why it is refused, Check's verdicts, the squares' and the Next button's names.
 * The page's language is set at start-up, so these read the page's. Each translation
 * (`play-words.<language>.ts`) is checked against these by src/book/translations.ts.
 */
export const en = {
  /** `coarse`: a touch screen, where one taps rather than clicks. */
  help: template<{ coarse: boolean }>(
    '{{#if coarse}}Tap{{else}}Click{{/if}} a number on the board, then the squares where the next numbers go, or drag from a number across the squares. ' +
      '{{#if coarse}}Tap{{else}}Click{{/if}} a number you placed to take it away. The Next button counts up or down. ' +
      'Keys: arrows move, Enter places, + and − count up or down, Ctrl+Z undoes.',
  ),
  continuing: template<{ n: number }>('Continuing from {{n}}'),
  removed: template<{ n: number }>('Removed {{n}}'),
  backTo: template<{ n: number }>('Back to {{n}}'),
  /** The numbers a move wrote, `count` of them from `from` to `to`: "Placed 5", "Placed 5 and 6", "Placed 5 to 9". */
  placed: template<{ from: number; to: number; count: number }>(
    'Placed {{from}}{{#if (eq count 2)}} and {{to}}{{else if (gt count 2)}} to {{to}}{{/if}}',
  ),
  /** What a move wrote (`said`), then the number the count goes on from. */
  thenContinuing: template<{ said: string; n: number }>('{{said}}; continuing from {{n}}'),
  chooseFirst: 'First choose a number on the board to count on from',
  /** No number before 1 or after the last. */
  atEnd: template<{ n: number; first: boolean }>('{{n}} is the {{#if first}}first{{else}}last{{/if}} number; count the other way'),
  /** The next number is placed elsewhere; a click is told to take it away, a drag is only stopped. */
  already: template<Where & { n: number; takeAway: boolean }>(
    '{{n}} is already on the board, in row {{row}}, column {{column}}{{#if takeAway}}; take it away first{{/if}}',
  ),
  mustTouch: template<{ n: number; from: number }>('{{n}} must touch {{from}}, up, down, left or right'),
  mustAlsoTouch: template<{ n: number; after: number }>('{{n}} must also touch {{after}}, already on the board'),
  /** The Next button's two lines: a caption over the number (`at`: what it shows). */
  nextCaption: template<{ at: 'choose' | 'first' | 'last' | 'next'; coarse: boolean }>(
    '{{#if (eq at "choose")}}{{#if coarse}}Tap{{else}}Click{{/if}}{{else if (eq at "first")}}First{{else if (eq at "last")}}Last{{else}}Next{{/if}}',
  ),
  chooseValue: 'a number',
  /** The Next button's name, said in full to screen readers. */
  nextLabel: template<{ at: 'choose' | 'first' | 'last' | 'next'; coarse: boolean; n: number; up: boolean }>(
    '{{#if (eq at "choose")}}{{#if coarse}}Tap{{else}}Click{{/if}} a number{{else if (eq at "first")}}1 is the first' +
      '{{else if (eq at "last")}}{{n}} is the last{{else}}Next: {{n}}{{/if}}, counting {{#if up}}up{{else}}down{{/if}}',
  ),
  turnTip: template<{ up: boolean }>('Count {{#if up}}down{{else}}up{{/if}} instead ({{#if up}}−{{else}}+{{/if}})'),
  /** A square's name: where it is, what it holds (0: nothing). */
  square: template<Where & { v: number; given: boolean; current: boolean }>(
    'Row {{row}}, column {{column}}: {{#if v}}{{v}}{{#if given}}, printed{{/if}}{{else}}empty{{/if}}{{#if current}}, counting from here{{/if}}',
  ),
  nothingYet: template<{ empty: number }>('Nothing placed yet: {{empty}} {{#if (eq empty 1)}}square is{{else}}squares are{{/if}} empty.'),
  allRight: template<{ empty: number }>('Every number placed so far is right; {{empty}} {{#if (eq empty 1)}}square is{{else}}squares are{{/if}} still empty.'),
  /** Check's finding: the numbers off the answer's path, where they are. */
  wrongAt: template<{ wrong: (Where & { v: number })[] }>(
    '{{#if (eq wrong.length 1)}}This number is{{else}}{{wrong.length}} numbers are{{/if}} not where the answer has {{#if (eq wrong.length 1)}}it{{else}}them{{/if}}: ' +
      '{{#each wrong}}{{#unless @first}}; {{/unless}}{{v}} in row {{row}}, column {{column}}{{/each}}.',
  ),
  wrongCount: template<{ count: number }>('{{count}} {{#if (eq count 1)}}number is{{else}}numbers are{{/if}} not where the answer has them.'),
  filledWrong: 'Every square is filled, but the path is not right yet: press Check to see where.',
};

/** Numbrix's player words in every language they are written in. */
export const wordsByLanguage = { en, de, es, fr, pt, it, nl };

/** The words in the page's language, looked up at each use. */
export const playWords = localized(wordsByLanguage);
