import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/** Numbrix's player words in Spanish (checked against the English in play-words.ts), with the terms of words.es.ts: casilla, fila, columna, camino. */
export const es: typeof en = {
  help: template(
    '{{#if coarse}}Toca un número del tablero y luego las casillas{{else}}Haz clic en un número del tablero y luego en las casillas{{/if}} donde van los números siguientes, o arrastra desde un número por las casillas. ' +
      '{{#if coarse}}Toca{{else}}Haz clic en{{/if}} un número que hayas puesto para quitarlo. El botón Siguiente cuenta hacia arriba o hacia abajo. ' +
      'Teclas: flechas para moverte, Intro para poner el número, + y − para contar hacia arriba o hacia abajo, Ctrl+Z para deshacer.',
  ),
  continuing: template('Sigues contando desde el {{n}}'),
  removed: template('Quitado el {{n}}'),
  backTo: template('De vuelta al {{n}}'),
  placed: template('{{#if (eq count 1)}}Puesto el {{from}}{{else if (eq count 2)}}Puestos el {{from}} y el {{to}}{{else}}Puestos del {{from}} al {{to}}{{/if}}'),
  thenContinuing: template('{{said}}; sigues contando desde el {{n}}'),
  chooseFirst: 'Elige primero un número del tablero desde el que seguir contando',
  atEnd: template('El {{n}} es el {{#if first}}primer{{else}}último{{/if}} número; cuenta en el otro sentido'),
  already: template('El {{n}} ya está en el tablero, en la fila {{row}}, columna {{column}}{{#if takeAway}}; quítalo primero{{/if}}'),
  mustTouch: template('El {{n}} tiene que tocar al {{from}} por arriba, por abajo, por la izquierda o por la derecha'),
  mustAlsoTouch: template('El {{n}} también tiene que tocar al {{after}}, que ya está en el tablero'),
  // One word for both pointers: "Elige" reads as well under a finger as under a mouse.
  nextCaption: template('{{#if (eq at "choose")}}Elige{{else if (eq at "first")}}Primero{{else if (eq at "last")}}Último{{else}}Siguiente{{/if}}'),
  chooseValue: 'un número',
  nextLabel: template(
    '{{#if (eq at "choose")}}Elige un número{{else if (eq at "first")}}El 1 es el primero' +
      '{{else if (eq at "last")}}El {{n}} es el último{{else}}Siguiente: {{n}}{{/if}}, contando hacia {{#if up}}arriba{{else}}abajo{{/if}}',
  ),
  turnTip: template('Contar hacia {{#if up}}abajo{{else}}arriba{{/if}} ({{#if up}}−{{else}}+{{/if}})'),
  square: template(
    'Fila {{row}}, columna {{column}}: {{#if v}}{{v}}{{#if given}}, impreso{{/if}}{{else}}vacía{{/if}}{{#if current}}, cuentas desde aquí{{/if}}',
  ),
  nothingYet: template('Aún no has puesto ningún número: {{#if (eq empty 1)}}queda 1 casilla vacía{{else}}quedan {{empty}} casillas vacías{{/if}}.'),
  allRight: template(
    'Todos los números puestos hasta ahora están bien; {{#if (eq empty 1)}}aún queda 1 casilla vacía{{else}}aún quedan {{empty}} casillas vacías{{/if}}.',
  ),
  wrongAt: template(
    '{{#if (eq wrong.length 1)}}Este número no está donde lo pone{{else}}{{wrong.length}} números no están donde los pone{{/if}} la solución: ' +
      '{{#each wrong}}{{#unless @first}}; {{/unless}}el {{v}} en la fila {{row}}, columna {{column}}{{/each}}.',
  ),
  wrongCount: template('{{#if (eq count 1)}}1 número no está donde lo pone{{else}}{{count}} números no están donde los pone{{/if}} la solución.'),
  filledWrong: 'Todas las casillas están llenas, pero el camino aún no está bien: pulsa Comprobar para ver dónde.',
};
