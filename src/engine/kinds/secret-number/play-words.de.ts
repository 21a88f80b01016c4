import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Secret Number's player words in German (checked against the English in play-words.ts), with
 * the terms of words.de.ts: die Ziffer, das Kästchen, a number "erfüllt" a rule or "verstößt
 * gegen" it. A guess is "deine Zahl": "der Tipp" is Codeknacker's. Notes is "Notizen", as the
 * play shell names the button.
 */
export const de: typeof en = {
  help: template(
    'Schreib eine {{digits}}-stellige Zahl in die Kästchen. Sobald alle voll sind, zeigt jede Regel einen Haken, wenn deine Zahl sie erfüllt, und ein Kreuz, wenn nicht. ' +
      'Tippe auf eine Regel (oder geh mit Tab zu ihr und drück Enter), um sie durchzustreichen; mit „Notizen“ schreibst du Bleistiftnotizen.',
  ),
  unfinished: template('Schreib zuerst alle {{digits}} Ziffern deiner Zahl (die erste ist nicht 0).'),
  keepsAll: template('{{guess}} erfüllt jede Regel.'),
  breaks: template(
    '{{guess}} verstößt gegen {{#if (eq rules.length 1)}}Regel{{else}}die Regeln{{/if}} ' +
      '{{#each rules}}{{#unless @first}}{{#if @last}} und {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  crossedOut: template('Regel {{n}} durchgestrichen.'),
  backInPlay: template('Regel {{n}} ist wieder im Spiel.'),
  digit: template('{{d}}. Ziffer deiner Zahl'),
  rule: template('Regel {{n}}: {{text}}{{#if guess}} {{guess}} {{#if kept}}erfüllt sie{{else}}verstößt gegen sie{{/if}}.{{/if}}'),
  crossedTip: 'Durchgestrichen: tippen, um sie zurückzuholen',
  crossTip: 'Tippen zum Durchstreichen',
};
