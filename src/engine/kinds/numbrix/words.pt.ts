import { template } from '../../words.ts';
import type { en } from './words.ts';

/** Numbrix in Portuguese (checked against the English in words.ts). */
export const pt: typeof en = {
  title: 'Numbrix',
  rules: template(
    'Escreva um número em cada casa vazia de modo que a grade tenha cada número de 1 a {{last}} uma única vez, e que cada número encoste no seguinte por cima, por baixo, pela esquerda ou pela direita (nunca na diagonal). Os números já impressos mostram por onde passa o caminho.',
  ),
  instruction: template(
    'Escreva os números de 1 a {{last}} nas casas para formar um caminho: cada número encosta no seguinte por cima, por baixo, pela esquerda ou pela direita.',
  ),
  alt: template('Grade de Numbrix de {{width}} por {{height}} com {{clues}} números dados; complete de 1 a {{last}}.'),
  altSolved: template('Numbrix de {{width}} por {{height}}, resolvido: os números de 1 a {{last}} num caminho.'),
  ladder: {
    bridge: { level: 1, title: 'ponte', what: 'Dois números que diferem em dois (7 e 9) com uma só casa livre encostada nos dois: o número do meio vai ali.' },
    'single-exit': {
      level: 1,
      title: 'saída única',
      what: 'Um número a que ainda falta o vizinho da sequência e que só tem uma casa livre ao lado: o vizinho vai ali.',
    },
    corridor: {
      level: 2,
      forced: true,
      title: 'caminho único',
      what: 'Dois números a pouca distância com um só caminho do tamanho certo entre eles (um corredor, ou um canto do tamanho exato): o caminho é certo.',
    },
    'two-step': {
      level: 2,
      title: 'vão de duas casas',
      what: 'Dois números que diferem em três (7 e 10): liste os caminhos de duas casas entre eles; uma casa por onde todos passam é preenchida.',
    },
    'dead-end': {
      level: 2,
      title: 'beco sem saída',
      what: 'Uma casa vazia com uma só entrada só pode ser uma ponta do caminho: o 1 ou o último número.',
    },
    parity: {
      level: 2,
      title: 'cores do tabuleiro',
      what: 'Pinte a grade como um tabuleiro de xadrez: números seguidos mudam de cor, por isso os pares ficam numa cor e os ímpares na outra. Isso decide qual ponta do caminho cabe num beco sem saída.',
    },
    fence: {
      level: 3,
      title: 'alcance',
      what: 'Um número que falta só pode ficar ao alcance dos números já postos antes e depois dele (o 12 fica no máximo a 3 passos do 9), numa casa da sua cor no tabuleiro: quando sobra uma só casa assim, ele vai ali.',
    },
    'only-number': {
      level: 3,
      title: 'único número que chega',
      what: 'Uma casa vazia que está ao alcance de um só dos números que faltam fica com esse número.',
    },
    routes: {
      level: 4,
      title: 'lista de caminhos',
      what: 'Para um vão curto, escreva todos os caminhos do tamanho certo (no máximo uma dúzia), tirando os que fecham um canto que nenhum número consegue preencher: uma casa em que todos os que sobram concordam é certa.',
    },
  },
  cell: template('linha {{row}}, coluna {{col}}'),
  steps: {
    bridge: template('O {{v}} vai na {{cell}}: é a única casa livre encostada no {{prev}} e no {{next}}.'),
    'single-exit': template('O {{u}} só tem uma casa livre ao lado, na {{cell}}, então o {{v}} vai ali.'),
    'two-step': template(
      'Todos os caminhos de duas casas do {{a}} ao {{b}} passam pela casa da {{cell}}, então o {{v}} vai ali.',
    ),
    'dead-end': template('A casa da {{cell}} só tem uma entrada, então é uma ponta do caminho: o {{v}}.'),
    parity: template(
      'A casa da {{cell}} só tem uma entrada, então leva o 1 ou o {{last}}; no tabuleiro ela tem a cor do {{v}}, então o {{v}} vai ali.',
    ),
    fence: template(
      'O {{v}} tem de ficar{{#if (gt lo 0)}} a {{up}} passo{{#unless (eq up 1)}}s{{/unless}} ou menos do {{lo}}{{/if}}{{#if (gt lo 0)}}{{#if (lte hi last)}} e{{/if}}{{/if}}{{#if (lte hi last)}} a {{down}} passo{{#unless (eq down 1)}}s{{/unless}} ou menos do {{hi}}{{/if}}, numa casa da sua cor no tabuleiro: a única casa assim é a da {{cell}}{{#each wide}}{{#if @first}} ({{else}}; {{/if}}{{#if cut}}a casa da {{cell}} fica isolada do {{from}} pelos números já colocados{{else}}a casa da {{cell}} fica a {{steps}} passos do {{from}}, contornando os números já colocados{{/if}}{{#if @last}}){{/if}}{{/each}}.',
    ),
    'only-number': template(
      'Nenhum número que falta, a não ser o {{v}}, consegue chegar a tempo à casa da {{cell}}: ela fica a {{#if (gt lo 0)}}{{up}} passo{{#unless (eq up 1)}}s{{/unless}} do {{lo}}{{#if (lte hi last)}} e a {{down}} passo{{#unless (eq down 1)}}s{{/unless}} do {{hi}}{{/if}}{{else}}{{down}} passo{{#unless (eq down 1)}}s{{/unless}} do {{hi}}{{/if}}{{#if around}}, contornando os números já colocados{{/if}}, e {{#if (gt lo 0)}}{{#if (lte hi last)}}só o {{v}} vem pelo menos {{up}} depois do {{lo}} e {{down}} antes do {{hi}}{{else}}o {{v}} é o único número que falta da sua cor no tabuleiro que vem pelo menos {{up}} depois do {{lo}}{{/if}}{{else}}o {{v}} é o único número que falta da sua cor no tabuleiro que vem pelo menos {{down}} antes do {{hi}}{{/if}}{{#each others}}; {{#if (eq first last)}}o {{first}} fica longe demais{{else}}do {{first}} ao {{last}} ficam longe demais{{/if}}: contornando os números já colocados, a casa fica {{#each ends}}{{#unless @first}} e {{/unless}}{{#if cut}}isolada do {{from}}{{else}}a {{steps}} passo{{#unless (eq steps 1)}}s{{/unless}} do {{from}}{{/if}}{{/each}}{{/each}}. Então o {{v}} vai ali.',
    ),
    corridor: template(
      'Só um caminho do tamanho certo vai do {{lo}} ao {{hi}}, e ele põe o {{v}} na {{cell}}.',
    ),
    routes: template(
      '{{count}} caminhos do tamanho certo vão do {{lo}} ao {{hi}}. A partir do {{lo}}: {{#each routes}}{{#unless @first}}; {{/unless}}{{moves}} ({{#if pocket}}fecha {{pocket}}{{else}}não fecha nada{{/if}}){{/each}}. {{#if (gt count kept)}}{{#if (eq kept 1)}}Só um não fecha{{else}}{{kept}} não fecham{{/if}} nenhum canto vazio, e {{#if (eq kept 1)}}ele põe{{else}}{{#if (eq kept 2)}}os dois põem{{else}}os {{kept}} põem{{/if}}{{/if}}{{else}}{{#if (eq kept 2)}}Os dois põem{{else}}Os {{kept}} põem{{/if}}{{/if}} o {{v}} na {{cell}}.',
    ),
  },
  route: {
    pocket: template(
      '{{#if (eq size 1)}}a casa da {{cells.[0]}}{{else}}{{#if (eq size 2)}}as casas da {{#each cells}}{{#unless @first}}{{#if @last}} e da {{else}}; da {{/if}}{{/unless}}{{this}}{{/each}}{{else}}um canto de {{size}} casas, entre elas a da {{cells.[0]}}{{/if}}{{/if}}',
    ),
    moves: { up: 'cima', down: 'baixo', left: 'esquerda', right: 'direita' },
    run: template('{{dir}}{{#if (gt n 1)}} {{n}}{{/if}}'),
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}O{{else}}{{#if @last}} e o{{else}}, o{{/if}}{{/if}} {{v}} da {{cell}}{{/each}} não {{#if (eq wrong.length 1)}}está{{else}}estão{{/if}} onde passa o caminho: {{#if (eq wrong.length 1)}}tire-o{{else}}tire-os{{/if}} primeiro.',
    ),
    reveal: template('Nenhum passo que eu conheça continua daqui, então aqui vai uma casa da solução: o {{v}} vai na {{cell}}.'),
  },
  measures: {
    level: 'nível, pelas técnicas necessárias (1 fácil … 4 especialista)',
    hardest: 'técnica mais difícil necessária',
    uses: 'técnicas usadas',
    steps: 'passos para resolver',
    paper: 'caminhos e casas escritos e testados',
    stretch: 'maior trecho entre números dados',
    clues: 'números dados',
    cells: 'casas',
    clueShare: 'parte das casas dadas',
  },
};
