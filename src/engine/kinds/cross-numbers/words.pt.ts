import { template } from '../../words.ts';
import type { en } from './words.ts';

/** Digits of `field` joined "3, 5 ou 7". */
const either = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} ou {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Digits of `field` each with its article, as Portuguese names a number: "o 3, o 5 ou o 7". */
const eitherThe = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} ou {{else}}, {{/if}}{{/unless}}o {{this}}{{/each}}`;

/** Boxes of `field` (each "linha 1, coluna 2"), named as the blanks they are: "a da …, a da … e a da …". */
const boxes = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}a da {{this}}{{/each}}`;

/** The same after "em", which Portuguese contracts with the article: "na …, na … e na …". */
const inBoxes = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}na {{this}}{{/each}}`;

/** Fillings of a line's empty boxes, each as "(3, 4)". */
const fillings = '{{#each fillings}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}({{#each this}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}){{/each}}';

/** What a step leaves: boxes narrowed, and digits that go in. */
const leaves =
  '{{#each narrowed}}{{#unless @first}}; {{/unless}}a casa da {{cell}} só pode ter ' +
  either('digits') +
  '{{/each}}{{#if narrowed.length}}{{#if placed.length}}; {{/if}}{{/if}}{{#each placed}}{{#unless @first}}; {{/unless}}o {{value}} vai na {{cell}}{{/each}}';

/** After a level-3 step: the digits it leaves alone in a box go in. */
const thenPlaced = '{{#each placed}} Isso deixa o {{value}} na {{cell}}.{{/each}}';

/** Each case of a level-3 step (in `field`): "com 2 ou 4 na linha 1, coluna 2, ou com 9 na linha 3, coluna 2". */
const withCases = (field: string) => `{{#each ${field}}}{{#unless @first}}, ou {{/unless}}com ${either('digits')} na {{cell}}{{/each}}`;

/** Cross Numbers in Portuguese (checked against the English in words.ts); an empty box is "uma lacuna". */

/** Before a list: the fillings that make the total but are struck, each with its reason, or, past a few, how they group. */
const struckSaid = (noun: string) =>
  `{{#if struck.length}}Dos ${noun} que dão {{total}}, ` +
  '{{#each struck}}{{#unless @first}}; {{/unless}}({{#each filling}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}) precisa do {{digit}} na {{cell}}, ' +
  '{{#if grid}}que já está na grade{{else}}{{#if where}}que já está na {{where}}{{else}}que ali já não é possível{{/if}}{{/if}}{{/each}}. {{/if}}' +
  `{{#if others.length}}Dos ${noun} que dão {{total}}, ` +
  '{{#each others}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}{{#if (eq count 1)}}um{{else}}os {{count}}{{/if}} com ' +
  either('digits') +
  ' na {{cell}}{{/each}} ficam de fora: esses algarismos ali já não são possíveis. {{/if}}';

/** The fillings a step keeps, after those it struck. */
const leftOver = '{{#if (eq count 1)}}Resta só ' + fillings + '{{else}}Restam ' + fillings + '{{/if}}';

/** "Risque esse algarismo." after one digit crossed off in all (`one`). */
const crossOff = '{{#if one}}Risque esse algarismo.{{else}}Risque esses algarismos.{{/if}}';

export const pt: typeof en = {
  title: 'Números Cruzados',
  rules: template(
    'Escreva um algarismo em cada casa vazia de modo que cada linha, lida da esquerda para a direita, e cada coluna, lida de cima para baixo, dê o resultado que está no fim dela. Só há uma maneira de completar.',
  ),
  instruction: template('Escreva um algarismo em cada casa vazia para que todas as linhas e todas as colunas deem o seu resultado.'),
  order: {
    precedence: template(
      '{{#if mixes}}× e ÷ antes de + e −{{#if divides}}; todas as divisões são exatas{{/if}}.{{else}}{{#if divides}}Todas as divisões são exatas.{{/if}}{{/if}}',
    ),
    'left-to-right': template(
      '{{#if mixes}}Calcule sempre da esquerda para a direita, e de cima para baixo{{#if divides}}; todas as divisões são exatas{{/if}}.{{else}}{{#if divides}}Todas as divisões são exatas.{{/if}}{{/if}}',
    ),
  },
  grid: template(
    '{{#if (eq distinct "rows")}}Nenhum algarismo se repete numa linha. {{/if}}{{#if (eq distinct "lines")}}Nenhum algarismo se repete numa linha nem numa coluna. {{/if}}{{#if (eq distinct "grid")}}Nenhum algarismo se repete na grade. {{/if}}Algarismos de {{low}} a {{high}}.{{#if based}} Números na base {{base}}.{{/if}}',
  ),
  alt: template(
    'Números Cruzados de {{rows}} por {{cols}} com {{blanks}} {{#if (eq blanks 1)}}algarismo{{else}}algarismos{{/if}} para escrever. {{rules}}',
  ),
  altSolved: template('Números Cruzados de {{rows}} por {{cols}}, com todas as casas preenchidas.'),
  ladder: {
    'one-blank': {
      level: 1,
      title: 'uma lacuna',
      what: 'Uma linha ou coluna com uma só lacuna (uma casa vazia): calcule o resto da conta, e o resultado diz que algarismo vai na lacuna.',
    },
    'no-repeats': {
      level: 1,
      title: 'sem repetir',
      what: 'Se nenhum algarismo pode aparecer duas vezes, um algarismo já escrito é riscado das outras casas da sua linha, da sua coluna ou da grade inteira, conforme diz a regra.',
    },
    'two-blanks': {
      level: 2,
      title: 'duas lacunas',
      what: 'Uma linha ou coluna com duas lacunas: liste os pares de algarismos ainda possíveis ali que dão o resultado (se forem doze ou menos); um algarismo que não está em nenhum par é riscado.',
    },
    crossing: {
      level: 2,
      title: 'cruzamento',
      what: 'Uma casa em que a linha aceita uns algarismos e a coluna outros: quando só um algarismo serve para as duas, ele vai ali.',
    },
    bounds: {
      level: 3,
      title: 'limites',
      what: 'Uma linha ou coluna com três lacunas ou mais: ponha um algarismo numa delas e, nas outras, os menores e os maiores possíveis; se assim a conta não consegue chegar ao resultado, ou passa sempre dele, esse algarismo é riscado.',
    },
    parity: {
      level: 3,
      title: 'par ou ímpar',
      what: 'Uma linha ou coluna só com +, − e × dá par ou ímpar tal como o seu resultado: um algarismo com o qual ela só poderia dar o contrário, não importa o que se ponha no resto, é riscado.',
    },
    'last-digit': {
      level: 3,
      title: 'último algarismo',
      what: 'A conta de uma linha ou coluna só com +, − e × tem de terminar no mesmo algarismo que o seu resultado: um algarismo com o qual nenhuma maneira de preencher o resto termina assim é riscado.',
    },
    divisibility: {
      level: 3,
      title: 'divisão exata',
      what: 'Cada ÷ tem de dar uma divisão exata: um algarismo com o qual o que vem antes de um ÷ não se divide exatamente pelo que vem depois, não importa o que se ponha nessas casas, é riscado.',
    },
    listing: {
      level: 4,
      title: 'lista completa',
      what: 'Uma linha ou coluna com três lacunas: escreva todas as maneiras de preenchê-las com os algarismos ainda possíveis que dão o resultado (se forem doze ou menos); um algarismo que não aparece em nenhuma é riscado.',
    },
  },
  cell: template('linha {{row}}, coluna {{col}}'),
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}O{{else}}{{#if @last}} e o{{else}}, o{{/if}}{{/if}} {{v}} da {{cell}}{{/each}} não {{#if (eq wrong.length 1)}}está certo: apague-o{{else}}estão certos: apague-os{{/if}} primeiro e peça outra dica.',
    ),
    reveal: template('Não conheço nenhum passo que continue daqui, então aqui vai uma casa da solução: o {{v}} vai na {{cell}}.'),
  },
  line: template('{{#if row}}linha{{else}}coluna{{/if}} {{n}}'),
  again: template(
    '{{#if (eq done "both")}}Com esses algarismos riscados e escritos{{else}}{{#if one}}Com esse algarismo {{#if (eq done "struck")}}riscado{{else}}escrito{{/if}}{{else}}Com esses algarismos {{#if (eq done "struck")}}riscados{{else}}escritos{{/if}}{{/if}}{{/if}}, olhe de novo para a {{line}}.',
  ),
  steps: {
    'one-blank': template(
      'A única lacuna da {{line}} está na {{cell}}: ' +
        '{{#if (eq count 1)}}só o {{#each digits}}{{this}}{{/each}} dá {{total}}, então ele vai ali.' +
        '{{else}}{{#if (eq count 0)}}nenhum algarismo dá {{total}} ali.{{else}}só ' +
        eitherThe('digits') +
        ' dão {{total}} ali.{{/if}}{{/if}}',
    ),
    'no-repeats': template(
      'O {{value}} da {{cell}} não pode se repetir ' +
        '{{#if (eq distinct "grid")}}na grade{{else}}na {{row}}{{#if (eq distinct "lines")}} nem na {{col}}{{/if}}{{/if}}: risque-o ' +
        inBoxes('cells') +
        '.{{#each placed}} Isso deixa só o {{value}} na {{cell}}.{{/each}}',
    ),
    'two-blanks': template(
      'Na {{line}} há duas lacunas, ' +
        boxes('cells') +
        '. ' +
        struckSaid('pares') +
        '{{#if (eq count 0)}}Nenhum par de algarismos ainda possíveis ali dá {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}O único par de algarismos ainda possíveis ali que dá {{total}} é ' +
        fillings +
        '{{else}}Os pares de algarismos ainda possíveis ali que dão {{total}}, nessa ordem, são ' +
        fillings +
        '{{/if}}{{else}}Há {{count}} pares de algarismos ainda possíveis ali que dão {{total}}{{/if}}{{/if}}: então ' +
        leaves +
        '.{{/if}}',
    ),
    crossing: template(
      'Na {{cell}}, a {{line}} só aceita ' +
        either('lineDigits') +
        ', e a {{other}} já só tinha deixado ' +
        either('otherDigits') +
        ': só o {{value}} serve para as duas, então ele vai ali.',
    ),
    bounds: template(
      'O resultado da {{line}} é {{total}}. Por menores ou maiores que sejam os algarismos das suas outras lacunas, ' +
        '{{#if short.length}}a conta não chega ao resultado ' +
        withCases('short') +
        '{{/if}}{{#if short.length}}{{#if past.length}}; e {{/if}}{{/if}}' +
        '{{#if past.length}}{{#unless short.length}}a conta {{/unless}}passa do resultado ' +
        withCases('past') +
        '{{/if}}. ' +
        crossOff +
        thenPlaced,
    ),
    parity: template(
      'O resultado da {{line}} é {{total}}, que é {{#if odd}}ímpar{{else}}par{{/if}}; mas ' +
        withCases('cases') +
        ', a conta dá um resultado {{#if odd}}par{{else}}ímpar{{/if}}, não importa o que se ponha nas outras lacunas. ' +
        crossOff +
        thenPlaced,
    ),
    'last-digit': template(
      'O resultado da {{line}} é {{total}}{{#if based}} (na base {{base}}){{/if}}, que termina em {{digit}}; mas ' +
        withCases('cases') +
        ', a conta nunca pode terminar em {{digit}}, não importa o que se ponha nas outras lacunas. ' +
        crossOff +
        thenPlaced,
    ),
    divisibility: template(
      'Cada ÷ da {{line}} tem de dar uma divisão exata, e isso não acontece ' +
        withCases('cases') +
        ', não importa o que se ponha nas casas ao redor. ' +
        crossOff +
        thenPlaced,
    ),
    listing: template(
      'Na {{line}} há três lacunas, ' +
        boxes('cells') +
        '. ' +
        struckSaid('modos de preenchê-las') +
        '{{#if (eq count 0)}}Nenhuma maneira de preenchê-las com os algarismos ainda possíveis dá {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}A única maneira de preenchê-las com os algarismos ainda possíveis que dá {{total}} é ' +
        fillings +
        '{{else}}As maneiras de preenchê-las com os algarismos ainda possíveis que dão {{total}}, nessa ordem, são ' +
        fillings +
        '{{/if}}{{else}}Há {{count}} maneiras de preenchê-las com os algarismos ainda possíveis que dão {{total}}{{/if}}{{/if}}: então ' +
        leaves +
        '.{{/if}}',
    ),
  },
  measures: {
    level: 'nível, pelas técnicas necessárias (1 fácil … 4 especialista)',
    hardest: 'técnica mais difícil necessária',
    uses: 'técnicas usadas',
    steps: 'passos para resolver',
    paper: 'pares e maneiras de preencher uma linha escritos',
    blanks: 'casas para preencher',
    blankShare: 'parte das casas para preencher',
    hardOps: 'parte dos sinais que são × ou ÷',
  },
};
