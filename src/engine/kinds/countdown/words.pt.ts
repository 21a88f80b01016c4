import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Countdown in Portuguese (checked against the English in words.ts). The game is "Conta
 * Certa" (the exact sum); the number to reach is "o alvo". Every opening starts with its
 * method's name, so the key does not name it twice.
 */

/** The line's sum, and after it where it leaves the working (see `where` in words.ts). */
const sum = '{{a}} {{op}} {{b}} = {{result}}';
const plan =
  '{{#if plan}}{{#if aimGap}}{{target}} está {{aimGap}} {{#if aimOver}}abaixo{{else}}acima{{/if}} de {{aim}}{{#if parts}} = {{parts}}{{/if}}{{else}}{{target}} = {{parts}}{{/if}}' +
  '{{#if make}}; primeiro forme o {{make}}{{/if}}: {{/if}}';
const where =
  '{{#if last}}, que é o alvo{{else}}{{#if (eq kind "main")}}{{#if gap}}, {{gap}} {{#if over}}acima{{else}}abaixo{{/if}} do alvo {{target}}{{else}}, que já é o alvo{{/if}}{{/if}}' +
  '{{#if (eq kind "top")}}{{#if gap}}; {{#if over}}sobra{{else}}falta{{/if}}{{#unless (eq gap 1)}}m{{/unless}} {{gap}}{{else}}, que já é o alvo{{/if}}{{/if}}' +
  '{{#if (eq kind "factor")}}, um fator de {{of}}{{/if}}' +
  '{{#if (eq kind "adjust")}}, {{result}} para {{#if add}}somar{{else}}subtrair{{/if}}{{#if still}} no fim{{/if}}{{/if}}' +
  '{{#if use}}, para {{use.a}} {{use.op}} {{use.b}}{{/if}}{{/if}}.';
const line = (opening: string) => template(opening + plan + sum + where);

