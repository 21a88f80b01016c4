import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/** Secret Number's player words in Spanish (checked against the English in play-words.ts); a digit is "cifra", as in words.es.ts. */
export const es: typeof en = {
  help: template(
    'Escribe en las casillas un número de {{digits}} cifras para probarlo. Cuando estén todas llenas, cada regla muestra una marca de visto bueno si tu número la cumple y una cruz si la incumple. ' +
      'Toca una regla (o llega a ella con Tab y pulsa Intro) para tacharla; con Notas escribes notas a lápiz.',
  ),
  unfinished: template('Escribe primero las {{digits}} cifras de tu número (la primera no es 0).'),
  keepsAll: template('{{guess}} cumple todas las reglas.'),
  breaks: template(
    '{{guess}} incumple {{#if (eq rules.length 1)}}la regla{{else}}las reglas{{/if}} ' +
      '{{#each rules}}{{#unless @first}}{{#if @last}} y {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  crossedOut: template('Regla {{n}} tachada.'),
  backInPlay: template('La regla {{n}} vuelve a contar.'),
  digit: template('Cifra {{d}} de tu número'),
  rule: template('Regla {{n}}: {{text}}{{#if guess}} {{guess}} {{#if kept}}la cumple{{else}}la incumple{{/if}}.{{/if}}'),
  crossedTip: 'Tachada: toca para recuperarla',
  crossTip: 'Toca para tacharla',
};
