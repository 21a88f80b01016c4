import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Number Mind's player words in Italian (checked against the English in play-words.ts), with
 * the terms of words.it.ts: il codice, il tentativo, la posizione, la riga vuota, a guess's
 * score "il punteggio"; Notes is "Note", as the play shell names the button.
 */
export const it: typeof en = {
  help: template(
    'Scrivi un codice di {{length}} cifre nella riga vuota. Quando è piena, sotto il punteggio di ogni tentativo vedi in quante posizioni il tuo codice coincide con quel tentativo; ' +
      'il codice che rispetta tutti i punteggi è quello segreto. Con Note scrivi note a matita.',
  ),
  unfinished: template('Prima scrivi tutte le {{length}} cifre del tuo codice.'),
  digit: template('Cifra {{p}} del tuo codice'),
  matchesAll: template('{{code}} rispetta tutti i punteggi.'),
  misses: template(
    '{{code}} non rispetta il punteggio {{#if (eq guesses.length 1)}}del tentativo{{else}}dei tentativi{{/if}} ' +
      '{{#each guesses}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  // "più/meno del dovuto": no adjective to agree with 1 or with several places, and short, under the score.
  shares: template('{{matches}} in comune{{#unless met}}, {{#if over}}più{{else}}meno{{/if}} del dovuto{{/unless}}'),
  // "più/meno di quante ne chiede": no adjective to agree with 1 or with several.
  sharesLabel: template(
    'Tentativo {{n}}, {{guess}}: il tuo codice ha {{matches}} posizion{{#if (eq matches 1)}}e{{else}}i{{/if}} in comune con questo tentativo, ' +
      '{{#if met}}come dice il suo punteggio{{else}}{{#if over}}più{{else}}meno{{/if}} di quante ne chiede il suo punteggio ({{needed}}){{/if}}.',
  ),
};
