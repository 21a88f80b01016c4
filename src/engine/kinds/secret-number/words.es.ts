import { template } from '../../words.ts';
import type { en } from './words.ts';

/**
 * Secret Number in Spanish (checked against the English in words.ts). A digit is "cifra",
 * feminine: the ordinals agree ("mi primera cifra", "mis dos últimas cifras").
 */

/** Digits joined with "o", which turns "u" before 8 ("7 u 8"), as Spanish writes it. */
const either = (field: string) =>
  `{{#each ${field}}}{{#unless @first}}{{#if @last}}{{#if (eq this 8)}} u {{else}} o {{/if}}{{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Numbers joined with "y" (no number word starts with the sound that turns it "e"). */
const both = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} y {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** What a step leaves, box by box: "mi primera cifra solo puede ser 3 o 4, y mi última cifra es 7". */
const leaves =
  '{{#each leaves}}{{#unless @first}}{{#if @last}} y {{else}}, {{/if}}{{/unless}}mi {{place}} cifra ' +
  '{{#if none}}se queda sin ninguna cifra posible{{else if placed}}es {{value}}{{else}}solo puede ser ' +
  either('digits') +
  '{{/if}}{{/each}}';

/** The digits a step rests on: "Mi primera cifra es 4 y mi segunda cifra es 6". */
const known =
  '{{#each known}}{{#unless @first}}{{#if @last}} y {{else}}, {{/if}}{{/unless}}{{#if @first}}Mi{{else}}mi{{/if}} {{place}} cifra es {{value}}{{/each}}';

/** The digits a step crosses off: "con 1 o 2 como primera cifra, o con 0 como última cifra". */
const cases = '{{#each cases}}{{#unless @first}}, o {{/unless}}con ' + either('digits') + ' como {{place}} cifra{{/each}}';

/** A range's cases with their bounds and why. */
const bounded =
  '{{#each cases}}{{#unless @first}}, o {{/unless}}con ' + either('digits') + 
  ' como {{place}} cifra (' +
  '{{#each limits}}{{#unless @first}} y {{/unless}}mi {{place}} cifra es {{#unless fixed}}{{#if small}}como mínimo {{else}}como mucho {{/if}}{{/unless}}{{value}}{{/each}}' +
  '{{#if limits.length}}, lo que da {{/if}}{{#if small}}como mínimo{{else}}como mucho{{/if}} {{bound}}){{/each}}';

export const es: typeof en = {
  title: 'Número secreto',
  rules: template(
    'Estoy pensando en un número de {{digits}} cifras (la primera no es 0). Cumple todas las reglas de abajo, y es el único número que las cumple todas. ' +
      'La diferencia entre dos cifras es la mayor menos la menor, y el 0 es par. ' +
      'Los múltiplos de 3 son 3, 6, 9, etc.; ninguna regla depende de si el 0 cuenta como uno de ellos. ' +
      'Tacha lo que descarta cada regla y luego escribe mi número en las casillas.',
  ),
  instruction: template('Mi número de {{digits}} cifras cumple todas las reglas. Descúbrelo y escríbelo en las casillas.'),
  ordinals: ['primera', 'segunda', 'tercera', 'cuarta', 'quinta'],
  counts: ['una', 'dos', 'tres', 'cuatro', 'cinco'],
  last: 'última',
  list: template('{{first}} y {{last}}'),
  // Sums, products and differences are always of two or more digits, a digit rule of one: the
  // subjects below put "mis" or "mi" before these accordingly.
  places: template(
    '{{#if all}}cifras{{else if one}}{{one}} cifra{{else if first}}{{first}} primeras cifras{{else if last}}{{last}} últimas cifras{{else}}cifras {{list}}{{/if}}',
  ),
  subject: {
    digit: template('mi {{places}}'),
    sum: template('la suma de mis {{places}}'),
    product: template('el producto de mis {{places}}'),
    difference: template('la diferencia entre mis {{places}}'),
    number: template('mi número'),
  },
  comparison: {
    equals: template('es {{value}}'),
    'not-equals': template('no es {{value}}'),
    'less-than': template('es menor que {{value}}'),
    'greater-than': template('es mayor que {{value}}'),
    'multiple-of': template('es múltiplo de {{value}}'),
    even: template('es par'),
    odd: template('es impar'),
  },
  plain: {
    zeroOrMultiple: template('es 0 o múltiplo de {{value}}'),
    oneOf: template('es ' + either('values')),
  },
  clause: template('{{subject}} {{comparison}}'),
  rule: template('{{clause}}.'),
  answerLabel: 'Mi número',
  answerLine: template('{{label}}: {{answer}}'),
  shrink: template('Números que quedan, regla a regla: {{#each counts}}{{#unless @first}} › {{/unless}}{{this}}{{/each}}'),
  alt: template('Acertijo del número secreto, de {{digits}} cifras. Reglas: {{rules}}'),
  altSolved: template('Número secreto {{number}}. Reglas: {{rules}}'),
  altAnswer: template('El número secreto es {{number}}.'),
  ladder: {
    'read-off': {
      level: 1,
      title: 'leer una cifra',
      what: 'Una regla sobre una sola cifra («mi segunda cifra es impar»): en la casilla de esa cifra, tacha todas las que no la cumplen.',
    },
    'one-left': {
      level: 1,
      title: 'falta una cifra',
      what: 'Una suma, un producto o una diferencia de cifras que ya se conocen todas menos una: calcula cuál puede ser la que falta («la suma de mis dos primeras cifras es 9, y la primera es 4: la segunda es 5»).',
    },
    'pair-table': {
      level: 2,
      title: 'tabla de dos cifras',
      what: 'Una suma, un producto o una diferencia con dos cifras aún sin saber: prueba cada cifra posible de una con cada cifra posible de la otra, como en una tablita; la cifra que no encaja con ninguna se tacha.',
    },
    range: {
      level: 3,
      title: 'tamaño del número',
      what: 'Una regla que compara el número entero («menor que 560»): se tacha la cifra con la que el número sería demasiado grande aun siendo lo más pequeño posible, o demasiado pequeño aun siendo lo más grande posible; sobre todo sirve para las primeras cifras.',
    },
    divisibility: {
      level: 3,
      title: 'regla de divisibilidad',
      what: 'Una regla que dice que el número es par, impar o múltiplo de 3, 4, 5, 6, 9, 10 o 12, y que se comprueba con su última cifra (par, impar, 5, 10), con sus dos últimas cifras (4) o con la suma de sus cifras (3, 9); 6 y 12 piden las dos cosas a la vez.',
    },
    'many-digits': {
      level: 3,
      title: 'muchas cifras a la vez',
      what: 'Una suma o un producto de tres o más cifras aún sin saber: se tacha la cifra con la que ninguna elección de las demás, entre las aún posibles, cumple la regla (en una suma, prueba las demás en su valor más pequeño y en el más grande).',
    },
    'short-list': {
      level: 4,
      title: 'lista corta',
      what: 'Cuando con las cifras aún posibles se forman como mucho 8 números, escríbelos todos y compruébalos con las reglas; se tacha cada número que incumple alguna, y se anota cuál.',
    },
  },
  divisible: {
    even: 'un número es par cuando su última cifra lo es',
    odd: 'un número es impar cuando su última cifra lo es',
    2: 'un número es múltiplo de 2 cuando su última cifra es par',
    5: 'un múltiplo de 5 termina en 0 o en 5',
    10: 'un múltiplo de 10 termina en 0',
    3: 'un número es múltiplo de 3 cuando la suma de sus cifras lo es',
    9: 'un número es múltiplo de 9 cuando la suma de sus cifras lo es',
    4: 'un número es múltiplo de 4 cuando sus dos últimas cifras forman uno',
    6: 'un múltiplo de 6 es par, y la suma de sus cifras es múltiplo de 3',
    12: 'en un múltiplo de 12, las dos últimas cifras forman un múltiplo de 4 y la suma de sus cifras es múltiplo de 3',
  },
  steps: {
    'read-off': template(
      'La regla {{n}} dice que {{clause}}: {{#if given}}escribe {{value}} en la casilla de mi {{place}} cifra.{{else}}tacha en esa casilla ' +
        '{{#each struck}}{{#unless @first}}{{#if @last}} y {{else}}, {{/if}}{{/unless}}el {{this}}{{/each}}' +
        ', así que ' +
        leaves +
        '.{{/if}}',
    ),
    'one-left': template('La regla {{n}} dice que {{clause}}. ' + known + ', así que ' + leaves + '.'),
    'pair-table': template(
      'La regla {{n}} dice que {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} Probando cada valor aún posible de mi {{a}} cifra con cada uno de los de mi {{b}} cifra, ' +
        '{{#if few}}{{#if (eq pairs.length 1)}}la única pareja que encaja es {{else}}las únicas parejas que encajan son {{/if}}' +
        '{{#each pairs}}{{#unless @first}}{{#if @last}} y {{else}}, {{/if}}{{/unless}}{{digit}} con {{partner}}{{/each}}' +
        '{{else}}nada encaja ' +
        cases +
        '{{/if}}: así que ' +
        leaves +
        '.',
    ),
    range: template(
      'La regla {{n}} dice que {{clause}}. ' +
        '{{#if (eq why "small")}}Aun siendo lo más pequeño posible, mi número sería demasiado grande{{else if (eq why "large")}}Aun siendo lo más grande posible, mi número sería demasiado pequeño{{else}}Mi número no podría cumplirla{{/if}} ' +
        '{{#if (eq why "other")}}' +
        cases +
        '{{else}}' +
        bounded +
        '{{/if}}' +
        ': así que ' +
        leaves +
        '.',
    ),
    divisibility: template(
      'La regla {{n}} dice que {{clause}}, y {{why}}.{{#if cases.length}} Eso no es posible ' +
        cases +
        ', sean cuales sean las demás cifras aún posibles.{{/if}} Así que ' +
        leaves +
        '.',
    ),
    'many-digits': template(
      'La regla {{n}} dice que {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} Ninguna elección de las demás cifras, entre las aún posibles, la cumple ' +
        cases +
        ': así que ' +
        leaves +
        '.',
    ),
    'short-list': template(
      '{{#if (eq count 1)}}Con las cifras aún posibles solo se puede formar un número: {{numbers.[0]}}.' +
        '{{else}}Con las cifras aún posibles solo se pueden formar {{count}} números: ' +
        both('numbers') +
        '.{{/if}} Comprobando con las reglas, ' +
        '{{#each out}}{{#unless @first}}{{#if @last}} y {{else}}, {{/if}}{{/unless}}el {{number}} incumple la regla {{rule}}{{/each}}' +
        '{{#if (eq survivors.length 1)}}, con lo que solo queda el {{survivors.[0]}}: mi número.' +
        '{{else if survivors.length}}, con lo que quedan ' +
        both('survivors') +
        ': así que ' +
        leaves +
        '.{{else}}, con lo que no queda ningún número.{{/if}}',
    ),
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}El{{else}}{{#if @last}} y el{{else}}, el{{/if}}{{/if}} {{v}} que escribiste como mi {{place}} cifra{{/each}} no {{#if (eq wrong.length 1)}}es correcto{{else}}son correctos{{/if}}: {{#if (eq wrong.length 1)}}bórralo{{else}}bórralos{{/if}} primero y vuelve a pedir una pista.',
    ),
    reveal: template('No conozco ningún paso que siga desde aquí, así que te doy una cifra de la solución: mi {{place}} cifra es {{v}}.'),
  },
  measures: {
    level: 'nivel, según las técnicas necesarias (1 fácil … 4 experto)',
    hardest: 'técnica más difícil necesaria',
    uses: 'técnicas usadas',
    steps: 'pasos para resolverlo',
    paper: 'parejas, números y cifras escritos y probados',
    rules: 'reglas',
    decoys: 'reglas que no hacen falta',
    terms: 'datos en las reglas: posiciones, comparaciones y valores',
    listed: 'números escritos y comprobados a mano',
  },
};
