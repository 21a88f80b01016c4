import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Countdown in Spanish (checked against the English in words.ts). The game is "Cifras", as
 * the numbers round of "Cifras y letras" is known; the number to reach is "el objetivo".
 * Every opening starts with its method's name, so the key does not name it twice.
 */

/** The line's sum, and after it where it leaves the working (see `where` in words.ts). */
const sum = '{{a}} {{op}} {{b}} = {{result}}';
const plan =
  '{{#if plan}}{{#if aimGap}}{{target}} está {{aimGap}} por {{#if aimOver}}debajo{{else}}encima{{/if}} de {{aim}}{{#if parts}} = {{parts}}{{/if}}{{else}}{{target}} = {{parts}}{{/if}}' +
  '{{#if make}}; primero forma el {{make}}{{/if}}: {{/if}}';
const where =
  '{{#if last}}, que es el objetivo{{else}}{{#if (eq kind "main")}}{{#if gap}}, {{gap}} por {{#if over}}encima{{else}}debajo{{/if}} del objetivo {{target}}{{else}}, que ya es el objetivo{{/if}}{{/if}}' +
  '{{#if (eq kind "top")}}{{#if gap}}; {{#if over}}sobra{{else}}falta{{/if}}{{#unless (eq gap 1)}}n{{/unless}} {{gap}}{{else}}, que ya es el objetivo{{/if}}{{/if}}' +
  '{{#if (eq kind "factor")}}, un factor de {{of}}{{/if}}' +
  '{{#if (eq kind "adjust")}}, {{result}} para {{#if add}}sumar{{else}}restar{{/if}}{{#if still}} al final{{/if}}{{/if}}' +
  '{{#if use}}, para {{use.a}} {{use.op}} {{use.b}}{{/if}}{{/if}}.';
const line = (opening: string) => template(opening + plan + sum + where);

