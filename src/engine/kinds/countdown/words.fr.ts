import { template } from '../../words.ts';
import type { en, LineWords } from './words.ts';

/*
 * Countdown in French (checked against the English in words.ts): « Le compte est bon », after the
 * television game whose number cards are « les plaques ». The target is « le nombre à trouver ».
 */

/** The line's sum, and after it where it leaves the working: the target, the gap to close, or nothing inside a term. */
const sum = '{{a}} {{op}} {{b}} = {{result}}';
const plan =
  '{{#if plan}}{{#if aimGap}}{{target}} vaut {{aimGap}} de {{#if aimOver}}moins{{else}}plus{{/if}} que {{aim}}{{#if parts}} = {{parts}}{{/if}}{{else}}{{target}} = {{parts}}{{/if}}' +
  '{{#if make}} ; fabrique d’abord {{make}}{{/if}} : {{/if}}';
const where =
  '{{#if last}}, le nombre à trouver{{else}}{{#if (eq kind "main")}}{{#if gap}}, soit {{gap}} de {{#if over}}plus{{else}}moins{{/if}} que {{target}}, le nombre à trouver{{else}}, déjà le nombre à trouver{{/if}}{{/if}}' +
  '{{#if (eq kind "top")}}{{#if gap}} ; encore {{gap}} à {{#if over}}enlever{{else}}ajouter{{/if}}{{else}}, déjà le nombre à trouver{{/if}}{{/if}}' +
  '{{#if (eq kind "factor")}}, un facteur de {{of}}{{/if}}' +
  '{{#if (eq kind "adjust")}}, {{result}} à {{#if add}}ajouter{{else}}enlever{{/if}}{{#if still}} pour finir{{/if}}{{/if}}' +
  '{{#if use}}, pour {{use.a}} {{use.op}} {{use.b}}{{/if}}{{/if}}.';
const line = (opening: string) => template<LineWords>(opening + plan + sum + where);

