import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/** Countdown's player words in Spanish (checked against the English in play-words.ts); the number to reach is "el objetivo", as in words.es.ts. */
export const es: typeof en = {
  help: template(
    'Llega al {{target}}: elige una carta, luego un signo y luego otro número. Cada paso se escribe en las líneas, y su resultado espera bajo los signos para usarlo otra vez.',
  ),
  keysHelp: 'Con el teclado: Tab o las flechas para ir a un número, Intro para elegirlo, + − * / (o x) para un signo, Esc para soltarlo.',
  showSolution: 'Ver una solución',
  signs: 'Signos',
  plus: 'más',
  minus: 'menos',
  times: 'por',
  dividedBy: 'entre',
  made: 'Números que has formado',
  tile: template('{{v}}{{#if card}}, carta{{#if used}} usada{{/if}}{{else}}{{#if used}}, usado{{/if}}{{/if}}'),
  madeBy: template('formado con {{line}}'),
  letGo: template('Soltado el {{v}}: elige un número.'),
  choiceLetGo: 'Elección anulada: elige un número.',
  thenSign: template('{{v}}; ahora un signo: + − × o ÷.'),
  chooseFirst: 'Elige primero un número y luego un signo.',
  thenSecond: template('{{v}} {{sign}} … ahora elige el segundo número.'),
  notAllowed: template('No se puede: {{why}}. Cada número del camino tiene que ser un entero mayor que cero.'),
  notAboveZero: template('{{a}} − {{b}} no es mayor que cero'),
  notWhole: template('{{a}} ÷ {{b}} no es un número entero'),
  twoDifferent: 'Elige dos números distintos que aún no se hayan usado',
  stepMade: template('Sale {{result}}: {{line}}. Lo más cerca hasta ahora: {{closest}}, a {{off}} del objetivo.'),
  notThere: template('Aún no: lo más cerca que has llegado es {{closest}}, a {{off}} del objetivo {{target}}.'),
};
