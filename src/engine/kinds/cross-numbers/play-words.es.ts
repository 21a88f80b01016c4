import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Cross Numbers' player words in Spanish (checked against the English in play-words.ts), with
 * the terms of words.es.ts: casilla, cifra, fila, columna, and a line "da su resultado".
 */
export const es: typeof en = {
  help: 'Elige una casilla y escribe una cifra, o usa el teclado numérico de la página; con las flechas te mueves. Con Notas escribes notas a lápiz. Una fila o columna completa se rodea de verde cuando da su resultado.',
  box: template('Fila {{row}}, columna {{column}}'),
  already: template('El {{v}} ya está en esta {{#if (eq where "grid")}}cuadrícula{{else if (eq where "row")}}fila{{else}}columna{{/if}}.'),
  missed: template(
    '{{#each lines}}{{#if @first}}La{{else}} y la{{/if}} {{#if row}}fila{{else}}columna{{/if}} {{n}}{{/each}} ' +
      'no {{#if (eq lines.length 1)}}da{{else}}dan{{/if}} su resultado.',
  ),
  mark: template('La {{#if row}}fila{{else}}columna{{/if}} {{n}} {{#if holds}}da{{else}}no da{{/if}} su resultado'),
  boxEmpty: template('La casilla de la fila {{row}}, columna {{column}} está vacía.'),
  boxRight: template('El {{v}} de la fila {{row}}, columna {{column}} está bien.'),
  boxWrong: template('El {{v}} de la fila {{row}}, columna {{column}} está mal.'),
  allRightSoFar: template(
    '{{#if (eq empty 1)}}Aún queda 1 casilla vacía{{else}}Aún quedan {{empty}} casillas vacías{{/if}}; todas las cifras escritas hasta ahora están bien.',
  ),
  wrongDigits: template(
    '{{#if (eq wrong.length 1)}}Esta cifra está mal{{else}}{{wrong.length}} cifras están mal{{/if}}: ' +
      '{{#each wrong}}{{#unless @first}}; {{/unless}}fila {{row}}, columna {{column}}{{/each}}.',
  ),
  stillEmpty: template('{{#if (eq empty 1)}}Aún queda 1 casilla vacía{{else}}Aún quedan {{empty}} casillas vacías{{/if}}.'),
  filledWrong: 'Todas las casillas están llenas, pero aún no todas las líneas dan su resultado: pulsa Comprobar para ver dónde.',
};
