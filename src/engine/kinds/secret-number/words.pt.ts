import { joined, template } from '../../words.ts';
import type { en } from './words.ts';

/**
 * Secret Number in Portuguese (checked against the English in words.ts). A digit is
 * "algarismo", masculine: the ordinals agree ("o meu primeiro algarismo", "os meus dois
 * últimos algarismos"), and "de"/"em" contract with the article ("a soma dos meus…").
 */

/** Numbers joined "3, 4 ou 5" / "3, 4 e 5" (Portuguese changes neither word before a digit). */

/** What a step leaves, box by box: "o meu primeiro algarismo só pode ser 3 ou 4, e o meu último algarismo é 7". */
const leaves =
  '{{#each leaves}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}o meu {{place}} algarismo ' +
  '{{#if none}}fica sem nenhum algarismo possível{{else if placed}}é {{value}}{{else}}só pode ser ' +
  joined('digits', 'or') +
  '{{/if}}{{/each}}';

/** The digits a step rests on: "O meu primeiro algarismo é 4 e o meu segundo algarismo é 6". */
const known =
  '{{#each known}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}{{#if @first}}O{{else}}o{{/if}} meu {{place}} algarismo é {{value}}{{/each}}';

/** The digits a step crosses off: "com 1 ou 2 como primeiro algarismo, ou com 0 como último algarismo". */
const cases = '{{#each cases}}{{#unless @first}}, ou {{/unless}}com ' + joined('digits', 'or') + ' como {{place}} algarismo{{/each}}';

/** A range's cases with their bounds and why. */
const bounded =
  '{{#each cases}}{{#unless @first}}, ou {{/unless}}com ' + joined('digits', 'or') + 
  ' como {{place}} algarismo (' +
  '{{#each limits}}{{#unless @first}} e {{/unless}}o meu {{place}} algarismo é {{#unless fixed}}{{#if small}}no mínimo {{else}}no máximo {{/if}}{{/unless}}{{value}}{{/each}}' +
  '{{#if limits.length}}, o que dá {{/if}}{{#if small}}no mínimo{{else}}no máximo{{/if}} {{bound}}){{/each}}';

