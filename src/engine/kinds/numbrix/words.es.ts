import { template } from '../../words.ts';
import type { en } from './words.ts';

/** Numbrix in Spanish (checked against the English in words.ts). */
export const es: typeof en = {
  title: 'Numbrix',
  rules: template(
    'Escribe un número en cada casilla vacía de modo que la cuadrícula tenga cada número del 1 al {{last}} una sola vez, y que cada número toque al siguiente por arriba, por abajo, por la izquierda o por la derecha (nunca en diagonal). Los números ya impresos muestran por dónde va el camino.',
  ),
  instruction: template(
    'Escribe los números del 1 al {{last}} en las casillas para formar un camino: cada número toca al siguiente por arriba, por abajo, por la izquierda o por la derecha.',
  ),
  alt: template('Cuadrícula de Numbrix de {{width}} por {{height}} con {{clues}} números dados; completa del 1 al {{last}}.'),
  altSolved: template('Numbrix de {{width}} por {{height}}, resuelto: los números del 1 al {{last}} en un camino.'),
  ladder: {
    bridge: { level: 1, title: 'puente', what: 'Dos números que se diferencian en dos (7 y 9) con una sola casilla libre que toca a los dos: el número de en medio va ahí.' },
    'single-exit': {
      level: 1,
      title: 'salida única',
      what: 'Un número al que aún le falta su vecino de la serie y que solo tiene una casilla libre al lado: el vecino va ahí.',
    },
    corridor: {
      level: 2,
      forced: true,
      title: 'único camino',
      what: 'Dos números a poca distancia con un solo camino de la longitud justa entre ellos (un pasillo, o un rincón del tamaño justo): el camino es seguro.',
    },
    'two-step': {
      level: 2,
      title: 'hueco de dos casillas',
      what: 'Dos números que se diferencian en tres (7 y 10): haz la lista de los caminos de dos casillas entre ellos; una casilla por la que pasan todos se rellena.',
    },
    'dead-end': {
      level: 2,
      title: 'callejón sin salida',
      what: 'Una casilla vacía con una sola entrada solo puede ser un extremo del camino: el 1 o el último número.',
    },
    parity: {
      level: 2,
      title: 'colores del tablero',
      what: 'Colorea la cuadrícula como un tablero de ajedrez: los números seguidos cambian de color, así que los pares quedan en un color y los impares en el otro. Esto decide qué extremo del camino cabe en un callejón sin salida.',
    },
    fence: {
      level: 3,
      title: 'valla de distancia',
      what: 'Un número que falta no puede alejarse demasiado de los números ya puestos por debajo y por encima de él (el 12 está como mucho a 3 pasos del 9), y va en su color del tablero: cuando solo le queda una casilla, va ahí.',
    },
    'only-number': {
      level: 3,
      title: 'único número que llega',
      what: 'Una casilla vacía a la que solo un número que falta puede llegar dentro de su valla de distancia se queda con ese número.',
    },
    routes: {
      level: 4,
      title: 'lista de caminos',
      what: 'Para un hueco corto, escribe todos los caminos de la longitud justa (una docena como mucho) y quita los que encierran un rincón que ningún número puede llenar: una casilla en la que coinciden todos los que quedan es segura.',
    },
  },
  cell: template('fila {{row}}, columna {{col}}'),
  steps: {
    bridge: template('El {{v}} va en la {{cell}}: es la única casilla libre que toca al {{prev}} y al {{next}}.'),
    'single-exit': template('El {{u}} solo tiene una casilla libre al lado, la {{cell}}, así que el {{v}} va ahí.'),
    'two-step': template(
      'Todos los caminos de dos casillas del {{a}} al {{b}} pasan por la {{cell}}, así que el {{v}} va ahí.',
    ),
    'dead-end': template('La casilla de la {{cell}} solo tiene una entrada, así que es un extremo del camino: el {{v}}.'),
    parity: template(
      'La casilla de la {{cell}} solo tiene una entrada, así que lleva el 1 o el {{last}}; en el tablero tiene el color del {{v}}, así que el {{v}} va ahí.',
    ),
    fence: template(
      'El {{v}} tiene que estar{{#if (gt lo 0)}} a {{up}} paso{{#unless (eq up 1)}}s{{/unless}} o menos del {{lo}}{{/if}}{{#if (gt lo 0)}}{{#if (lte hi last)}} y{{/if}}{{/if}}{{#if (lte hi last)}} a {{down}} paso{{#unless (eq down 1)}}s{{/unless}} o menos del {{hi}}{{/if}}, en su color del tablero: la única casilla así es la {{cell}}{{#each wide}}{{#if @first}} ({{else}}; {{/if}}{{#if cut}}la {{cell}} queda aislada del {{from}} por los números ya colocados{{else}}la {{cell}} está a {{steps}} pasos del {{from}}, rodeando los números ya colocados{{/if}}{{#if @last}}){{/if}}{{/each}}.',
    ),
    'only-number': template(
      'Ningún número de los que faltan, salvo el {{v}}, puede llegar a tiempo a la {{cell}}: está a {{#if (gt lo 0)}}{{up}} paso{{#unless (eq up 1)}}s{{/unless}} del {{lo}}{{#if (lte hi last)}} y a {{down}} paso{{#unless (eq down 1)}}s{{/unless}} del {{hi}}{{/if}}{{else}}{{down}} paso{{#unless (eq down 1)}}s{{/unless}} del {{hi}}{{/if}}{{#if around}}, rodeando los números ya colocados{{/if}}, y {{#if (gt lo 0)}}{{#if (lte hi last)}}solo el {{v}} va al menos {{up}} después del {{lo}} y {{down}} antes del {{hi}}{{else}}el {{v}} es el único número que falta de su color del tablero que va al menos {{up}} después del {{lo}}{{/if}}{{else}}el {{v}} es el único número que falta de su color del tablero que va al menos {{down}} antes del {{hi}}{{/if}}{{#each others}}; {{#if (eq first last)}}el {{first}} queda demasiado lejos{{else}}del {{first}} al {{last}} quedan demasiado lejos{{/if}}: rodeando los números ya colocados, la casilla está {{#each ends}}{{#unless @first}} y {{/unless}}{{#if cut}}aislada del {{from}}{{else}}a {{steps}} paso{{#unless (eq steps 1)}}s{{/unless}} del {{from}}{{/if}}{{/each}}{{/each}}. Así que el {{v}} va ahí.',
    ),
    corridor: template(
      'Solo un camino de la longitud justa va del {{lo}} al {{hi}}, y pone el {{v}} en la {{cell}}.',
    ),
    routes: template(
      '{{count}} caminos de la longitud justa van del {{lo}} al {{hi}}. Desde el {{lo}}: {{#each routes}}{{#unless @first}}; {{/unless}}{{moves}} ({{#if pocket}}encierra {{pocket}}{{else}}no encierra nada{{/if}}){{/each}}. {{#if (gt count kept)}}{{#if (eq kept 1)}}Solo uno no encierra{{else}}{{kept}} no encierran{{/if}} ningún rincón vacío, y {{#if (eq kept 1)}}ese pone{{else}}{{#if (eq kept 2)}}los dos ponen{{else}}los {{kept}} ponen{{/if}}{{/if}}{{else}}{{#if (eq kept 2)}}Los dos ponen{{else}}Los {{kept}} ponen{{/if}}{{/if}} el {{v}} en la {{cell}}.',
    ),
  },
  route: {
    pocket: template(
      '{{#if (eq size 1)}}la casilla de la {{cells.[0]}}{{else}}{{#if (eq size 2)}}las casillas de la {{#each cells}}{{#unless @first}}{{#if @last}} y la {{else}}; la {{/if}}{{/unless}}{{this}}{{/each}}{{else}}un rincón de {{size}} casillas, entre ellas la de la {{cells.[0]}}{{/if}}{{/if}}',
    ),
    moves: { up: 'arriba', down: 'abajo', left: 'izquierda', right: 'derecha' },
    run: template('{{dir}}{{#if (gt n 1)}} {{n}}{{/if}}'),
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}El{{else}}{{#if @last}} y el{{else}}, el{{/if}}{{/if}} {{v}} de la {{cell}}{{/each}} no {{#if (eq wrong.length 1)}}está{{else}}están{{/if}} donde va el camino: {{#if (eq wrong.length 1)}}quítalo{{else}}quítalos{{/if}} primero.',
    ),
    reveal: template('No conozco ningún paso que siga desde aquí, así que te doy una casilla de la solución: el {{v}} va en la {{cell}}.'),
  },
  measures: {
    level: 'nivel, según las técnicas necesarias (1 fácil … 4 experto)',
    hardest: 'técnica más difícil necesaria',
    uses: 'técnicas usadas',
    steps: 'pasos para resolverlo',
    paper: 'caminos y casillas escritos y probados',
    stretch: 'mayor tramo entre números dados',
    clues: 'números dados',
    cells: 'casillas',
    clueShare: 'proporción de casillas dadas',
  },
};
