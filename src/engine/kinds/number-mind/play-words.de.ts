import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Number Mind's player words in German (checked against the English in play-words.ts), with the
 * terms of words.de.ts: der Code, der Tipp (a printed guess), der Treffer (a guess's score, the
 * same in the plural), die Stelle, die leere Zeile. Notes is "Notizen", as the play shell says.
 */
export const de: typeof en = {
  help: template(
    'Schreib einen Code aus {{length}} Ziffern in die leere Zeile. Sobald sie voll ist, siehst du unter den Treffern jedes Tipps, an wie vielen Stellen dein Code mit diesem Tipp übereinstimmt; ' +
      'der Code, der zu den Treffern aller Tipps passt, ist der geheime. Mit „Notizen“ schreibst du Bleistiftnotizen.',
  ),
  unfinished: template('Schreib zuerst alle {{length}} Ziffern deines Codes.'),
  digit: template('{{p}}. Ziffer deines Codes'),
  matchesAll: template('{{code}} passt zu den Treffern aller Tipps.'),
  misses: template(
    '{{code}} passt nicht zu den Treffern {{#if (eq guesses.length 1)}}von Tipp{{else}}der Tipps{{/if}} ' +
      '{{#each guesses}}{{#unless @first}}{{#if @last}} und {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  shares: template('{{matches}} gemeinsam{{#unless met}}, zu {{#if over}}viele{{else}}wenige{{/if}}{{/unless}}'),
  sharesLabel: template(
    'Tipp {{n}}, {{guess}}: Dein Code stimmt an {{#if (eq matches 0)}}keiner Stelle{{else if (eq matches 1)}}einer Stelle{{else}}{{matches}} Stellen{{/if}} mit ihm überein, ' +
      '{{#if met}}wie seine Treffer sagen{{else}}{{#if over}}zu viele{{else}}zu wenige{{/if}} ' +
      '{{#if (eq needed 0)}}für einen Tipp ohne Treffer{{else if (eq needed 1)}}für seinen einen Treffer{{else}}für seine {{needed}} Treffer{{/if}}{{/if}}.',
  ),
};