export const pt: typeof en = {
  title: 'Número Secreto',
  rules: template(
    'Estou pensando num número de {{digits}} algarismos (o primeiro não é 0). Todas as regras abaixo valem para ele, e só um número cumpre todas. ' +
      'A diferença entre dois algarismos é o maior menos o menor, e o 0 é par. ' +
      'Os múltiplos de 3 são 3, 6, 9 e assim por diante; nenhuma regra depende de o 0 contar ou não como um deles. ' +
      'Risque o que cada regra descarta e depois escreva o meu número nas casas.',
  ),
  instruction: template('Todas as regras valem para o meu número de {{digits}} algarismos. Descubra-o e escreva-o nas casas.'),
  ordinals: ['primeiro', 'segundo', 'terceiro', 'quarto', 'quinto'],
  counts: ['um', 'dois', 'três', 'quatro', 'cinco'],
  last: 'último',
  list: template('{{first}} e {{last}}'),
  // Sums, products and differences are always of two or more digits, a digit rule of one: the
  // subjects below put "o meu" or "os meus" (contracted after de) before these accordingly.
  places: template(
    '{{#if all}}algarismos{{else if one}}{{one}} algarismo{{else if first}}{{first}} primeiros algarismos{{else if last}}{{last}} últimos algarismos{{else}}{{list}} algarismos{{/if}}',
  ),
  subject: {
    digit: template('o meu {{places}}'),
    sum: template('a soma dos meus {{places}}'),
    product: template('o produto dos meus {{places}}'),
    difference: template('a diferença entre os meus {{places}}'),
    number: template('o meu número'),
  },
  comparison: {
    equals: template('é {{value}}'),
    'not-equals': template('não é {{value}}'),
    'less-than': template('é menor que {{value}}'),
    'greater-than': template('é maior que {{value}}'),
    'multiple-of': template('é múltiplo de {{value}}'),
    even: template('é par'),
    odd: template('é ímpar'),
  },
  plain: {
    zeroOrMultiple: template('é 0 ou múltiplo de {{value}}'),
    oneOf: template('é ' + joined('values', 'or')),
  },
  clause: template('{{subject}} {{comparison}}'),
  rule: template('{{clause}}.'),
  answerLabel: 'O meu número',
  answerLine: template('{{label}}: {{answer}}'),
  shrink: template('Números que restam, regra a regra: {{#each counts}}{{#unless @first}} › {{/unless}}{{this}}{{/each}}'),
  alt: template('Desafio do número secreto, de {{digits}} algarismos. Regras: {{rules}}'),
  altSolved: template('Número secreto {{number}}. Regras: {{rules}}'),
  altAnswer: template('O número secreto é {{number}}.'),
  ladder: {
    'read-off': {
      level: 1,
      title: 'ler um algarismo',
      what: 'Uma regra sobre um só algarismo (“o meu segundo algarismo é ímpar”): na casa desse algarismo, risque todos os que não a cumprem.',
    },
    'one-left': {
      level: 1,
      title: 'falta um algarismo',
      what: 'Uma soma, um produto ou uma diferença de algarismos que já são todos conhecidos menos um: calcule qual pode ser o que falta (“a soma dos meus dois primeiros algarismos é 9, e o primeiro é 4: o segundo é 5”).',
    },
    'pair-table': {
      level: 2,
      title: 'tabela de dois algarismos',
      what: 'Uma soma, um produto ou uma diferença com dois algarismos ainda por descobrir: teste cada algarismo possível de um com cada algarismo possível do outro, como numa tabelinha; o algarismo que não combina com nenhum é riscado.',
    },
    range: {
      level: 3,
      title: 'tamanho do número',
      what: 'Uma regra que compara o número inteiro (“menor que 560”): risca-se o algarismo com o qual o número seria grande demais mesmo sendo o menor possível, ou pequeno demais mesmo sendo o maior possível; serve sobretudo para os primeiros algarismos.',
    },
    divisibility: {
      level: 3,
      title: 'regra de divisibilidade',
      what: 'Uma regra que diz que o número é par, ímpar ou múltiplo de 3, 4, 5, 6, 9, 10 ou 12, e que se verifica pelo último algarismo (par, ímpar, 5, 10), pelos dois últimos algarismos (4) ou pela soma dos algarismos (3, 9); 6 e 12 pedem as duas coisas ao mesmo tempo.',
    },
    'many-digits': {
      level: 3,
      title: 'muitos algarismos de uma vez',
      what: 'Uma soma ou um produto de três ou mais algarismos ainda por descobrir: risca-se o algarismo com o qual nenhuma escolha dos outros, entre os ainda possíveis, cumpre a regra (numa soma, teste os outros no seu menor e no seu maior valor).',
    },
    'short-list': {
      level: 4,
      title: 'lista curta',
      what: 'Quando os algarismos ainda possíveis formam no máximo 8 números, escreva todos e confira-os com as regras; risque cada número que não cumpre alguma, anotando qual.',
    },
  },
  divisible: {
    even: 'um número é par quando o seu último algarismo é par',
    odd: 'um número é ímpar quando o seu último algarismo é ímpar',
    2: 'um número é múltiplo de 2 quando o seu último algarismo é par',
    5: 'um múltiplo de 5 termina em 0 ou em 5',
    10: 'um múltiplo de 10 termina em 0',
    3: 'um número é múltiplo de 3 quando a soma dos seus algarismos também é',
    9: 'um número é múltiplo de 9 quando a soma dos seus algarismos também é',
    4: 'um número é múltiplo de 4 quando os seus dois últimos algarismos formam um',
    6: 'um múltiplo de 6 é par, e a soma dos seus algarismos é múltiplo de 3',
    12: 'num múltiplo de 12, os dois últimos algarismos formam um múltiplo de 4 e a soma dos algarismos é múltiplo de 3',
  },
  steps: {
    'read-off': template(
      'A regra {{n}} diz que {{clause}}: {{#if given}}escreva {{value}} na casa do meu {{place}} algarismo.{{else}}risque nessa casa ' +
        '{{#each struck}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}o {{this}}{{/each}}' +
        ', então ' +
        leaves +
        '.{{/if}}',
    ),
    'one-left': template('A regra {{n}} diz que {{clause}}. ' + known + ', então ' + leaves + '.'),
    'pair-table': template(
      'A regra {{n}} diz que {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} Testando cada valor ainda possível do meu {{a}} algarismo com cada um dos do meu {{b}} algarismo, ' +
        '{{#if few}}{{#if (eq pairs.length 1)}}o único par que combina é {{else}}os únicos pares que combinam são {{/if}}' +
        '{{#each pairs}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}{{digit}} com {{partner}}{{/each}}' +
        '{{else}}nada combina ' +
        cases +
        '{{/if}}: então ' +
        leaves +
        '.',
    ),
    range: template(
      'A regra {{n}} diz que {{clause}}. ' +
        '{{#if (eq why "small")}}Mesmo sendo o menor possível, o meu número seria grande demais{{else if (eq why "large")}}Mesmo sendo o maior possível, o meu número seria pequeno demais{{else}}O meu número não poderia cumpri-la{{/if}} ' +
        '{{#if (eq why "other")}}' +
        cases +
        '{{else}}' +
        bounded +
        '{{/if}}' +
        ': então ' +
        leaves +
        '.',
    ),
    divisibility: template(
      'A regra {{n}} diz que {{clause}}, e {{why}}.{{#if cases.length}} Isso não é possível ' +
        cases +
        ', sejam quais forem os outros algarismos ainda possíveis.{{/if}} Então ' +
        leaves +
        '.',
    ),
    'many-digits': template(
      'A regra {{n}} diz que {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} Nenhuma escolha dos outros algarismos, entre os ainda possíveis, a cumpre ' +
        cases +
        ': então ' +
        leaves +
        '.',
    ),
    'short-list': template(
      '{{#if (eq count 1)}}Com os algarismos ainda possíveis só se pode formar um número: {{numbers.[0]}}.' +
        '{{else}}Com os algarismos ainda possíveis só se podem formar {{count}} números: ' +
        joined('numbers', 'and') +
        '.{{/if}} Conferindo com as regras, ' +
        '{{#each out}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}o {{number}} não cumpre a regra {{rule}}{{/each}}' +
        '{{#if (eq survivors.length 1)}}, e assim só resta o {{survivors.[0]}}: o meu número.' +
        '{{else if survivors.length}}, e assim restam ' +
        joined('survivors', 'and') +
        ': então ' +
        leaves +
        '.{{else}}, e assim não resta nenhum número.{{/if}}',
    ),
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}O{{else}}{{#if @last}} e o{{else}}, o{{/if}}{{/if}} {{v}} que você escreveu como o meu {{place}} algarismo{{/each}} não {{#if (eq wrong.length 1)}}está certo{{else}}estão certos{{/if}}: {{#if (eq wrong.length 1)}}apague-o{{else}}apague-os{{/if}} primeiro e peça outra dica.',
    ),
    reveal: template('Nenhum passo que eu conheça continua daqui, então aqui vai um algarismo da solução: o meu {{place}} algarismo é {{v}}.'),
  },
  measures: {
    level: 'nível, pelas técnicas necessárias (1 fácil … 4 especialista)',
    hardest: 'técnica mais difícil necessária',
    uses: 'técnicas usadas',
    steps: 'passos para resolver',
    paper: 'pares, números e algarismos escritos e testados',
    rules: 'regras',
    decoys: 'regras desnecessárias',
    terms: 'dados nas regras: posições, comparações e valores',
    listed: 'números escritos e conferidos à mão',
  },
};