export const es: typeof en = {
  title: 'Cifras',
  count: { 4: 'cuatro', 5: 'cinco', 6: 'seis' },
  rules: template(
    'Llega al objetivo con los {{count}} números y + − × ÷. Usa cada número una vez como mucho (no hace falta usarlos todos), y cada resultado por el camino tiene que ser un número entero mayor que cero.',
  ),
  instruction: template('Forma el número objetivo con algunos de los {{count}} números, usando + − × ÷. Usa cada número una sola vez.'),
  target: 'Objetivo',
  step: template('{{a}} {{op}} {{b}} = {{result}}'),
  others: template('{{#if others}}{{#if plural}}y {{others}} maneras más{{else}}y otra manera{{/if}}{{else}}la única manera{{/if}}'),
  heading: template('Objetivo {{target}} con {{numbers}}'),
  alt: template('Cifras: llega a {{target}} con {{numbers}}.'),
  answerLine: template('{{expression}} = {{target}}'),
  altSolved: template('Cifras: llega a {{target}} con {{numbers}}. Una manera: {{expression}}.'),
  ladder: {
    direct: {
      level: 1,
      title: 'camino directo',
      what: 'Un solo paso con dos cartas (100 + 75, 100 × 7), o tres cartas sumadas y restadas (100 + 8 − 3).',
    },
    'add-up': {
      level: 2,
      title: 'sumar y restar',
      what: 'Cuatro cartas o más, sumadas y restadas (75 + 9 + 7 + 5 + 5).',
    },
    'multiply-adjust': {
      level: 2,
      title: 'multiplicar y ajustar',
      what: 'Multiplica dos cartas para quedarte cerca del objetivo y luego suma o resta cartas sueltas hasta llegar (100 × 6 − 8 − 6 − 1).',
    },
    'build-factor': {
      level: 3,
      title: 'construir un factor',
      what: 'El número por el que hay que multiplicar no es una carta: constrúyelo antes con dos cartas, y luego multiplica y ajusta con cartas sueltas ((5 + 2) × 75 − 6 − 1, 25 × 4 × 3).',
    },
    'build-adjust': {
      level: 3,
      title: 'construir el ajuste',
      what: 'Acércate al objetivo con una carta o un producto, y construye la diferencia multiplicando dos cartas (100 × 7 − 3 × 4, 100 + 25 × 3 + 2).',
    },
    'two-products': {
      level: 4,
      title: 'dos productos',
      what: 'Dos o más productos de dos cartas, sumados o restados, en los que el segundo es algo más que dos cartas pequeñas multiplicadas (75 × 8 + 25 × 7).',
    },
    division: {
      level: 4,
      title: 'división',
      what: 'Una división por el camino, que tiene que dar exacta ((100 ÷ 4 + 8) × 9).',
    },
    'long-way': {
      level: 4,
      title: 'camino largo',
      what: 'Cualquier cosa más complicada: un factor hecho con tres cartas o más, dos partes construidas, el producto de una suma que lleva dentro otro producto ((75 × 2 − 3) × 6 − 1).',
    },
  },
  steps: {
    direct: line('{{#if first}}{{#if last}}Camino directo: {{else}}Camino directo, con tres cartas: {{/if}}{{/if}}'),
    'add-up': line('{{#if first}}Sumar y restar: {{/if}}'),
    'multiply-adjust': line('{{#if first}}Multiplicar y ajustar: {{/if}}'),
    'build-factor': line('{{#if first}}Construir un factor: {{/if}}'),
    'build-adjust': line('{{#if first}}Construir el ajuste: {{/if}}'),
    'two-products': line('{{#if first}}Dos productos: {{/if}}'),
    division: line('{{#if first}}División: en este camino hay que dividir. {{/if}}'),
    'long-way': line('{{#if first}}Camino largo: {{/if}}'),
  },
  ruledOut: {
    direct: template('Camino directo: no hay camino al {{target}}; ningún par de cartas lo da en un paso, ni tres cartas sumadas y restadas.'),
    'add-up': template('Sumar y restar: no hay camino al {{target}}; ningún grupo de cuatro cartas o más, sumadas y restadas, lo da.'),
    'multiply-adjust': template(
      'Multiplicar y ajustar: no hay camino al {{target}}; {{#if product}}el producto de dos cartas más cercano, {{a}} × {{b}} = {{product}}, queda a {{gap}}, y {{/if}}ningún producto de dos cartas ajustado con cartas sueltas lo da.',
    ),
    'build-factor': template(
      'Construir un factor: no hay camino al {{target}}; ningún factor construido con dos cartas, multiplicado por una carta y ajustado con cartas sueltas, lo da.',
    ),
    'build-adjust': template(
      'Construir el ajuste: no hay camino al {{target}}; ninguna carta ni producto de dos cartas, ajustado con dos cartas multiplicadas, lo da.',
    ),
  },
  card: template('El objetivo, {{target}}, es una de las cartas.'),
  hint: {
    mistake: template(
      'Con los números que tienes ahora no se puede llegar a {{target}}: deshaz {{#each lines}}{{#if @first}}{{else}}{{#if @last}} y {{else}}, {{/if}}{{/if}}{{this}}{{/each}} (con Deshacer{{#if (gt count 1)}}, {{count}} veces{{/if}}) y vuelve a pedir una pista.',
    ),
    stuck: template('Con estas cartas no se puede llegar a {{target}} de ninguna manera.'),
  },
  refusal: {
    deal: template(
      '{{#if all}}{{cards}} cartas grandes{{else}}{{#if (eq large 0)}}{{cards}} cartas pequeñas{{else}}{{cards}} cartas, {{#if (eq large -1)}}1 o 2 de ellas grandes{{else}}{{#if (eq large 1)}}1 de ellas grande{{else}}{{large}} de ellas grandes{{/if}}{{/if}}{{/if}}{{/if}}',
    ),
    beyond: template('con {{deal}}, ninguna manera pasa de {{most}}, que queda por debajo de todos los objetivos del {{lowest}} al {{highest}}'),
    tooHigh: template(
      'con {{deal}}, los métodos de la dificultad {{band}} llegan como mucho a {{most}}, que queda por debajo de todos los objetivos del {{lowest}} al {{highest}}',
    ),
    smallEasy: template(
      'sin ninguna carta grande, ningún objetivo del {{lowest}} al {{highest}} está a un paso o a tres cartas, así que la dificultad easy necesita una carta grande',
    ),
    sentence: template(
      '{{why}}; pide {{#if band}}la dificultad {{band}}{{#if harder}} o una más difícil{{/if}}{{#if lower}}, u objetivos más bajos{{/if}}{{else}}objetivos más bajos{{/if}}' +
        '{{#if more}}, o más cartas{{/if}}{{#if large}}, o una carta grande o más{{/if}}{{#if larger}}, o más cartas grandes{{/if}}',
    ),
  },
  measures: {
    level: 'nivel, según el método necesario (1 fácil … 4 experto)',
    hardest: 'método necesario',
    uses: 'pasos, por método: métodos más fáciles descartados y líneas de cálculo',
    steps: 'pasos: métodos más fáciles descartados, luego líneas de cálculo',
    paper: 'combinaciones probadas, más o menos, hasta dar con un camino (12 como mucho)',
    solutions: 'maneras de llegar al objetivo',
    ways: 'maneras con los métodos de su nivel o más fáciles',
    cards: 'números que usa el cálculo',
    near: 'distancia del objetivo al producto de dos cartas más cercano',
    stray: 'mayor número del camino, como múltiplo del objetivo',
  },
};