export const pt: typeof en = {
  title: 'Conta Certa',
  count: { 4: 'quatro', 5: 'cinco', 6: 'seis' },
  rules: template(
    'Chegue ao alvo com os {{count}} números e + − × ÷. Use cada número no máximo uma vez (não é preciso usar todos), e cada resultado pelo caminho tem de ser um número inteiro maior que zero.',
  ),
  instruction: template('Forme o número alvo com alguns dos {{count}} números, usando + − × ÷. Use cada número uma só vez.'),
  target: 'Alvo',
  step: template('{{a}} {{op}} {{b}} = {{result}}'),
  others: template('{{#if others}}{{#if plural}}e mais {{others}} maneiras{{else}}e mais uma maneira{{/if}}{{else}}a única maneira{{/if}}'),
  heading: template('Alvo {{target}} com {{numbers}}'),
  alt: template('Conta Certa: chegue a {{target}} com {{numbers}}.'),
  answerLine: template('{{expression}} = {{target}}'),
  altSolved: template('Conta Certa: chegue a {{target}} com {{numbers}}. Uma maneira: {{expression}}.'),
  ladder: {
    direct: {
      level: 1,
      title: 'caminho direto',
      what: 'Um só passo com duas cartas (100 + 75, 100 × 7), ou três cartas somadas e subtraídas (100 + 8 − 3).',
    },
    'add-up': {
      level: 2,
      title: 'somar e subtrair',
      what: 'Quatro cartas ou mais, somadas e subtraídas (75 + 9 + 7 + 5 + 5).',
    },
    'multiply-adjust': {
      level: 2,
      title: 'multiplicar e ajustar',
      what: 'Multiplique duas cartas para ficar perto do alvo e depois some ou subtraia cartas soltas até chegar (100 × 6 − 8 − 6 − 1).',
    },
    'build-factor': {
      level: 3,
      title: 'montar um fator',
      what: 'O número pelo qual se multiplica não é uma carta: monte-o antes com duas cartas, e depois multiplique e ajuste com cartas soltas ((5 + 2) × 75 − 6 − 1, 25 × 4 × 3).',
    },
    'build-adjust': {
      level: 3,
      title: 'montar o ajuste',
      what: 'Chegue perto do alvo com uma carta ou um produto, e monte a diferença multiplicando duas cartas (100 × 7 − 3 × 4, 100 + 25 × 3 + 2).',
    },
    'two-products': {
      level: 4,
      title: 'dois produtos',
      what: 'Dois ou mais produtos de duas cartas, somados ou subtraídos, em que o segundo não é só duas cartas pequenas multiplicadas (75 × 8 + 25 × 7).',
    },
    division: {
      level: 4,
      title: 'divisão',
      what: 'Uma divisão pelo caminho, que tem de dar exata ((100 ÷ 4 + 8) × 9).',
    },
    'long-way': {
      level: 4,
      title: 'caminho longo',
      what: 'Qualquer coisa mais complicada: um fator feito com três cartas ou mais, duas partes montadas, o produto de uma soma que tem outro produto dentro ((75 × 2 − 3) × 6 − 1).',
    },
  },
  steps: {
    direct: line('{{#if first}}{{#if last}}Caminho direto: {{else}}Caminho direto, com três cartas: {{/if}}{{/if}}'),
    'add-up': line('{{#if first}}Somar e subtrair: {{/if}}'),
    'multiply-adjust': line('{{#if first}}Multiplicar e ajustar: {{/if}}'),
    'build-factor': line('{{#if first}}Montar um fator: {{/if}}'),
    'build-adjust': line('{{#if first}}Montar o ajuste: {{/if}}'),
    'two-products': line('{{#if first}}Dois produtos: {{/if}}'),
    division: line('{{#if first}}Divisão: este caminho precisa de uma divisão. {{/if}}'),
    'long-way': line('{{#if first}}Caminho longo: {{/if}}'),
  },
  ruledOut: {
    direct: template('Caminho direto: não há caminho para {{target}}; nenhum par de cartas o dá num passo, nem três cartas somadas e subtraídas.'),
    'add-up': template('Somar e subtrair: não há caminho para {{target}}; nenhum grupo de quatro cartas ou mais, somadas e subtraídas, o dá.'),
    'multiply-adjust': template(
      'Multiplicar e ajustar: não há caminho para {{target}}; {{#if product}}o produto de duas cartas mais próximo, {{a}} × {{b}} = {{product}}, fica a {{gap}}, e {{/if}}nenhum produto de duas cartas ajustado com cartas soltas o dá.',
    ),
    'build-factor': template(
      'Montar um fator: não há caminho para {{target}}; nenhum fator montado com duas cartas, multiplicado por uma carta e ajustado com cartas soltas, o dá.',
    ),
    'build-adjust': template(
      'Montar o ajuste: não há caminho para {{target}}; nenhuma carta nem produto de duas cartas, ajustado com duas cartas multiplicadas, o dá.',
    ),
  },
  card: template('O alvo, {{target}}, é uma das cartas.'),
  hint: {
    mistake: template(
      'Com os números que você tem agora não dá para chegar a {{target}}: desfaça {{#each lines}}{{#if @first}}{{else}}{{#if @last}} e {{else}}, {{/if}}{{/if}}{{this}}{{/each}} (com Desfazer{{#if (gt count 1)}}, {{count}} vezes{{/if}}) e peça outra dica.',
    ),
    stuck: template('Com estas cartas não dá para chegar a {{target}} de maneira nenhuma.'),
  },
  refusal: {
    deal: template(
      '{{#if all}}{{cards}} cartas grandes{{else}}{{#if (eq large 0)}}{{cards}} cartas pequenas{{else}}{{cards}} cartas, {{#if (eq large -1)}}1 ou 2 delas grandes{{else}}{{#if (eq large 1)}}1 delas grande{{else}}{{large}} delas grandes{{/if}}{{/if}}{{/if}}{{/if}}',
    ),
    beyond: template('com {{deal}}, nenhuma maneira passa de {{most}}, que fica abaixo de todos os alvos de {{lowest}} a {{highest}}'),
    tooHigh: template(
      'com {{deal}}, os métodos da dificuldade {{band}} chegam no máximo a {{most}}, que fica abaixo de todos os alvos de {{lowest}} a {{highest}}',
    ),
    smallEasy: template(
      'sem nenhuma carta grande, nenhum alvo de {{lowest}} a {{highest}} está a um passo ou a três cartas, por isso a dificuldade easy precisa de uma carta grande',
    ),
    sentence: template(
      '{{why}}; peça {{#if band}}a dificuldade {{band}}{{#if harder}} ou uma mais difícil{{/if}}{{#if lower}}, ou alvos mais baixos{{/if}}{{else}}alvos mais baixos{{/if}}' +
        '{{#if more}}, ou mais cartas{{/if}}{{#if large}}, ou uma carta grande ou mais{{/if}}{{#if larger}}, ou mais cartas grandes{{/if}}',
    ),
  },
  measures: {
    level: 'nível, pelo método necessário (1 fácil … 4 especialista)',
    hardest: 'método necessário',
    uses: 'passos, por método: métodos mais fáceis descartados e linhas de cálculo',
    steps: 'passos: métodos mais fáceis descartados, depois linhas de cálculo',
    paper: 'combinações tentadas, mais ou menos, até achar um caminho (12 no máximo)',
    solutions: 'maneiras de chegar ao alvo',
    ways: 'maneiras com os métodos do seu nível ou mais fáceis',
    cards: 'números que o cálculo usa',
    near: 'distância do alvo ao produto de duas cartas mais próximo',
    stray: 'maior número pelo caminho, como múltiplo do alvo',
  },
};
