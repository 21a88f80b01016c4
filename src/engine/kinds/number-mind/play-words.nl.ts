import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Number Mind's player words in Dutch (checked against the English in play-words.ts), with the
 * terms of the Dutch names: Codekraker, de code, de poging (a printed guess; not "gok": the book
 * promises no guessing), de score ("2 goed"), de plek, de lege rij. Notes is ‘Notities’, as the
 * play shell says.
 */
export const nl: typeof en = {
  help: template(
    'Schrijf een code van {{length}} cijfers in de lege rij. Zodra die vol is, zie je onder de score van elke poging op hoeveel plekken je code overeenkomt met die poging; ' +
      'de code die bij elke score past, is de geheime. Met ‘Notities’ schrijf je potloodnotities.',
  ),
  unfinished: template('Vul eerst alle {{length}} cijfers van je code in.'),
  digit: template('Cijfer {{p}} van je code'),
  matchesAll: template('{{code}} past bij elke score.'),
  misses: template(
    '{{code}} past niet bij de score van {{#if (eq guesses.length 1)}}poging{{else}}de pogingen{{/if}} ' +
      '{{#each guesses}}{{#unless @first}}{{#if @last}} en {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  // Under a score of "2 goed": "2 gelijk" when the code matches it, "3 gelijk, te veel" when not.
  shares: template('{{matches}} gelijk{{#unless met}}, te {{#if over}}veel{{else}}weinig{{/if}}{{/unless}}'),
  sharesLabel: template(
    'Poging {{n}}, {{guess}}: je code komt op {{#if (eq matches 0)}}geen enkele plek{{else if (eq matches 1)}}1 plek{{else}}{{matches}} plekken{{/if}} overeen met deze poging, ' +
      '{{#if met}}zoals de score zegt{{else}}{{#if over}}te veel{{else}}te weinig{{/if}} voor de score van {{needed}} goed{{/if}}.',
  ),
};
