import { localized } from '../../language.ts';
import { template } from '../../words.ts';
import { de } from './play-words.de.ts';
import { es } from './play-words.es.ts';
import { fr } from './play-words.fr.ts';
import { it } from './play-words.it.ts';
import { nl } from './play-words.nl.ts';
import { pt } from './play-words.pt.ts';

type Where = { row: number; column: number };
/** A row or column by its number from 1 (`row`: a row, else a column). */
type Line = { row: boolean; n: number };

/**
 * What Cross Numbers' player says on the archive's page (player.dom.ts): its help line, the
 * boxes' names, why a digit is refused, Check's verdicts. The page's language is set at
 * start-up, so these read the page's. Each translation (`play-words.<language>.ts`) is checked
 * against these by src/book/translations.ts.
 */
export const en = {
  help: 'Choose a box and type a digit, or use the keypad; arrow keys move. Notes writes pencil marks. A full row or column is ringed green when it makes its total.',
  /** A box's name, for screen readers and Check this box. */
  box: template<Where>('Row {{row}}, column {{column}}'),
  /** A digit repeated where the puzzle allows it once. */
  already: template<{ v: number; where: 'grid' | 'row' | 'column' }>(
    '{{v}} is already in this {{#if (eq where "grid")}}grid{{else if (eq where "row")}}row{{else}}column{{/if}}.',
  ),
  /** The full lines through a box that miss their totals. */
  missed: template<{ lines: Line[] }>(
    '{{#each lines}}{{#unless @first}} and {{/unless}}{{#if row}}Row{{else}}Column{{/if}} {{n}}{{/each}} ' +
      '{{#if (eq lines.length 1)}}does not make its total{{else}}do not make their totals{{/if}}.',
  ),
  /** A total's tick or cross, named. */
  mark: template<Line & { holds: boolean }>('{{#if row}}Row{{else}}Column{{/if}} {{n}} {{#if holds}}makes{{else}}does not make{{/if}} its total'),
  boxEmpty: template<Where>('Row {{row}}, column {{column}} is empty.'),
  boxRight: template<Where & { v: number }>('{{v}} in row {{row}}, column {{column}} is right.'),
  boxWrong: template<Where & { v: number }>('{{v}} in row {{row}}, column {{column}} is wrong.'),
  allRightSoFar: template<{ empty: number }>('{{empty}} box{{#if (eq empty 1)}} is{{else}}es are{{/if}} still empty; every digit so far is right.'),
  /** Check's finding: the wrong digits, where they are. */
  wrongDigits: template<{ wrong: Where[] }>(
    '{{#if (eq wrong.length 1)}}This digit is{{else}}{{wrong.length}} digits are{{/if}} wrong: ' +
      '{{#each wrong}}{{#unless @first}}, {{/unless}}row {{row}} column {{column}}{{/each}}.',
  ),
  stillEmpty: template<{ empty: number }>('{{empty}} box{{#if (eq empty 1)}} is{{else}}es are{{/if}} still empty.'),
  filledWrong: 'Every box is filled, but not every line works yet: press Check to see where.',
};

/** Cross Numbers' player words in every language they are written in. */
export const wordsByLanguage = { en, de, es, fr, pt, it, nl };

/** The words in the page's language, looked up at each use. */
export const playWords = localized(wordsByLanguage);