export const fr: typeof en = {
  title: 'Le compte est bon',
  count: { 4: 'quatre', 5: 'cinq', 6: 'six' },
  rules: template(
    'Atteins le nombre à trouver avec les {{count}} plaques et + − × ÷. Chaque plaque sert une fois au plus (pas besoin de toutes les utiliser), et chaque résultat en chemin doit être un nombre entier plus grand que zéro.',
  ),
  instruction: template('Trouve le nombre demandé avec une partie des {{count}} plaques, en utilisant + − × ÷. Chaque plaque ne peut servir qu’une fois.'),
  target: 'À trouver',
  step: template('{{a}} {{op}} {{b}} = {{result}}'),
  others: template('{{#if others}}et {{others}} autre{{#if plural}}s{{/if}} façon{{#if plural}}s{{/if}}{{else}}la seule façon{{/if}}'),
  heading: template('Trouver {{target}} avec {{numbers}}'),
  alt: template('Le compte est bon : trouver {{target}} avec {{numbers}}.'),
  answerLine: template('{{expression}} = {{target}}'),
  altSolved: template('Le compte est bon : trouver {{target}} avec {{numbers}}. Une façon : {{expression}}.'),
  ladder: {
    direct: {
      level: 1,
      title: 'tout droit',
      what: 'Une seule opération avec deux plaques (100 + 75, 100 × 7), ou trois plaques ajoutées et enlevées (100 + 8 − 3).',
    },
    'add-up': {
      level: 2,
      title: 'tout additionner',
      what: 'Quatre plaques ou plus ajoutées et enlevées (75 + 9 + 7 + 5 + 5).',
    },
    'multiply-adjust': {
      level: 2,
      title: 'multiplier et ajuster',
      what: 'Multiplie deux plaques pour tomber près du nombre à trouver, puis ajoute ou enlève des plaques seules pour combler l’écart (100 × 6 − 8 − 6 − 1).',
    },
    'build-factor': {
      level: 3,
      title: 'fabriquer un facteur',
      what: 'Le nombre par lequel multiplier n’est pas une plaque : fabrique-le d’abord avec deux plaques, puis multiplie et ajuste avec des plaques seules ((5 + 2) × 75 − 6 − 1, 25 × 4 × 3).',
    },
    'build-adjust': {
      level: 3,
      title: 'fabriquer l’ajustement',
      what: 'Tombe près du nombre à trouver avec une plaque ou un produit, et fabrique l’écart en multipliant deux plaques (100 × 7 − 3 × 4, 100 + 25 × 3 + 2).',
    },
    'two-products': {
      level: 4,
      title: 'deux produits',
      what: 'Au moins deux produits de deux plaques, ajoutés ou enlevés, dont le deuxième n’est pas un simple produit de deux petites plaques (75 × 8 + 25 × 7).',
    },
    division: {
      level: 4,
      title: 'division',
      what: 'Une division en chemin, qui doit tomber juste ((100 ÷ 4 + 8) × 9).',
    },
    'long-way': {
      level: 4,
      title: 'le long chemin',
      what: 'Tout ce qui va plus loin : un facteur fabriqué avec trois plaques ou plus, deux parties fabriquées, le produit d’une somme qui contient elle-même un produit ((75 × 2 − 3) × 6 − 1).',
    },
  },
  /** Every opening starts with its method's name (« Fabriquer un facteur, puis multiplier »), so the key does not name it twice or set two colons in a line. */
  steps: {
    direct: line('{{#if first}}{{#if last}}Tout droit : {{else}}Tout droit, plaque après plaque : {{/if}}{{/if}}'),
    'add-up': line('{{#if first}}Tout additionner : {{/if}}'),
    'multiply-adjust': line('{{#if first}}Multiplier et ajuster : {{/if}}'),
    'build-factor': line('{{#if first}}Fabriquer un facteur : {{/if}}'),
    'build-adjust': line('{{#if first}}Fabriquer l’ajustement : {{/if}}'),
    'two-products': line('{{#if first}}Deux produits : {{/if}}'),
    division: line('{{#if first}}Division en chemin : {{/if}}'),
    'long-way': line('{{#if first}}Le long chemin : {{/if}}'),
  },
  ruledOut: {
    direct: template('Tout droit : aucun chemin vers {{target}} ; aucune paire de plaques ne le donne en un coup, ni trois plaques additionnées et soustraites.'),
    'add-up': template('Tout additionner : aucun chemin vers {{target}} ; quatre plaques ou plus, additionnées et soustraites, ne le donnent pas.'),
    'multiply-adjust': template(
      'Multiplier et ajuster : aucun chemin vers {{target}} ; {{#if product}}le produit de deux plaques le plus proche, {{a}} × {{b}} = {{product}}, est à {{gap}}, et {{/if}}aucun produit de deux plaques, ajusté avec des plaques seules, ne le donne.',
    ),
    'build-factor': template(
      'Fabriquer un facteur : aucun chemin vers {{target}} ; aucun facteur fait de deux plaques, multiplié par une plaque et ajusté avec des plaques seules, ne le donne.',
    ),
    'build-adjust': template(
      'Fabriquer l’ajustement : aucun chemin vers {{target}} ; aucune plaque ni aucun produit de deux plaques, ajusté par deux plaques multipliées, ne le donne.',
    ),
  },
  card: template('Le nombre à trouver, {{target}}, est l’une des plaques.'),
  hint: {
    mistake: template(
      'Impossible d’atteindre {{target}} avec les nombres que tu as maintenant : défais {{#each lines}}{{#if @first}}{{else}}{{#if @last}} et {{else}}, {{/if}}{{/if}}{{this}}{{/each}} (Annuler{{#if (gt count 1)}}, {{count}} fois{{/if}}), puis redemande.',
    ),
    stuck: template('Impossible d’atteindre {{target}} avec ces plaques.'),
  },
  refusal: {
    deal: template(
      '{{#if all}}{{cards}} grandes plaques{{else}}{{#if (eq large 0)}}{{cards}} petites plaques{{else}}{{cards}} plaques, dont {{#if (eq large -1)}}1 ou 2 grandes{{else}}{{large}} grande{{#if (gt large 1)}}s{{/if}}{{/if}}{{/if}}{{/if}}',
    ),
    beyond: template('avec {{deal}}, aucune façon ne dépasse {{most}}, ce qui reste sous tous les nombres à trouver de {{lowest}} à {{highest}}'),
    tooHigh: template(
      'avec {{deal}}, les méthodes du niveau {{band}} font au plus {{most}}, ce qui reste sous tous les nombres à trouver de {{lowest}} à {{highest}}',
    ),
    smallEasy: template(
      'sans grande plaque, aucun nombre à trouver de {{lowest}} à {{highest}} n’est à une opération ou à trois plaques, donc le niveau facile demande une grande plaque',
    ),
    sentence: template(
      '{{why}} ; demande {{#if band}}le niveau {{band}}{{#if harder}} ou plus difficile{{/if}}{{#if lower}}, ou des nombres à trouver plus petits{{/if}}{{else}}des nombres à trouver plus petits{{/if}}' +
        '{{#if more}}, ou plus de plaques{{/if}}{{#if large}}, ou au moins une grande plaque{{/if}}{{#if larger}}, ou plus de grandes plaques{{/if}}',
    ),
  },
  measures: {
    level: 'niveau, d’après la méthode nécessaire (1 facile … 4 expert)',
    hardest: 'méthode nécessaire',
    uses: 'étapes, par méthode : méthodes plus faciles écartées et lignes de calcul',
    steps: 'étapes : méthodes plus faciles écartées, puis lignes de calcul',
    paper: 'combinaisons essayées, à peu près, avant de trouver un chemin (12 au plus)',
    solutions: 'façons d’atteindre le nombre à trouver',
    ways: 'façons avec les méthodes de son niveau ou plus faciles',
    cards: 'plaques utilisées par le calcul',
    near: 'écart entre le nombre à trouver et le produit de deux plaques le plus proche',
    stray: 'plus grand nombre en chemin, en multiple du nombre à trouver',
  },
};
