import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Cross Numbers in French (checked against the English in words.ts): « Calculs croisés ». A row
 * is « la ligne », so a line that may be either is named « le calcul ». A box is named whole,
 * « la case ligne 2, colonne 3 », so it reads the same after « dans », « de » or « est ».
 */

/** Digits of `field` joined "3, 5 ou 7". */
const either = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} ou {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Items of `field` joined "a, b et c". */
const both = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} et {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Fillings of a line's empty boxes, each as "(3, 4)". */
const fillings = '{{#each fillings}}{{#unless @first}}{{#if @last}} et {{else}}, {{/if}}{{/unless}}({{#each this}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}){{/each}}';

/** What a step leaves: boxes narrowed, and digits that go in. */
const leaves =
  '{{#each narrowed}}{{#unless @first}} ; {{/unless}}{{cell}} ne peut contenir que ' +
  either('digits') +
  '{{/each}}{{#if narrowed.length}}{{#if placed.length}} ; {{/if}}{{/if}}{{#each placed}}{{#unless @first}} ; {{/unless}}le {{value}} va dans {{cell}}{{/each}}';

/** After a level-3 step: the digits it leaves alone in a box go in. */
const thenPlaced = '{{#each placed}} Il ne reste alors que le {{value}} dans {{cell}}.{{/each}}';

/** Each case of a level-3 step (in `field`): "avec 2 ou 4 dans la case ligne 1, colonne 2, ou avec 9 dans …". */
const withCases = (field: string) => `{{#each ${field}}}{{#unless @first}}, ou {{/unless}}avec ${either('digits')} dans {{cell}}{{/each}}`;


/** Before a list: the fillings that make the total but are struck, each with its reason, or, past a few, how they group. */
const struckSaid = (noun: string) =>
  `{{#if struck.length}}Parmi les ${noun} qui donnent {{total}}, ` +
  '{{#each struck}}{{#unless @first}} ; {{/unless}}({{#each filling}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}) demande le {{digit}} dans {{cell}}, ' +
  '{{#if grid}}que la grille a déjà{{else}}{{#if where}}que {{where}} a déjà{{else}}qui n’y est plus possible{{/if}}{{/if}}{{/each}}. {{/if}}' +
  `{{#if others.length}}Parmi les ${noun} qui donnent {{total}}, ` +
  '{{#each others}}{{#unless @first}}{{#if @last}} et {{else}}, {{/if}}{{/unless}}{{#if (eq count 1)}}celle{{else}}les {{count}}{{/if}} avec ' +
  either('digits') +
  ' dans {{cell}}{{/each}} tombent : ces chiffres n’y sont plus possibles. {{/if}}';

/** The fillings a step keeps, after those it struck. */
const leftOver = '{{#if (eq count 1)}}Il ne reste que ' + fillings + '{{else}}Il reste ' + fillings + '{{/if}}';

/** "Barre ce chiffre." after one digit crossed off in all (`one`). */
const crossOff = '{{#if one}}Barre ce chiffre.{{else}}Barre ces chiffres.{{/if}}';

export const fr: typeof en = {
  title: 'Calculs croisés',
  rules: template(
    'Écris un chiffre dans chaque case vide pour que chaque ligne, lue de gauche à droite, et chaque colonne, lue de haut en bas, donne le résultat écrit au bout. Il n’y a qu’une seule façon de remplir la grille.',
  ),
  instruction: template('Écris un chiffre dans chaque case vide pour que chaque ligne et chaque colonne donne son résultat.'),
  order: {
    precedence: template(
      '{{#if mixes}}On calcule × et ÷ avant + et −{{#if divides}} ; chaque division tombe juste{{/if}}.{{else}}{{#if divides}}Chaque division tombe juste.{{/if}}{{/if}}',
    ),
    'left-to-right': template(
      '{{#if mixes}}Calcule dans l’ordre, de gauche à droite et de haut en bas{{#if divides}} ; chaque division tombe juste{{/if}}.{{else}}{{#if divides}}Chaque division tombe juste.{{/if}}{{/if}}',
    ),
  },
  grid: template(
    '{{#if (eq distinct "rows")}}Jamais deux fois le même chiffre dans une ligne. {{/if}}{{#if (eq distinct "lines")}}Jamais deux fois le même chiffre dans une ligne ou une colonne. {{/if}}{{#if (eq distinct "grid")}}Jamais deux fois le même chiffre dans la grille. {{/if}}Chiffres de {{low}} à {{high}}.{{#if based}} Nombres écrits en base {{base}}.{{/if}}',
  ),
  alt: template('Grille de calculs croisés de {{rows}} sur {{cols}} avec {{blanks}} chiffres à trouver. {{rules}}'),
  altSolved: template('Grille de calculs croisés de {{rows}} sur {{cols}}, remplie.'),
  ladder: {
    'one-blank': {
      level: 1,
      title: 'une seule case vide',
      what: 'Une ligne ou une colonne avec une seule case vide : fais le reste du calcul, et le résultat dit ce que la case doit contenir.',
    },
    'no-repeats': {
      level: 1,
      title: 'pas de répétition',
      what: 'Quand un chiffre ne peut pas apparaître deux fois, un chiffre écrit dans une case est barré des autres cases de sa ligne, de sa colonne ou de la grille, selon la règle.',
    },
    'two-blanks': {
      level: 2,
      title: 'deux cases vides',
      what: 'Un calcul avec deux cases vides : fais la liste des paires de chiffres encore possibles qui donnent le résultat (s’il y en a douze au plus) ; un chiffre qui n’est dans aucune paire est barré.',
    },
    crossing: {
      level: 2,
      title: 'croisement',
      what: 'Une case où sa ligne permet certains chiffres et sa colonne d’autres : quand un seul chiffre est permis par les deux, il va dans la case.',
    },
    bounds: {
      level: 3,
      title: 'minimum et maximum',
      what: 'Un calcul avec trois cases vides ou plus : mets un chiffre dans l’une et les autres au plus petit puis au plus grand ; si le calcul ne peut alors pas atteindre son résultat, ou le dépasse forcément, ce chiffre est barré.',
    },
    parity: {
      level: 3,
      title: 'pair ou impair',
      what: 'Un calcul fait seulement de +, − et × est pair ou impair comme son résultat : un chiffre avec lequel il ne pourrait donner que l’inverse, quoi qu’on mette ailleurs, est barré.',
    },
    'last-digit': {
      level: 3,
      title: 'dernier chiffre',
      what: 'Un calcul fait seulement de +, − et × doit se terminer par le dernier chiffre de son résultat : un chiffre avec lequel aucune façon de remplir le reste ne se termine ainsi est barré.',
    },
    divisibility: {
      level: 3,
      title: 'divisibilité',
      what: 'Chaque ÷ doit tomber juste : un chiffre avec lequel ce qui est avant un ÷ ne peut pas être divisé exactement par ce qui le suit, quoi qu’on mette dans ces cases, est barré.',
    },
    listing: {
      level: 4,
      title: 'liste complète',
      what: 'Un calcul avec trois cases vides : écris toutes les façons de les remplir avec les chiffres encore possibles qui donnent le résultat (s’il y en a douze au plus) ; un chiffre qui n’apparaît dans aucune est barré.',
    },
  },
  cell: template('la case ligne {{row}}, colonne {{col}}'),
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}Le{{else}}{{#if @last}} et le{{else}}, le{{/if}}{{/if}} {{v}} dans {{cell}}{{/each}} {{#if (eq wrong.length 1)}}n’est pas bon : efface-le{{else}}ne sont pas bons : efface-les{{/if}} d’abord, puis redemande.',
    ),
    reveal: template('Aucune étape que je connais ne permet d’avancer d’ici, alors voici une case de la solution : le {{v}} va dans {{cell}}.'),
  },
  line: template('{{#if row}}la ligne{{else}}la colonne{{/if}} {{n}}'),
  again: template(
    '{{#if (eq done "both")}}Une fois ces chiffres barrés et écrits{{else}}{{#if one}}Une fois ce chiffre {{#if (eq done "struck")}}barré{{else}}écrit{{/if}}{{else}}Une fois ces chiffres {{#if (eq done "struck")}}barrés{{else}}écrits{{/if}}{{/if}}{{/if}}, regarde de nouveau {{line}}.',
  ),
  steps: {
    'one-blank': template(
      'La seule case vide de {{line}} est {{cell}} : ' +
        '{{#if (eq count 1)}}seul le {{#each digits}}{{this}}{{/each}} donne {{total}}, donc il y va.' +
        '{{else}}{{#if (eq count 0)}}aucun chiffre n’y donne {{total}}.{{else}}seuls ' +
        either('digits') +
        ' y donnent {{total}}.{{/if}}{{/if}}',
    ),
    'no-repeats': template(
      'Le {{value}} de {{cell}} ne peut plus apparaître dans ' +
        '{{#if (eq distinct "grid")}}la grille{{else}}{{row}}{{#if (eq distinct "lines")}} ni dans {{col}}{{/if}}{{/if}} : barre-le dans ' +
        both('cells') +
        '.{{#each placed}} Il ne reste alors que le {{value}} dans {{cell}}.{{/each}}',
    ),
    'two-blanks': template(
      'Dans {{line}}, deux cases sont vides : ' +
        both('cells') +
        '. ' +
        struckSaid('paires') +
        '{{#if (eq count 0)}}Aucune paire de chiffres encore possibles n’y donne {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}La seule paire de chiffres encore possibles qui y donne {{total}} est ' +
        fillings +
        '{{else}}Les paires de chiffres encore possibles qui y donnent {{total}}, dans cet ordre, sont ' +
        fillings +
        '{{/if}}{{else}}{{count}} paires de chiffres encore possibles y donnent {{total}}{{/if}}{{/if}} : donc ' +
        leaves +
        '.{{/if}}',
    ),
    crossing: template(
      'Dans {{cell}}, {{line}} ne permet que ' +
        either('lineDigits') +
        ', et {{other}} ne laissait que ' +
        either('otherDigits') +
        ' : seul le {{value}} convient aux deux, donc il y va.',
    ),
    bounds: template(
      'Le résultat de {{line}} est {{total}}. Même avec ses autres cases vides aussi petites ou aussi grandes que possible, ' +
        '{{#if short.length}}le calcul n’y arrive pas ' +
        withCases('short') +
        '{{/if}}{{#if short.length}}{{#if past.length}} ; et {{/if}}{{/if}}' +
        '{{#if past.length}}{{#if short.length}}il{{else}}le calcul{{/if}} le dépasse ' +
        withCases('past') +
        '{{/if}}. ' +
        crossOff +
        thenPlaced,
    ),
    parity: template(
      'Le résultat de {{line}} est {{total}}, un nombre {{#if odd}}impair{{else}}pair{{/if}} ; mais ' +
        withCases('cases') +
        ', le calcul donne un nombre {{#if odd}}pair{{else}}impair{{/if}}, quoi qu’on mette dans ses autres cases. ' +
        crossOff +
        thenPlaced,
    ),
    'last-digit': template(
      'Le résultat de {{line}} est {{total}}{{#if based}} (en base {{base}}){{/if}}, qui se termine par {{digit}} ; mais ' +
        withCases('cases') +
        ', le calcul ne peut jamais se terminer par {{digit}}, quoi qu’on mette dans ses autres cases. ' +
        crossOff +
        thenPlaced,
    ),
    divisibility: template(
      'Chaque ÷ de {{line}} doit tomber juste, mais c’est impossible ' +
        withCases('cases') +
        ', quoi qu’on mette dans les cases autour. ' +
        crossOff +
        thenPlaced,
    ),
    listing: template(
      'Dans {{line}}, trois cases sont vides : ' +
        both('cells') +
        '. ' +
        struckSaid('façons de les remplir') +
        '{{#if (eq count 0)}}Aucune façon de les remplir avec les chiffres encore possibles ne donne {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}La seule façon de les remplir avec les chiffres encore possibles qui donne {{total}} est ' +
        fillings +
        '{{else}}Les façons de les remplir avec les chiffres encore possibles qui donnent {{total}}, dans cet ordre, sont ' +
        fillings +
        '{{/if}}{{else}}{{count}} façons de les remplir avec les chiffres encore possibles donnent {{total}}{{/if}}{{/if}} : donc ' +
        leaves +
        '.{{/if}}',
    ),
  },
  measures: {
    level: 'niveau, d’après les techniques nécessaires (1 facile … 4 expert)',
    hardest: 'technique la plus difficile nécessaire',
    uses: 'techniques utilisées',
    steps: 'étapes pour le résoudre',
    paper: 'paires et façons de remplir un calcul écrites',
    blanks: 'cases à remplir',
    blankShare: 'part des cases à remplir',
    hardOps: 'part des signes × ou ÷',
  },
};
