import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Number Mind's player words in Spanish (checked against the English in play-words.ts), with
 * the terms of words.es.ts: código, intento, aciertos (a guess's score), posición, fila vacía.
 */
export const es: typeof en = {
  help: template(
    'Escribe un código de {{length}} cifras en la fila vacía. Cuando esté completa, bajo los aciertos de cada intento verás en cuántas posiciones coincide tu código con ese intento; ' +
      'el código que encaja con los aciertos de todos los intentos es el secreto. Con Notas escribes notas a lápiz.',
  ),
  unfinished: template('Escribe primero las {{length}} cifras de tu código.'),
  digit: template('Cifra {{p}} de tu código'),
  matchesAll: template('{{code}} encaja con los aciertos de todos los intentos.'),
  misses: template(
    '{{code}} no encaja con los aciertos {{#if (eq guesses.length 1)}}del intento{{else}}de los intentos{{/if}} ' +
      '{{#each guesses}}{{#unless @first}}{{#if @last}} y {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  shares: template('{{matches}} en común{{#unless met}}, {{#if over}}sobran{{else}}faltan{{/if}}{{/unless}}'),
  sharesLabel: template(
    'Intento {{n}}, {{guess}}: tu código coincide con él en {{matches}} {{#if (eq matches 1)}}posición{{else}}posiciones{{/if}}, ' +
      '{{#if met}}como dicen sus aciertos{{else}}{{#if over}}más{{else}}menos{{/if}} de las que ' +
      '{{#if (eq needed 0)}}admite un intento sin aciertos{{else if (eq needed 1)}}pide su único acierto{{else}}piden sus {{needed}} aciertos{{/if}}{{/if}}.',
  ),
};
