import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Cross Numbers' player words in German (checked against the English in play-words.ts), with
 * the terms of words.de.ts: das Kästchen, die Ziffer ("die 7"), "Zeile 1, Spalte 2" with no
 * article, das Gitter, and a line "ergibt ihr Ergebnis". Notes, the keypad and Check are named
 * as the play shell names them: „Notizen“, die Zifferntasten, „Prüfen“.
 */
export const de: typeof en = {
  help: 'Wähle ein Kästchen und gib eine Ziffer ein, oder nimm die Zifferntasten; mit den Pfeiltasten bewegst du dich im Gitter. Mit „Notizen“ schreibst du Bleistiftnotizen. Eine volle Zeile oder Spalte wird grün umrandet, wenn sie ihr Ergebnis ergibt.',
  box: template('Zeile {{row}}, Spalte {{column}}'),
  already: template('Die {{v}} steht schon in {{#if (eq where "grid")}}diesem Gitter{{else if (eq where "row")}}dieser Zeile{{else}}dieser Spalte{{/if}}.'),
  missed: template(
    '{{#each lines}}{{#unless @first}} und {{/unless}}{{#if row}}Zeile{{else}}Spalte{{/if}} {{n}}{{/each}} ' +
      '{{#if (eq lines.length 1)}}ergibt nicht ihr Ergebnis{{else}}ergeben nicht ihre Ergebnisse{{/if}}.',
  ),
  mark: template('{{#if row}}Zeile{{else}}Spalte{{/if}} {{n}} {{#if holds}}ergibt{{else}}ergibt nicht{{/if}} ihr Ergebnis'),
  boxEmpty: template('Das Kästchen in Zeile {{row}}, Spalte {{column}} ist leer.'),
  boxRight: template('Die {{v}} in Zeile {{row}}, Spalte {{column}} ist richtig.'),
  boxWrong: template('Die {{v}} in Zeile {{row}}, Spalte {{column}} ist falsch.'),
  allRightSoFar: template('{{#if (eq empty 1)}}1 Kästchen ist{{else}}{{empty}} Kästchen sind{{/if}} noch leer; jede bisherige Ziffer ist richtig.'),
  wrongDigits: template(
    '{{#if (eq wrong.length 1)}}Diese Ziffer ist{{else}}{{wrong.length}} Ziffern sind{{/if}} falsch: ' +
      '{{#each wrong}}{{#unless @first}}; {{/unless}}Zeile {{row}}, Spalte {{column}}{{/each}}.',
  ),
  stillEmpty: template('{{#if (eq empty 1)}}1 Kästchen ist{{else}}{{empty}} Kästchen sind{{/if}} noch leer.'),
  filledWrong: 'Jedes Kästchen ist ausgefüllt, aber noch nicht jede Zeile und Spalte ergibt ihr Ergebnis: Drück auf „Prüfen“, um zu sehen, wo.',
};
