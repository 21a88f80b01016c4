import { template } from '../../words.ts';
import type { en } from './words.ts';

/**
 * Digits of `field` joined "3, 5 o 7". Before 8 ("ocho") Spanish writes "u", digits included
 * ("7 u 8"); no digit's name starts with an i sound, so "y" never needs to be "e".
 */
const either = (field: string) =>
  `{{#each ${field}}}{{#unless @first}}{{#if @last}}{{#if (eq this "8")}} u {{else}} o {{/if}}{{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Digits of `field` each with its article, as Spanish names a number: "el 3, el 5 o el 7". */
const eitherThe = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} o {{else}}, {{/if}}{{/unless}}el {{this}}{{/each}}`;

/** Boxes of `field` (each "fila 1, columna 2", feminine), joined "la …, la … y la …". */
const boxes = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} y {{else}}, {{/if}}{{/unless}}la {{this}}{{/each}}`;

/** Fillings of a line's empty boxes, each as "(3, 4)". */
const fillings = '{{#each fillings}}{{#unless @first}}{{#if @last}} y {{else}}, {{/if}}{{/unless}}({{#each this}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}){{/each}}';

/** What a step leaves: boxes narrowed, and digits that go in. */
const leaves =
  '{{#each narrowed}}{{#unless @first}}; {{/unless}}la {{cell}} solo puede llevar ' +
  either('digits') +
  '{{/each}}{{#if narrowed.length}}{{#if placed.length}}; {{/if}}{{/if}}{{#each placed}}{{#unless @first}}; {{/unless}}el {{value}} va en la {{cell}}{{/each}}';

/** "Tacha esa cifra" after one digit in one box (`field`: a list of cases), else "esas cifras". */
const crossOff = (field: string) =>
  `{{#if (eq ${field}.length 1)}}{{#if (eq ${field}.[0].digits.length 1)}}Tacha esa cifra.{{else}}Tacha esas cifras.{{/if}}{{else}}Tacha esas cifras.{{/if}}`;

/** After a level-3 step: the digits it leaves alone in a box go in. */
const thenPlaced = '{{#each placed}} Eso deja el {{value}} en la {{cell}}.{{/each}}';

/** Each case of a level-3 step (in `field`): "con 2 o 4 en la fila 1, columna 2, o con 9 en la fila 3, columna 2". */
const withCases = (field: string) => `{{#each ${field}}}{{#unless @first}}, o {{/unless}}con ${either('digits')} en la {{cell}}{{/each}}`;

/** Cross Numbers in Spanish (checked against the English in words.ts). */

/** Before a list: the fillings that make the total but are struck, each with its reason, or, past a few, how they group. */
const struckSaid = (noun: string) =>
  `{{#if struck.length}}De las ${noun} que dan {{total}}, ` +
  '{{#each struck}}{{#unless @first}}; {{/unless}}({{#each filling}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}) necesita el {{digit}} en la {{cell}}, ' +
  '{{#if grid}}que ya está en la cuadrícula{{else}}{{#if where}}que ya está en {{where}}{{else}}que allí ya no es posible{{/if}}{{/if}}{{/each}}. {{/if}}' +
  `{{#if others.length}}De las ${noun} que dan {{total}}, ` +
  '{{#each others}}{{#unless @first}}{{#if @last}} y {{else}}, {{/if}}{{/unless}}{{#if (eq count 1)}}una{{else}}las {{count}}{{/if}} con ' +
  either('digits') +
  ' en la {{cell}}{{/each}} quedan fuera: esas cifras allí ya no son posibles. {{/if}}';

/** The fillings a step keeps, after those it struck. */
const leftOver = '{{#if (eq count 1)}}Solo queda ' + fillings + '{{else}}Quedan ' + fillings + '{{/if}}';

export const es: typeof en = {
  title: 'Números cruzados',
  rules: template(
    'Escribe una cifra en cada casilla vacía de modo que cada fila, leída de izquierda a derecha, y cada columna, leída de arriba abajo, dé el resultado que tiene al final. Solo hay una manera de completarlo.',
  ),
  instruction: template('Escribe una cifra en cada casilla vacía para que todas las filas y todas las columnas den su resultado.'),
  order: {
    precedence: template(
      '{{#if mixes}}× y ÷ antes que + y −{{#if divides}}; todas las divisiones son exactas{{/if}}.{{else}}{{#if divides}}Todas las divisiones son exactas.{{/if}}{{/if}}',
    ),
    'left-to-right': template(
      '{{#if mixes}}Calcula siempre de izquierda a derecha, y de arriba abajo{{#if divides}}; todas las divisiones son exactas{{/if}}.{{else}}{{#if divides}}Todas las divisiones son exactas.{{/if}}{{/if}}',
    ),
  },
  grid: template(
    '{{#if (eq distinct "rows")}}Ninguna cifra se repite en una fila. {{/if}}{{#if (eq distinct "lines")}}Ninguna cifra se repite en una fila ni en una columna. {{/if}}{{#if (eq distinct "grid")}}Ninguna cifra se repite en la cuadrícula. {{/if}}Cifras del {{low}} al {{high}}.{{#if based}} Números en base {{base}}.{{/if}}',
  ),
  alt: template(
    'Números cruzados de {{rows}} por {{cols}} con {{blanks}} {{#if (eq blanks 1)}}cifra{{else}}cifras{{/if}} por escribir. {{rules}}',
  ),
  altSolved: template('Números cruzados de {{rows}} por {{cols}}, con todas las casillas llenas.'),
  ladder: {
    'one-blank': {
      level: 1,
      title: 'un hueco',
      what: 'Una fila o columna con un solo hueco (una casilla vacía): calcula el resto de la línea, y el resultado dice qué cifra va en el hueco.',
    },
    'no-repeats': {
      level: 1,
      title: 'sin repetir',
      what: 'Si ninguna cifra puede salir dos veces, una cifra ya escrita se tacha de las demás casillas de su fila, de su columna o de toda la cuadrícula, según diga la regla.',
    },
    'two-blanks': {
      level: 2,
      title: 'dos huecos',
      what: 'Una línea con dos huecos: haz la lista de las parejas de cifras aún posibles ahí que dan el resultado (si son doce o menos); una cifra que no está en ninguna pareja se tacha.',
    },
    crossing: {
      level: 2,
      title: 'cruce',
      what: 'Una casilla en la que su fila admite unas cifras y su columna otras: cuando solo una cifra vale para las dos, va ahí.',
    },
    bounds: {
      level: 3,
      title: 'límites',
      what: 'Una línea con tres huecos o más: pon una cifra en uno y en los demás las más pequeñas y las más grandes posibles; si así la línea no puede llegar a su resultado, o se pasa siempre, esa cifra se tacha.',
    },
    parity: {
      level: 3,
      title: 'par o impar',
      what: 'Una línea de solo +, − y × da par o impar igual que su resultado: una cifra con la que solo podría dar lo contrario, pongas lo que pongas en el resto, se tacha.',
    },
    'last-digit': {
      level: 3,
      title: 'última cifra',
      what: 'Una línea de solo +, − y × tiene que terminar en la última cifra de su resultado: una cifra con la que ninguna manera de llenar el resto termina así se tacha.',
    },
    divisibility: {
      level: 3,
      title: 'división exacta',
      what: 'Cada división (÷) tiene que ser exacta: una cifra con la que lo que va antes de un ÷ no se puede dividir exactamente por lo que va después, pongas lo que pongas en esas casillas, se tacha.',
    },
    listing: {
      level: 4,
      title: 'lista completa',
      what: 'Una línea con tres huecos: escribe todas las maneras de llenarlos con las cifras aún posibles que dan el resultado (si son doce o menos); una cifra que no sale en ninguna se tacha.',
    },
  },
  cell: template('fila {{row}}, columna {{col}}'),
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}El{{else}}{{#if @last}} y el{{else}}, el{{/if}}{{/if}} {{v}} de la {{cell}}{{/each}} no {{#if (eq wrong.length 1)}}está bien: bórralo{{else}}están bien: bórralos{{/if}} primero y vuelve a pedir una pista.',
    ),
    reveal: template('No conozco ningún paso que siga desde aquí, así que te doy una casilla de la solución: el {{v}} va en la {{cell}}.'),
  },
  line: template('{{#if row}}fila{{else}}columna{{/if}} {{n}}'),
  again: template(
    '{{#if (eq done "both")}}Con esas cifras tachadas y escritas{{else}}{{#if one}}Con esa cifra {{#if (eq done "struck")}}tachada{{else}}escrita{{/if}}{{else}}Con esas cifras {{#if (eq done "struck")}}tachadas{{else}}escritas{{/if}}{{/if}}{{/if}}, vuelve a mirar la {{line}}.',
  ),
  steps: {
    'one-blank': template(
      'El único hueco de la {{line}} está en la {{cell}}: ' +
        '{{#if (eq count 1)}}solo el {{#each digits}}{{this}}{{/each}} da {{total}}, así que va ahí.' +
        '{{else}}{{#if (eq count 0)}}ninguna cifra da ahí {{total}}.{{else}}solo ' +
        eitherThe('digits') +
        ' dan ahí {{total}}.{{/if}}{{/if}}',
    ),
    'no-repeats': template(
      'El {{value}} de la {{cell}} no puede repetirse en ' +
        '{{#if (eq distinct "grid")}}la cuadrícula{{else}}la {{row}}{{#if (eq distinct "lines")}} ni en la {{col}}{{/if}}{{/if}}: táchalo en ' +
        boxes('cells') +
        '.{{#each placed}} Eso deja solo el {{value}} en la {{cell}}.{{/each}}',
    ),
    'two-blanks': template(
      'En la {{line}} hay dos huecos, ' +
        boxes('cells') +
        '. ' +
        struckSaid('parejas') +
        '{{#if (eq count 0)}}Ninguna pareja de cifras aún posibles ahí da {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}La única pareja de cifras aún posibles ahí que da {{total}} es ' +
        fillings +
        '{{else}}Las parejas de cifras aún posibles ahí que dan {{total}}, en ese orden, son ' +
        fillings +
        '{{/if}}{{else}}Hay {{count}} parejas de cifras aún posibles ahí que dan {{total}}{{/if}}{{/if}}: así que ' +
        leaves +
        '.{{/if}}',
    ),
    crossing: template(
      'En la {{cell}}, la {{line}} solo admite ' +
        either('lineDigits') +
        ', y la {{other}} ya solo había dejado ' +
        either('otherDigits') +
        ': solo el {{value}} vale para las dos, así que va ahí.',
    ),
    bounds: template(
      'El resultado de la {{line}} es {{total}}. Por pequeñas o grandes que sean las cifras de sus otros huecos, ' +
        '{{#if short.length}}la línea se queda corta ' +
        withCases('short') +
        '{{/if}}{{#if short.length}}{{#if past.length}}; y {{/if}}{{/if}}' +
        '{{#if past.length}}{{#unless short.length}}la línea {{/unless}}se pasa ' +
        withCases('past') +
        '{{/if}}. ' +
        `{{#if (eq short.length 0)}}${crossOff('past')}{{else if (eq past.length 0)}}${crossOff('short')}{{else}}Tacha esas cifras.{{/if}}` +
        thenPlaced,
    ),
    parity: template(
      'El resultado de la {{line}} es {{total}}, que es {{#if odd}}impar{{else}}par{{/if}}; pero ' +
        withCases('cases') +
        ', la línea da un resultado {{#if odd}}par{{else}}impar{{/if}}, pongas lo que pongas en sus otros huecos. ' +
        crossOff('cases') +
        thenPlaced,
    ),
    'last-digit': template(
      'El resultado de la {{line}} es {{total}}{{#if based}} (en base {{base}}){{/if}}, que termina en {{digit}}; pero ' +
        withCases('cases') +
        ', la línea nunca puede terminar en {{digit}}, pongas lo que pongas en sus otros huecos. ' +
        crossOff('cases') +
        thenPlaced,
    ),
    divisibility: template(
      'Cada división de la {{line}} tiene que ser exacta, y no puede serlo ' +
        withCases('cases') +
        ', pongas lo que pongas en las casillas de alrededor. ' +
        crossOff('cases') +
        thenPlaced,
    ),
    listing: template(
      'En la {{line}} hay tres huecos, ' +
        boxes('cells') +
        '. ' +
        struckSaid('maneras de llenarlos') +
        '{{#if (eq count 0)}}Ninguna manera de llenarlos con las cifras aún posibles da {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}La única manera de llenarlos con las cifras aún posibles que da {{total}} es ' +
        fillings +
        '{{else}}Las maneras de llenarlos con las cifras aún posibles que dan {{total}}, en ese orden, son ' +
        fillings +
        '{{/if}}{{else}}Hay {{count}} maneras de llenarlos con las cifras aún posibles que dan {{total}}{{/if}}{{/if}}: así que ' +
        leaves +
        '.{{/if}}',
    ),
  },
  measures: {
    level: 'nivel, según las técnicas necesarias (1 fácil … 4 experto)',
    hardest: 'técnica más difícil necesaria',
    uses: 'técnicas usadas',
    steps: 'pasos para resolverlo',
    paper: 'parejas y maneras de llenar una línea escritas',
    blanks: 'casillas por llenar',
    blankShare: 'proporción de casillas por llenar',
    hardOps: 'proporción de signos que son × o ÷',
  },
};
