import { joined, template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Number Mind in French (checked against the English in words.ts): « Code secret ». A digit
 * right in its place is « bon » (« 2 bons » beside a guess, short enough for its spot); a digit is
 * « 7 en position 3 », and places named alone are « à la position 3 », « aux positions 1 et 5 » (the
 * contraction is why `places` carries its preposition). French counts 0 and 1 in the singular:
 * « 0 bon », « 1 bon », « 2 bons ». The comparing step opens with its technique's name, so the key
 * does not print it twice.
 */

/** A list of strings joined as French does: "a, b et c", "a, b ou c". */

/** The plural ending after a count in `field`. */
const s = (field: string) => `{{#if (gt ${field} 1)}}s{{/if}}`;

/** A guess as a sentence names it: "l’essai 3 (40971)". */
const guessName = (field: string) => `l’essai {{${field}.n}} ({{${field}.guess}})`;

/** How many right places a guess still needs: "1 autre bon chiffre", "2 bons chiffres". */
const needs = (field: string) =>
  `{{${field}.need}}{{#if ${field}.known}} autre${s(`${field}.need`)}{{/if}} bon${s(`${field}.need`)} chiffre${s(`${field}.need`)}`;

/** Either-or and one of three: the ways a guess has left, why all but one fail. */
const split = template(
  'L’essai {{guess.n}} ({{guess.guess}}) attend encore ' +
    needs('guess') +
    ', et il reste {{cases.length}} possibilités : ' +
    joined('cases', 'or') +
    '.{{#each fails}} Si c’était {{case}}, {{reason}}.{{/each}} C’est donc {{survivor}} : écris-le, et barre ' +
    joined('wrong', 'and') +
    '.',
);

export const fr: typeof en = {
  title: 'Code secret',
  rules: template(
    'Trouve mon code secret de {{length}} chiffres. À côté de chaque essai, un nombre dit combien de ses chiffres sont bons, c’est-à-dire le bon chiffre à la bonne place (mais pas lesquels). Un seul code convient à tous les essais ; écris-le dans la ligne vide.',
  ),
  instruction: template(
    'Trouve mon code secret de {{length}} chiffres. Le nombre à côté de chaque essai dit combien de ses chiffres sont bons et à la bonne place.',
  ),
  score: template(`{{correct}} bon${s('correct')}`),
  secret: 'Code',
  alt: template('Code secret à {{length}} chiffres. Essais et nombre de bons chiffres : {{guesses}}.'),
  altPairs: template('{{#each pairs}}{{#unless @first}}; {{/unless}}{{guess}}: {{correct}}{{/each}}'),
  altSolved: template('Code secret : le code et les bons chiffres de chaque essai.'),
  altAnswer: template('Le code secret est {{secret}}.'),
  ladder: {
    'zero-guess': {
      level: 1,
      title: 'essai à zéro',
      what: 'Un essai sans aucun bon chiffre : chacun de ses chiffres est faux à la place où il est, donc barre-le à cette place.',
    },
    'score-met': {
      level: 1,
      title: 'compte atteint',
      what: 'Un essai dont tous les bons chiffres sont déjà connus : ses autres chiffres sont faux là où ils sont, donc barre-les.',
    },
    'last-digit': {
      level: 1,
      title: 'dernier chiffre restant',
      what: 'Une position où tous les chiffres sauf un sont barrés : celui qui reste y va.',
    },
    'all-needed': {
      level: 1,
      title: 'tous nécessaires',
      what: 'Un essai qui attend encore autant de bons chiffres qu’il a de chiffres pas encore barrés : chacun de ces chiffres est bon.',
    },
    compare: {
      level: 2,
      title: 'comparer deux essais',
      what: 'Deux essais côte à côte : là où ils ont le même chiffre, il est bon pour les deux ou pour aucun, et là où ils diffèrent, un seul au plus est bon ; compte ce qu’il manque à chacun, et la seule façon pour les deux d’avoir leur compte dit quels chiffres sont bons ou faux.',
    },
    'either-or': {
      level: 3,
      title: 'l’un ou l’autre',
      what: 'Un essai qui attend encore un bon chiffre, avec seulement deux positions possibles : essaie chacune sur deux étapes au plus avec les techniques plus simples ; quand l’une mène à une contradiction, l’autre est la bonne.',
    },
    'one-of-three': {
      level: 4,
      title: 'un sur trois',
      what: 'Un essai qui attend encore un bon chiffre, avec trois positions possibles : essaie chacune sur deux étapes au plus avec les techniques plus simples ; quand deux mènent à une contradiction, la troisième est la bonne.',
    },
  },
  at: template('{{digit}} en position {{place}}'),
  places: template(`{{#if (eq places.length 1)}}à la position{{else}}aux positions{{/if}} ${joined('places', 'and')}`),
  reason: template(
    '{{#if (eq after 0)}}tout de suite, {{else}}{{#if (eq after 1)}}une étape suit : {{else}}{{after}} étapes suivent : {{/if}}' +
      '{{#each chain}}{{#unless @first}}, puis {{/unless}}{{this}}{{/each}} ; dès lors, {{/if}}' +
      '{{#if (eq kind "empty")}}la position {{place}} n’aurait plus aucun chiffre possible{{/if}}' +
      '{{#if (eq kind "over")}}' +
      guessName('guess') +
      ' aurait {{count}} bon' +
      s('count') +
      ' chiffre' +
      s('count') +
      ', alors qu’il n’en a {{#if (eq guess.score 0)}}aucun{{else}}que {{guess.score}}{{/if}}{{/if}}' +
      '{{#if (eq kind "short")}}' +
      guessName('guess') +
      ' {{#if (eq count 0)}}ne pourrait plus avoir aucun bon chiffre{{else}}pourrait avoir au plus {{count}} bon' +
      s('count') +
      ' chiffre' +
      s('count') +
      '{{/if}}, alors qu’il en a {{guess.score}}{{/if}}' +
      '{{#if (eq kind "pair")}}' +
      guessName('guess') +
      ' et ' +
      guessName('other') +
      ' ne pourraient pas avoir tous les deux leur compte{{/if}}',
  ),
  link: {
    'zero-guess': template('barre ' + joined('struck', 'and') + ' (l’essai {{guess.n}} n’a aucun bon chiffre)'),
    'score-met': template(
      'barre ' +
        joined('struck', 'and') +
        ' (l’essai {{guess.n}} a déjà {{#if (eq guess.score 1)}}son bon chiffre{{else}}{{#if (eq guess.score 2)}}ses deux bons chiffres{{else}}ses {{guess.score}} bons chiffres{{/if}}{{/if}})',
    ),
    'last-digit': template('le {{digit}} va en position {{place}} (le dernier chiffre qui y reste)'),
    'all-needed': template(
      joined('open', 'and') +
        ' {{#if (eq open.length 1)}}est bon (l’essai {{guess.n}} en a besoin){{else}}sont bons (l’essai {{guess.n}} a besoin {{#if (eq open.length 2)}}des deux{{else}}de tous{{/if}}){{/if}}',
    ),
    compare: template(
      'en comparant les essais {{a.n}} et {{b.n}}, ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' {{#if (eq right.length 1)}}est bon{{else}}sont bons{{/if}}{{#if wrong.length}} et {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' {{#if (eq wrong.length 1)}}est faux{{else}}sont faux{{/if}}{{/if}}',
    ),
  },

  steps: {
    'zero-guess': template(
      'L’essai {{guess.n}} ({{guess.guess}}) n’a aucun bon chiffre, donc chacun de ses chiffres est faux là où il est : barre ' + joined('struck', 'and') + '.',
    ),
    'score-met': template(
      'L’essai {{guess.n}} ({{guess.guess}}) a {{guess.score}} bon' +
        s('guess.score') +
        ' chiffre' +
        s('guess.score') +
        ', et ' +
        '{{#if (eq guess.score 1)}}il est déjà connu{{else}}{{#if (eq guess.score 2)}}les deux sont déjà connus{{else}}les {{guess.score}} sont déjà connus{{/if}}{{/if}} : ' +
        joined('hits', 'and') +
        '. Ses autres chiffres sont faux là où ils sont : barre ' +
        joined('struck', 'and') +
        '.',
    ),
    'last-digit': template('Tous les chiffres sauf le {{digit}} sont barrés en position {{place}}, donc le {{digit}} y va.'),
    'all-needed': template(
      'L’essai {{guess.n}} ({{guess.guess}}) a {{guess.score}} bon' +
        s('guess.score') +
        ' chiffre' +
        s('guess.score') +
        '{{#if guess.known}}, dont {{guess.known}} déjà connu' +
        s('guess.known') +
        ', et en attend encore {{guess.need}}{{/if}} ; ' +
        '{{#if (eq open.length 1)}}le seul de ses chiffres qui n’est pas barré là où il est, c’est {{#each open}}{{this}}{{/each}} : il est donc bon, écris-le.' +
        '{{else}}les seuls de ses chiffres qui ne sont pas barrés là où ils sont, ce sont ' +
        joined('open', 'and') +
        ' : {{#if (eq open.length 2)}}les deux{{else}}tous{{/if}} sont donc bons, écris-les.{{/if}}',
    ),
    compare: template(
      'Compare deux essais : ' +
        guessName('a') +
        ', qui attend encore ' +
        needs('a') +
        ', et ' +
        guessName('b') +
        ', qui attend encore ' +
        needs('b') +
        '.' +
        '{{#if same.length}} Les deux ont ' +
        joined('same', 'and') +
        ', ce qui est bon pour les deux ou pour aucun.{{/if}}' +
        '{{#if clash}} Ils ont des chiffres différents {{clash}}, et un seul au plus est bon.{{/if}}' +
        '{{#if aOnly}} Seul l’essai {{a.n}} peut encore être bon {{aOnly}}.{{/if}}' +
        '{{#if bOnly}} Seul l’essai {{b.n}} peut encore être bon {{bOnly}}.{{/if}}' +
        ' La seule façon pour les deux d’avoir leur compte : ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' {{#if (eq right.length 1)}}est bon{{else}}sont bons{{/if}}{{#if wrong.length}}, et {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' {{#if (eq wrong.length 1)}}est faux{{else}}sont faux{{/if}}{{/if}}.' +
        '{{#if right.length}} {{#if (eq right.length 1)}}Écris-le{{else}}Écris-les{{/if}}{{#if wrong.length}}, et barre le reste{{/if}}.{{else}} {{#if (eq wrong.length 1)}}Barre-le{{else}}Barre-les{{/if}}.{{/if}}',
    ),
    'either-or': split,
    'one-of-three': split,
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}Le{{else}}{{#if @last}} et le{{else}}, le{{/if}}{{/if}} {{v}} en position {{place}}{{/each}} de ton code {{#if (eq wrong.length 1)}}n’est pas bon : efface-le{{else}}ne sont pas bons : efface-les{{/if}} d’abord, puis redemande.',
    ),
    reveal: template('Aucune étape que je connais ne permet d’avancer d’ici, alors voici un chiffre du code secret : le {{v}} en position {{place}}.'),
  },
  measures: {
    level: 'niveau, d’après les techniques nécessaires (1 facile … 4 expert)',
    hardest: 'technique la plus difficile nécessaire',
    uses: 'techniques utilisées',
    steps: 'étapes pour le résoudre',
    paper: 'décomptes listés et cas essayés avec leurs étapes',
    length: 'chiffres du code',
    guesses: 'essais donnés',
    zeros: 'essais sans aucun bon chiffre',
  },
};
