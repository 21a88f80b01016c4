import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Secret Number's player words in Italian (checked against the English in play-words.ts), with
 * the terms of words.it.ts: la cifra, la casella, la regola; a guess is "il tuo numero", a
 * number "rispetta" a rule or not, a rule crossed out is "barrata". Notes is "Note", as the
 * play shell names the button.
 */
export const it: typeof en = {
  help: template(
    'Scrivi nelle caselle un numero di {{digits}} cifre per provarlo. Quando tutte le caselle sono piene, ogni regola mostra un segno di spunta se il tuo numero la rispetta e una croce se non la rispetta. ' +
      'Tocca una regola (o raggiungila con Tab e premi Invio) per barrarla; con Note scrivi note a matita.',
  ),
  unfinished: template('Prima scrivi tutte le {{digits}} cifre del tuo numero (la prima non è 0).'),
  keepsAll: template('{{guess}} rispetta tutte le regole.'),
  breaks: template(
    '{{guess}} non rispetta {{#if (eq rules.length 1)}}la regola{{else}}le regole{{/if}} ' +
      '{{#each rules}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  crossedOut: template('Regola {{n}} barrata.'),
  backInPlay: template('La regola {{n}} torna in gioco.'),
  digit: template('Cifra {{d}} del tuo numero'),
  rule: template('Regola {{n}}: {{text}}{{#if guess}} {{guess}} {{#if kept}}la rispetta{{else}}non la rispetta{{/if}}.{{/if}}'),
  crossedTip: 'Barrata: tocca per riprenderla',
  crossTip: 'Tocca per barrarla',
};
