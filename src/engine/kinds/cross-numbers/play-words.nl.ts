import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Cross Numbers' player words in Dutch (checked against the English in play-words.ts), with
 * the terms of words.nl.ts: het vakje, het cijfer ("de 7"), "rij 1, kolom 2" with no article,
 * het rooster, de som (a row or column worked out) that "klopt met de uitkomst". Notes, the
 * keypad and Check are named as the play shell names them: ‘Notities’, de cijfertoetsen,
 * ‘Kijk na’.
 */
export const nl: typeof en = {
  help: 'Kies een vakje en typ een cijfer, of gebruik de cijfertoetsen; met de pijltjestoetsen ga je naar een ander vakje. Met ‘Notities’ schrijf je potloodnotities. Een volle rij of kolom krijgt een groene rand als hij klopt met de uitkomst.',
  box: template('Rij {{row}}, kolom {{column}}'),
  already: template('De {{v}} staat al in {{#if (eq where "grid")}}dit rooster{{else if (eq where "row")}}deze rij{{else}}deze kolom{{/if}}.'),
  // "Rij 1, kolom 2 en rij 3": only the first of the list is capitalized.
  missed: template(
    '{{#each lines}}{{#unless @first}}{{#if @last}} en {{else}}, {{/if}}{{/unless}}{{#if row}}{{#if @first}}Rij{{else}}rij{{/if}}{{else}}{{#if @first}}Kolom{{else}}kolom{{/if}}{{/if}} {{n}}{{/each}} ' +
      '{{#if (eq lines.length 1)}}klopt niet met de uitkomst{{else}}kloppen niet met hun uitkomst{{/if}}.',
  ),
  mark: template('{{#if row}}Rij{{else}}Kolom{{/if}} {{n}} {{#if holds}}klopt{{else}}klopt niet{{/if}} met de uitkomst'),
  boxEmpty: template('Het vakje in rij {{row}}, kolom {{column}} is leeg.'),
  boxRight: template('De {{v}} in rij {{row}}, kolom {{column}} is goed.'),
  boxWrong: template('De {{v}} in rij {{row}}, kolom {{column}} is fout.'),
  allRightSoFar: template('{{#if (eq empty 1)}}1 vakje is{{else}}{{empty}} vakjes zijn{{/if}} nog leeg; elk cijfer tot nu toe is goed.'),
  wrongDigits: template(
    '{{#if (eq wrong.length 1)}}Dit cijfer is{{else}}{{wrong.length}} cijfers zijn{{/if}} fout: ' +
      '{{#each wrong}}{{#unless @first}}; {{/unless}}rij {{row}}, kolom {{column}}{{/each}}.',
  ),
  stillEmpty: template('{{#if (eq empty 1)}}1 vakje is{{else}}{{empty}} vakjes zijn{{/if}} nog leeg.'),
  filledWrong: 'Elk vakje is gevuld, maar nog niet elke som klopt: druk op ‘Kijk na’ om te zien waar.',
};
