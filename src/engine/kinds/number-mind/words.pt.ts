import { joined, template } from '../../words.ts';
import type { en } from './words.ts';

/** Ordinals a place is named by ("a terceira posição"); past the tenth, Portuguese says "a posição 12". */
const ORDINALS = ['primeira', 'segunda', 'terceira', 'quarta', 'quinta', 'sexta', 'sétima', 'oitava', 'nona', 'décima'];

/**
 * A place (1-based number in `field`) as a sentence names it, after `article`: "a" alone,
 * or contracted with its preposition ("na" for em; "Na" opening a sentence): "na terceira posição", "na posição 12".
 */
const position = (field: string, article: 'a' | 'na' | 'Na' = 'a') =>
  `{{#if (lte ${field} ${ORDINALS.length})}}${article} ${ORDINALS.map((word, i) => `{{#if (eq ${field} ${i + 1})}}${word}{{/if}}`).join('')} posição{{else}}${article} posição {{${field}}}{{/if}}`;

/** A list of strings joined as Portuguese does: "a, b e c", "a, b ou c". */

/** "1 acerto", "3 acertos", from a number field. */
const hits = (field: string) => `{{${field}}} {{#if (eq ${field} 1)}}acerto{{else}}acertos{{/if}}`;

/** A guess as a sentence names it: "a tentativa 3 (40971)". */
const guessName = (field: string) => `a tentativa {{${field}.n}} ({{${field}.guess}})`;

/** How many right places a guess still needs: "mais 1 acerto", "2 acertos". */
const needs = (field: string) => `{{#if ${field}.known}}mais {{/if}}${hits(`${field}.need`)}`;

/** Either-or and one of three: the ways a guess has left, why all but one fail. */
const split = template(
  'A tentativa {{guess.n}} ({{guess.guess}}) ainda precisa de ' +
    needs('guess') +
    ', e restam {{cases.length}} possibilidades: ' +
    joined('cases', 'or') +
    '.{{#each fails}} Se fosse {{case}}, {{reason}}.{{/each}} Então é {{survivor}}: escreva-o e risque ' +
    joined('wrong', 'and') +
    '.',
);

/** Number Mind in Portuguese (checked against the English in words.ts); a guess is "uma tentativa". */
export const pt: typeof en = {
  title: 'Mente Numérica',
  rules: template(
    'Descubra o meu código secreto de {{length}} algarismos. Ao lado de cada tentativa está o número de acertos dela: quantos dos seus algarismos estão certos e na posição certa (mas não quais). Só um código combina com todas as tentativas; escreva-o na linha vazia.',
  ),
  instruction: template(
    'Descubra o meu código secreto de {{length}} algarismos. O número ao lado de cada tentativa diz quantos dos seus algarismos estão certos e no lugar certo.',
  ),
  score: template(hits('correct')),
  secret: 'Código',
  alt: template('Mente Numérica de {{length}} algarismos. Tentativas e acertos: {{guesses}}.'),
  altPairs: template('{{#each pairs}}{{#unless @first}}; {{/unless}}{{guess}}: {{correct}}{{/each}}'),
  altSolved: template('Mente Numérica: o código secreto e os acertos de cada tentativa.'),
  altAnswer: template('O código secreto é {{secret}}.'),
  ladder: {
    'zero-guess': {
      level: 1,
      title: 'tentativa sem acertos',
      what: 'Uma tentativa sem nenhum acerto: cada um dos seus algarismos está errado na posição em que está, então risque-o ali.',
    },
    'score-met': {
      level: 1,
      title: 'acertos completos',
      what: 'Uma tentativa cujos acertos já são todos conhecidos: os seus outros algarismos estão errados onde estão, então risque-os.',
    },
    'last-digit': {
      level: 1,
      title: 'último algarismo que sobra',
      what: 'Uma posição em que todos os algarismos menos um estão riscados: o que sobra vai ali.',
    },
    'all-needed': {
      level: 1,
      title: 'todos são necessários',
      what: 'Uma tentativa que ainda precisa de tantos acertos quantos algarismos não riscados lhe restam: todos esses algarismos são acertos.',
    },
    compare: {
      level: 2,
      title: 'comparar duas tentativas',
      what: 'Duas tentativas lado a lado: onde têm o mesmo algarismo, ele é acerto para as duas ou para nenhuma, e onde têm algarismos diferentes, no máximo um é acerto; conte os acertos que faltam a cada uma, e a única maneira de as duas os terem diz que algarismos estão certos e quais estão errados.',
    },
    'either-or': {
      level: 3,
      title: 'ou um ou outro',
      what: 'Uma tentativa a que falta um acerto e que só tem duas posições para ele: teste cada uma com as técnicas mais fáceis durante dois passos no máximo; quando uma leva a uma contradição, a outra é a certa.',
    },
    'one-of-three': {
      level: 4,
      title: 'um de três',
      what: 'Uma tentativa a que falta um acerto e que tem três posições para ele: teste cada uma com as técnicas mais fáceis durante dois passos no máximo; quando duas levam a uma contradição, a terceira é a certa.',
    },
  },
  at: template(`o {{digit}} ${position('place', 'na')}`),
  // Every sentence says places after "em" ("in places 2 and 4"), so they carry it: "nas posições 2 e 4".
  places: template(`{{#if (eq places.length 1)}}{{#each places}}${position('this', 'na')}{{/each}}{{else}}nas posições ${joined('places', 'and')}{{/if}}`),
  reason: template(
    '{{#if (eq after 0)}}de imediato {{else}}{{#if (eq after 1)}}segue-se mais um passo: {{else}}seguem-se mais {{after}} passos: {{/if}}' +
      '{{#each chain}}{{#unless @first}}, depois {{/unless}}{{this}}{{/each}}; então {{/if}}' +
      `{{#if (eq kind "empty")}}${position('place')} ficaria sem nenhum algarismo{{/if}}` +
      '{{#if (eq kind "over")}}' +
      guessName('guess') +
      ` teria ${hits('count')}, mas {{#if (eq guess.score 0)}}não tem nenhum{{else}}só tem ${hits('guess.score')}{{/if}}{{/if}}` +
      '{{#if (eq kind "short")}}' +
      guessName('guess') +
      ` {{#if (eq count 0)}}não poderia ter nenhum acerto{{else}}poderia ter no máximo ${hits('count')}{{/if}}, mas tem ${hits('guess.score')}{{/if}}` +
      '{{#if (eq kind "pair")}}' +
      guessName('guess') +
      ' e ' +
      guessName('other') +
      ' não poderiam ter as duas os seus acertos{{/if}}',
  ),
  link: {
    'zero-guess': template('risque ' + joined('struck', 'and') + ' (a tentativa {{guess.n}} não tem nenhum acerto)'),
    'score-met': template(
      'risque ' +
        joined('struck', 'and') +
        ' (a tentativa {{guess.n}} já tem {{#if (eq guess.score 1)}}o seu acerto{{else}}{{#if (eq guess.score 2)}}os seus dois acertos{{else}}os seus {{guess.score}} acertos{{/if}}{{/if}})',
    ),
    'last-digit': template(`o {{digit}} vai ${position('place', 'na')} (o último algarismo que resta ali)`),
    'all-needed': template(
      joined('open', 'and') +
        ' {{#if (eq open.length 1)}}é acerto (a tentativa {{guess.n}} precisa dele){{else}}são acertos (a tentativa {{guess.n}} precisa {{#if (eq open.length 2)}}dos dois{{else}}de todos{{/if}}){{/if}}',
    ),
    compare: template(
      'comparando as tentativas {{a.n}} e {{b.n}}, ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' {{#if (eq right.length 1)}}é acerto{{else}}são acertos{{/if}}{{#if wrong.length}} e {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' {{#if (eq wrong.length 1)}}está errado{{else}}estão errados{{/if}}{{/if}}',
    ),
  },

  steps: {
    'zero-guess': template(
      'A tentativa {{guess.n}} ({{guess.guess}}) não tem nenhum acerto, então cada um dos seus algarismos está errado onde está: risque ' +
        joined('struck', 'and') +
        '.',
    ),
    'score-met': template(
      `A tentativa {{guess.n}} ({{guess.guess}}) tem ${hits('guess.score')}, e ` +
        '{{#if (eq guess.score 1)}}ele já é conhecido{{else}}{{#if (eq guess.score 2)}}os dois já são conhecidos{{else}}os {{guess.score}} já são conhecidos{{/if}}{{/if}}: ' +
        joined('hits', 'and') +
        '. Os seus outros algarismos estão errados onde estão: risque ' +
        joined('struck', 'and') +
        '.',
    ),
    'last-digit': template(`${position('place', 'Na')} estão riscados todos os algarismos menos o {{digit}}, então o {{digit}} vai ali.`),
    'all-needed': template(
      `A tentativa {{guess.n}} ({{guess.guess}}) tem ${hits('guess.score')}` +
        '{{#if guess.known}}, {{#if (eq guess.known 1)}}1 já conhecido{{else}}{{guess.known}} já conhecidos{{/if}}, e ainda lhe {{#if (eq guess.need 1)}}falta 1{{else}}faltam {{guess.need}}{{/if}}{{/if}}; ' +
        '{{#if (eq open.length 1)}}o seu único algarismo que não está riscado onde está é {{#each open}}{{this}}{{/each}}, então é um acerto: escreva-o.' +
        '{{else}}os seus únicos algarismos que não estão riscados onde estão são ' +
        joined('open', 'and') +
        ', então {{#if (eq open.length 2)}}os dois{{else}}todos{{/if}} são acertos: escreva-os.{{/if}}',
    ),
    compare: template(
      'Compare ' +
        guessName('a') +
        ', que ainda precisa de ' +
        needs('a') +
        ', com ' +
        guessName('b') +
        ', que ainda precisa de ' +
        needs('b') +
        '.' +
        '{{#if same.length}} As duas têm ' +
        joined('same', 'and') +
        ', {{#if (eq same.length 1)}}que é acerto{{else}}que são acertos{{/if}} para as duas ou para nenhuma.{{/if}}' +
        '{{#if clash}} As duas têm algarismos diferentes {{clash}}, e no máximo um deles é acerto.{{/if}}' +
        '{{#if aOnly}} Só a tentativa {{a.n}} ainda pode ter acertos {{aOnly}}.{{/if}}' +
        '{{#if bOnly}} Só a tentativa {{b.n}} ainda pode ter acertos {{bOnly}}.{{/if}}' +
        ' A única maneira de as duas terem os seus acertos: ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' {{#if (eq right.length 1)}}é acerto{{else}}são acertos{{/if}}{{#if wrong.length}}, e {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' {{#if (eq wrong.length 1)}}está errado{{else}}estão errados{{/if}}{{/if}}.' +
        '{{#if right.length}} {{#if (eq right.length 1)}}Escreva-o{{else}}Escreva-os{{/if}}{{#if wrong.length}} e risque {{#if (eq wrong.length 1)}}o outro{{else}}os outros{{/if}}{{/if}}.{{else}} {{#if (eq wrong.length 1)}}Risque-o{{else}}Risque-os{{/if}}.{{/if}}',
    ),
    'either-or': split,
    'one-of-three': split,
  },
  hint: {
    mistake: template(
      `{{#each wrong}}{{#if @first}}O{{else}}{{#if @last}} e o{{else}}, o{{/if}}{{/if}} {{v}} ${position('place', 'na')}{{/each}} do seu código não {{#if (eq wrong.length 1)}}está certo: apague-o{{else}}estão certos: apague-os{{/if}} primeiro e peça outra dica.`,
    ),
    reveal: template(`Não conheço nenhum passo que continue daqui, então aqui vai um algarismo do código secreto: o {{v}} ${position('place', 'na')}.`),
  },
  measures: {
    level: 'nível, pelas técnicas necessárias (1 fácil … 4 especialista)',
    hardest: 'técnica mais difícil necessária',
    uses: 'técnicas usadas',
    steps: 'passos para resolver',
    paper: 'contagens listadas e casos testados com os seus passos',
    length: 'algarismos do código',
    guesses: 'tentativas dadas',
    zeros: 'tentativas sem nenhum acerto',
  },
};
