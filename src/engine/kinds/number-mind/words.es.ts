import { joined, template } from '../../words.ts';
import type { en } from './words.ts';

/** Ordinals a place is named by ("la tercera posición"); past the tenth, Spanish says "la posición 12". */
const ORDINALS = ['primera', 'segunda', 'tercera', 'cuarta', 'quinta', 'sexta', 'séptima', 'octava', 'novena', 'décima'];

/** A place (1-based number in `field`) as a sentence names it: "la tercera posición", "la posición 12". */
const position = (field: string) =>
  `{{#if (lte ${field} ${ORDINALS.length})}}la ${ORDINALS.map((word, i) => `{{#if (eq ${field} ${i + 1})}}${word}{{/if}}`).join('')} posición{{else}}la posición {{${field}}}{{/if}}`;

/** "1 acierto", "3 aciertos", from a number field. */
const hits = (field: string) => `{{${field}}} {{#if (eq ${field} 1)}}acierto{{else}}aciertos{{/if}}`;

/** A guess as a sentence names it: "el intento 3 (40971)". */
const guessName = (field: string) => `el intento {{${field}.n}} ({{${field}.guess}})`;

/** How many right places a guess still needs: "1 acierto más", "2 aciertos". */
const needs = (field: string) => `${hits(`${field}.need`)}{{#if ${field}.known}} más{{/if}}`;

/** Either-or and one of three: the ways a guess has left, why all but one fail. */
const split = template(
  'El intento {{guess.n}} ({{guess.guess}}) aún necesita ' +
    needs('guess') +
    ', y le quedan {{cases.length}} posibilidades: ' +
    joined('cases', 'or') +
    '.{{#each fails}} Si fuera {{case}}, {{reason}}.{{/each}} Así que es {{survivor}}: escríbelo y tacha ' +
    joined('wrong', 'and') +
    '.',
);

/** Number Mind in Spanish (checked against the English in words.ts). */
export const es: typeof en = {
  title: 'Mente numérica',
  rules: template(
    'Descubre mi código secreto de {{length}} cifras. Junto a cada intento se indica cuántos aciertos tiene: cuántas de sus cifras son la cifra correcta en la posición correcta (pero no cuáles). Solo un código encaja con todos los intentos; escríbelo en la fila vacía.',
  ),
  instruction: template(
    'Descubre mi código secreto de {{length}} cifras. El número al lado de cada intento dice cuántas de sus cifras están bien y en su sitio.',
  ),
  score: template(hits('correct')),
  secret: 'Código',
  alt: template('Mente numérica de {{length}} cifras. Intentos y aciertos: {{guesses}}.'),
  altPairs: template('{{#each pairs}}{{#unless @first}}; {{/unless}}{{guess}}: {{correct}}{{/each}}'),
  altSolved: template('Mente numérica: el código secreto y los aciertos de cada intento.'),
  altAnswer: template('El código secreto es {{secret}}.'),
  ladder: {
    'zero-guess': {
      level: 1,
      title: 'intento sin aciertos',
      what: 'Un intento sin ningún acierto: cada una de sus cifras está mal en la posición en que está, así que táchala ahí.',
    },
    'score-met': {
      level: 1,
      title: 'aciertos completos',
      what: 'Un intento cuyos aciertos ya se conocen todos: sus demás cifras están mal donde están, así que táchalas.',
    },
    'last-digit': {
      level: 1,
      title: 'última cifra que queda',
      what: 'Una posición en la que todas las cifras menos una están tachadas: la que queda va ahí.',
    },
    'all-needed': {
      level: 1,
      title: 'todas hacen falta',
      what: 'Un intento al que aún le faltan tantos aciertos como cifras sin tachar le quedan: todas esas cifras son aciertos.',
    },
    compare: {
      level: 2,
      title: 'comparar dos intentos',
      what: 'Dos intentos uno al lado del otro: donde tienen la misma cifra, es acierto para los dos o para ninguno, y donde tienen cifras distintas, como mucho una es acierto; cuenta los aciertos que le faltan a cada uno, y la única forma de que los dos los tengan dice qué cifras están bien y cuáles mal.',
    },
    'either-or': {
      level: 3,
      title: 'o una u otra',
      what: 'Un intento al que le falta un acierto y solo le quedan dos posiciones para él: prueba cada una con las técnicas más fáciles durante dos pasos como mucho; cuando una lleva a una contradicción, la otra es la buena.',
    },
    'one-of-three': {
      level: 4,
      title: 'una de tres',
      what: 'Un intento al que le falta un acierto y le quedan tres posiciones para él: prueba cada una con las técnicas más fáciles durante dos pasos como mucho; cuando dos llevan a una contradicción, la tercera es la buena.',
    },
  },
  at: template(`el {{digit}} en ${position('place')}`),
  places: template(`{{#if (eq places.length 1)}}{{#each places}}${position('this')}{{/each}}{{else}}las posiciones ${joined('places', 'and')}{{/if}}`),
  reason: template(
    '{{#if (eq after 0)}}enseguida {{else}}{{#if (eq after 1)}}sigue un paso más: {{else}}siguen {{after}} pasos más: {{/if}}' +
      '{{#each chain}}{{#unless @first}}, luego {{/unless}}{{this}}{{/each}}; entonces {{/if}}' +
      `{{#if (eq kind "empty")}}${position('place')} se quedaría sin ninguna cifra{{/if}}` +
      '{{#if (eq kind "over")}}' +
      guessName('guess') +
      ` tendría ${hits('count')}, pero {{#if (eq guess.score 0)}}no tiene ninguno{{else}}solo tiene ${hits('guess.score')}{{/if}}{{/if}}` +
      '{{#if (eq kind "short")}}' +
      guessName('guess') +
      ` {{#if (eq count 0)}}no podría tener ningún acierto{{else}}podría tener como mucho ${hits('count')}{{/if}}, pero tiene ${hits('guess.score')}{{/if}}` +
      '{{#if (eq kind "pair")}}' +
      guessName('guess') +
      ' y ' +
      guessName('other') +
      ' no podrían tener los dos sus aciertos{{/if}}',
  ),
  link: {
    'zero-guess': template('tacha ' + joined('struck', 'and') + ' (el intento {{guess.n}} no tiene ningún acierto)'),
    'score-met': template(
      'tacha ' +
        joined('struck', 'and') +
        ' (el intento {{guess.n}} ya tiene {{#if (eq guess.score 1)}}su acierto{{else}}{{#if (eq guess.score 2)}}sus dos aciertos{{else}}sus {{guess.score}} aciertos{{/if}}{{/if}})',
    ),
    'last-digit': template(`el {{digit}} va en ${position('place')} (la última cifra que queda ahí)`),
    'all-needed': template(
      joined('open', 'and') +
        ' {{#if (eq open.length 1)}}es acierto (el intento {{guess.n}} lo necesita){{else}}son aciertos (el intento {{guess.n}} necesita {{#if (eq open.length 2)}}los dos{{else}}todos{{/if}}){{/if}}',
    ),
    compare: template(
      'comparando los intentos {{a.n}} y {{b.n}}, ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' {{#if (eq right.length 1)}}es acierto{{else}}son aciertos{{/if}}{{#if wrong.length}} y {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' {{#if (eq wrong.length 1)}}está mal{{else}}están mal{{/if}}{{/if}}',
    ),
  },

  steps: {
    'zero-guess': template(
      'El intento {{guess.n}} ({{guess.guess}}) no tiene ningún acierto, así que cada una de sus cifras está mal donde está: tacha ' +
        joined('struck', 'and') +
        '.',
    ),
    'score-met': template(
      `El intento {{guess.n}} ({{guess.guess}}) tiene ${hits('guess.score')}, y ` +
        '{{#if (eq guess.score 1)}}ya se conoce{{else}}{{#if (eq guess.score 2)}}ya se conocen los dos{{else}}ya se conocen los {{guess.score}}{{/if}}{{/if}}: ' +
        joined('hits', 'and') +
        '. Sus demás cifras están mal donde están: tacha ' +
        joined('struck', 'and') +
        '.',
    ),
    'last-digit': template(`En ${position('place')} están tachadas todas las cifras menos el {{digit}}, así que el {{digit}} va ahí.`),
    'all-needed': template(
      `El intento {{guess.n}} ({{guess.guess}}) tiene ${hits('guess.score')}` +
        '{{#if guess.known}}, {{#if (eq guess.known 1)}}1 ya conocido{{else}}{{guess.known}} ya conocidos{{/if}}, y aún le {{#if (eq guess.need 1)}}falta 1{{else}}faltan {{guess.need}}{{/if}}{{/if}}; ' +
        '{{#if (eq open.length 1)}}su única cifra que no está tachada donde está es {{#each open}}{{this}}{{/each}}, así que es un acierto: escríbelo.' +
        '{{else}}sus únicas cifras que no están tachadas donde están son ' +
        joined('open', 'and') +
        ', así que {{#if (eq open.length 2)}}las dos{{else}}todas{{/if}} son aciertos: escríbelas.{{/if}}',
    ),
    compare: template(
      'Compara ' +
        guessName('a') +
        ', que aún necesita ' +
        needs('a') +
        ', con ' +
        guessName('b') +
        ', que aún necesita ' +
        needs('b') +
        '.' +
        '{{#if same.length}} Los dos tienen ' +
        joined('same', 'and') +
        ', {{#if (eq same.length 1)}}que es acierto{{else}}que son aciertos{{/if}} para los dos o para ninguno.{{/if}}' +
        '{{#if clash}} En {{clash}} tienen cifras distintas, y como mucho una de ellas es acierto.{{/if}}' +
        '{{#if aOnly}} Solo el intento {{a.n}} puede tener aún aciertos en {{aOnly}}.{{/if}}' +
        '{{#if bOnly}} Solo el intento {{b.n}} puede tener aún aciertos en {{bOnly}}.{{/if}}' +
        ' La única forma de que los dos tengan sus aciertos: ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' {{#if (eq right.length 1)}}es acierto{{else}}son aciertos{{/if}}{{#if wrong.length}}, y {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' {{#if (eq wrong.length 1)}}está mal{{else}}están mal{{/if}}{{/if}}.' +
        '{{#if right.length}} {{#if (eq right.length 1)}}Escríbelo{{else}}Escríbelos{{/if}}{{#if wrong.length}} y tacha los demás{{/if}}.{{else}} {{#if (eq wrong.length 1)}}Táchalo{{else}}Táchalos{{/if}}.{{/if}}',
    ),
    'either-or': split,
    'one-of-three': split,
  },
  hint: {
    mistake: template(
      `{{#each wrong}}{{#if @first}}El{{else}}{{#if @last}} y el{{else}}, el{{/if}}{{/if}} {{v}} en ${position('place')}{{/each}} de tu código no {{#if (eq wrong.length 1)}}está bien: bórralo{{else}}están bien: bórralos{{/if}} primero y vuelve a pedir una pista.`,
    ),
    reveal: template(`No conozco ningún paso que siga desde aquí, así que te doy una cifra del código secreto: el {{v}} en ${position('place')}.`),
  },
  measures: {
    level: 'nivel, según las técnicas necesarias (1 fácil … 4 experto)',
    hardest: 'técnica más difícil necesaria',
    uses: 'técnicas usadas',
    steps: 'pasos para resolverlo',
    paper: 'recuentos anotados y casos probados con sus pasos',
    length: 'cifras del código',
    guesses: 'intentos dados',
    zeros: 'intentos sin ningún acierto',
  },
};
