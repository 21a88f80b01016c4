import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Secret Number in French (checked against the English in words.ts): « Nombre mystère ». Every
 * subject a rule can have is masculine — « mon chiffre », « le total », « le produit »,
 * « l’écart », « mon nombre » — so « pair », « plus petit que » agree with all of them without
 * the comparison knowing its subject (« la somme » and « la différence » would want « paire »,
 * « plus petite »). A count comes before the ordinal, which takes the plural: « mes deux
 * premiers chiffres », « mes premier et troisième chiffres ».
 */

/** Digits joined "3, 5 ou 7". */
const either = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} ou {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Numbers joined "a, b et c". */
const both = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} et {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** What a step leaves, place by place: "mon premier chiffre ne peut être que 3 ou 4, et mon dernier chiffre est 7". */
const leaves =
  '{{#each leaves}}{{#unless @first}}{{#if @last}}, et {{else}}, {{/if}}{{/unless}}' +
  '{{#if none}}il ne reste plus aucune possibilité pour mon {{place}} chiffre{{else if placed}}mon {{place}} chiffre est {{value}}' +
  '{{else}}mon {{place}} chiffre ne peut être que ' +
  either('digits') +
  '{{/if}}{{/each}}';

/** The digits a step rests on: "Mon premier chiffre est 4 et mon deuxième chiffre est 6". */
const known =
  '{{#each known}}{{#unless @first}}{{#if @last}} et {{else}}, {{/if}}{{/unless}}{{#if @first}}Mon{{else}}mon{{/if}} {{place}} chiffre est {{value}}{{/each}}';

/** The digits a step crosses off, case by case: "avec 1 ou 2 comme premier chiffre, ou avec 0 comme dernier chiffre". */
const cases = '{{#each cases}}{{#unless @first}}, ou {{/unless}}avec ' + either('digits') + ' comme {{place}} chiffre{{/each}}';

/** A range's cases with their bounds and why. */
const bounded =
  '{{#each cases}}{{#unless @first}}, ou {{/unless}}avec ' + either('digits') + 
  ' comme {{place}} chiffre (' +
  '{{#each limits}}{{#unless @first}} et {{/unless}}mon {{place}} chiffre vaut {{#unless fixed}}{{#if small}}au moins {{else}}au plus {{/if}}{{/unless}}{{value}}{{/each}}' +
  '{{#if limits.length}}, soit {{/if}}{{#if small}}au moins{{else}}au plus{{/if}} {{bound}}){{/each}}';

export const fr: typeof en = {
  title: 'Nombre mystère',
  rules: template(
    'Je pense à un nombre de {{digits}} chiffres (le premier n’est pas 0). Chaque règle ci-dessous est vraie pour lui, et un seul nombre respecte toutes les règles. ' +
      'L’écart entre deux chiffres, c’est le plus grand moins le plus petit, et 0 est pair. ' +
      'Un multiple de 3, c’est 3, 6, 9, etc. ; aucune règle ne dépend de savoir si 0 en est un. ' +
      'Barre ce que chaque règle exclut, puis écris mon nombre dans les cases.',
  ),
  instruction: template('Chaque règle est vraie pour mon nombre de {{digits}} chiffres. Trouve-le et écris-le dans les cases.'),
  ordinals: ['premier', 'deuxième', 'troisième', 'quatrième', 'cinquième'],
  counts: ['un', 'deux', 'trois', 'quatre', 'cinq'],
  last: 'dernier',
  list: template('{{first}} et {{last}}'),
  /** After « mon » (one digit) or « mes »: the plural follows the count (« deux premiers »). */
  places: template(
    '{{#if all}}chiffres{{else if one}}{{one}} chiffre{{else if first}}{{first}} premiers chiffres{{else if last}}{{last}} derniers chiffres{{else}}{{list}} chiffres{{/if}}',
  ),
  subject: {
    digit: template('mon {{places}}'),
    sum: template('le total de mes {{places}}'),
    product: template('le produit de mes {{places}}'),
    difference: template('l’écart entre mes {{places}}'),
    number: template('mon nombre'),
  },
  comparison: {
    equals: template('vaut {{value}}'),
    'not-equals': template('ne vaut pas {{value}}'),
    'less-than': template('est plus petit que {{value}}'),
    'greater-than': template('est plus grand que {{value}}'),
    'multiple-of': template('est un multiple de {{value}}'),
    even: template('est pair'),
    odd: template('est impair'),
  },
  plain: {
    zeroOrMultiple: template('vaut 0 ou est un multiple de {{value}}'),
    oneOf: template('vaut ' + either('values')),
  },
  clause: template('{{subject}} {{comparison}}'),
  rule: template('{{clause}}.'),
  answerLabel: 'Mon nombre',
  answerLine: template('{{label}} : {{answer}}'),
  shrink: template('Nombres restants, règle après règle : {{#each counts}}{{#unless @first}} › {{/unless}}{{this}}{{/each}}'),
  alt: template('Nombre mystère à {{digits}} chiffres. Règles : {{rules}}'),
  altSolved: template('Nombre mystère {{number}}. Règles : {{rules}}'),
  altAnswer: template('Le nombre mystère est {{number}}.'),
  ladder: {
    'read-off': {
      level: 1,
      title: 'lire un chiffre',
      what: 'Une règle sur un seul chiffre (« mon deuxième chiffre est impair ») : dans la case de ce chiffre, barre tous les chiffres qui ne la respectent pas.',
    },
    'one-left': {
      level: 1,
      title: 'un seul chiffre inconnu',
      what: 'Un total, un produit ou un écart de chiffres tous connus sauf un : calcule ce que peut être le dernier (« le total de mes deux premiers chiffres vaut 9, et le premier est 4 : le deuxième est 5 »).',
    },
    'pair-table': {
      level: 2,
      title: 'tableau à deux chiffres',
      what: 'Un total, un produit ou un écart avec deux chiffres encore inconnus : essaie chaque chiffre encore possible pour l’un avec chacun de ceux de l’autre, comme dans un petit tableau ; un chiffre qui ne va avec aucun est barré.',
    },
    range: {
      level: 3,
      title: 'encadrement du nombre',
      what: 'Une règle qui compare le nombre entier (« plus petit que 560 ») : un chiffre avec lequel le nombre serait trop grand même au plus petit, ou trop petit même au plus grand, est barré ; cela réduit surtout les premiers chiffres.',
    },
    divisibility: {
      level: 3,
      title: 'critère de divisibilité',
      what: 'Une règle qui dit que le nombre est pair, impair ou multiple de 3, 4, 5, 6, 9, 10 ou 12, lue sur son dernier chiffre (pair, impair, 5, 10), ses deux derniers chiffres (4) ou le total de ses chiffres (3, 9) ; 6 et 12 demandent les deux à la fois.',
    },
    'many-digits': {
      level: 3,
      title: 'plusieurs chiffres à la fois',
      what: 'Un total ou un produit de trois chiffres encore inconnus ou plus : un chiffre avec lequel aucun choix des autres, parmi ceux encore possibles, ne rend la règle vraie est barré (pour un total, essaie les autres au plus petit et au plus grand).',
    },
    'short-list': {
      level: 4,
      title: 'liste courte',
      what: 'Quand les chiffres encore possibles ne forment que 8 nombres au plus, écris-les tous et teste chacun avec les règles ; chaque nombre qui en enfreint une est barré, avec la règle qu’il enfreint.',
    },
  },
  divisible: {
    even: 'un nombre est pair quand son dernier chiffre l’est',
    odd: 'un nombre est impair quand son dernier chiffre l’est',
    2: 'un nombre est un multiple de 2 quand son dernier chiffre est pair',
    5: 'un multiple de 5 se termine par 0 ou 5',
    10: 'un multiple de 10 se termine par 0',
    3: 'un nombre est un multiple de 3 quand le total de ses chiffres en est un',
    9: 'un nombre est un multiple de 9 quand le total de ses chiffres en est un',
    4: 'un nombre est un multiple de 4 quand ses deux derniers chiffres en forment un',
    6: 'un multiple de 6 est pair, et le total de ses chiffres est un multiple de 3',
    12: 'dans un multiple de 12, les deux derniers chiffres forment un multiple de 4, et le total des chiffres est un multiple de 3',
  },
  steps: {
    'read-off': template(
      'La règle {{n}} dit que {{clause}} : {{#if given}}écris {{value}} dans la case de mon {{place}} chiffre.{{else}}barre ' +
        both('struck') +
        ' dans cette case, donc ' +
        leaves +
        '.{{/if}}',
    ),
    'one-left': template('La règle {{n}} dit que {{clause}}. ' + known + ', donc ' + leaves + '.'),
    'pair-table': template(
      'La règle {{n}} dit que {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} En essayant chaque chiffre encore possible pour mon {{a}} chiffre avec chacun de ceux de mon {{b}} chiffre, ' +
        '{{#if few}}{{#if (eq pairs.length 1)}}la seule paire qui convient est {{else}}les seules paires qui conviennent sont {{/if}}' +
        '{{#each pairs}}{{#unless @first}}{{#if @last}} et {{else}}, {{/if}}{{/unless}}{{digit}} avec {{partner}}{{/each}}' +
        '{{else}}rien ne convient ' +
        cases +
        '{{/if}} : donc ' +
        leaves +
        '.',
    ),
    range: template(
      'La règle {{n}} dit que {{clause}}. ' +
        '{{#if (eq why "small")}}Même au plus petit, mon nombre serait trop grand{{else if (eq why "large")}}Même au plus grand, mon nombre serait trop petit{{else}}Mon nombre ne pourrait pas convenir{{/if}} ' +
        '{{#if (eq why "other")}}' +
        cases +
        '{{else}}' +
        bounded +
        '{{/if}}' +
        ' : donc ' +
        leaves +
        '.',
    ),
    divisibility: template(
      'La règle {{n}} dit que {{clause}}, et {{why}}.{{#if cases.length}} C’est impossible ' +
        cases +
        ', quels que soient les autres chiffres encore possibles.{{/if}} Donc ' +
        leaves +
        '.',
    ),
    'many-digits': template(
      'La règle {{n}} dit que {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} Aucun choix des autres chiffres, parmi ceux encore possibles, ne rend cela vrai ' +
        cases +
        ' : donc ' +
        leaves +
        '.',
    ),
    'short-list': template(
      '{{#if (eq count 1)}}Un seul nombre peut être formé avec les chiffres encore possibles : {{numbers.[0]}}.' +
        '{{else}}Seuls {{count}} nombres peuvent être formés avec les chiffres encore possibles : ' +
        both('numbers') +
        '.{{/if}} En les testant avec les règles, ' +
        '{{#each out}}{{#unless @first}}{{#if @last}} et {{else}}, {{/if}}{{/unless}}{{number}} enfreint la règle {{rule}}{{/each}}' +
        '{{#if (eq survivors.length 1)}}, ce qui ne laisse que {{survivors.[0]}} : mon nombre.' +
        '{{else if survivors.length}}, ce qui laisse ' +
        both('survivors') +
        ' : donc ' +
        leaves +
        '.{{else}}, donc il ne reste aucun nombre.{{/if}}',
    ),
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}Le{{else}}{{#if @last}} et le{{else}}, le{{/if}}{{/if}} {{v}} que tu as écrit comme mon {{place}} chiffre{{/each}} {{#if (eq wrong.length 1)}}n’est pas bon : efface-le{{else}}ne sont pas bons : efface-les{{/if}} d’abord, puis redemande.',
    ),
    reveal: template('Aucune étape que je connais ne permet d’avancer d’ici, alors voici un chiffre de la solution : mon {{place}} chiffre est {{v}}.'),
  },
  measures: {
    level: 'niveau, d’après les techniques nécessaires (1 facile … 4 expert)',
    hardest: 'technique la plus difficile nécessaire',
    uses: 'techniques utilisées',
    steps: 'étapes pour le résoudre',
    paper: 'paires, nombres et chiffres écrits et essayés',
    rules: 'règles',
    decoys: 'règles inutiles',
    terms: 'éléments des règles : positions, comparaisons et valeurs',
    listed: 'nombres écrits et testés à la main',
  },
};
