import { template } from '../../words.ts';
import type { en } from './words.ts';

/** Numbrix in French (checked against the English in words.ts). */
export const fr: typeof en = {
  title: 'Numbrix',
  rules: template(
    'Écris un nombre dans chaque case vide pour que la grille contienne chaque nombre de 1 à {{last}} une seule fois, et que chaque nombre touche le suivant par le haut, le bas, la gauche ou la droite (jamais en diagonale). Les nombres déjà imprimés montrent par où passe le chemin.',
  ),
  instruction: template(
    'Écris les nombres de 1 à {{last}} dans les cases pour tracer un chemin : chaque nombre touche le suivant par le haut, le bas, la gauche ou la droite.',
  ),
  alt: template('Grille de Numbrix de {{width}} sur {{height}} avec {{clues}} nombres donnés ; à compléter de 1 à {{last}}.'),
  altSolved: template('Numbrix de {{width}} sur {{height}}, résolu : les nombres de 1 à {{last}} en un chemin.'),
  ladder: {
    bridge: { level: 1, title: 'pont', what: 'Deux nombres séparés par un seul (7 et 9) avec une seule case libre qui touche les deux : le nombre du milieu va là.' },
    'single-exit': {
      level: 1,
      title: 'sortie unique',
      what: 'Un nombre à qui il manque encore son voisin dans la suite, avec une seule case libre à côté de lui : le voisin va là.',
    },
    corridor: {
      level: 2,
      forced: true,
      title: 'chemin unique',
      what: 'Deux nombres peu éloignés avec un seul chemin de la bonne longueur entre eux (un couloir, ou un coin juste assez grand) : le chemin est sûr.',
    },
    'two-step': {
      level: 2,
      title: 'trou de deux cases',
      what: 'Deux nombres à trois d’écart (7 et 10) : fais la liste des chemins de deux cases entre eux ; une case par laquelle passent tous les chemins est remplie.',
    },
    'dead-end': {
      level: 2,
      title: 'cul-de-sac',
      what: 'Une case vide avec une seule entrée ne peut être qu’un bout du chemin : le 1 ou le dernier nombre.',
    },
    parity: {
      level: 2,
      title: 'couleurs du damier',
      what: 'Colorie la grille comme un damier : deux nombres qui se suivent changent de couleur, donc les nombres pairs restent sur une couleur et les impairs sur l’autre. On sait ainsi quel bout du chemin va dans un cul-de-sac.',
    },
    fence: {
      level: 3,
      title: 'barrière de distance',
      what: 'Un nombre manquant ne peut pas être trop loin des nombres placés juste avant et juste après lui (le 12 est à 3 pas au plus du 9), et il est sur sa couleur du damier : quand il ne reste qu’une case, il va là.',
    },
    'only-number': {
      level: 3,
      title: 'seul nombre à portée',
      what: 'Une case vide qu’un seul nombre manquant peut atteindre à l’intérieur de sa barrière de distance reçoit ce nombre.',
    },
    routes: {
      level: 4,
      title: 'liste des chemins',
      what: 'Pour un trou court, écris tous les chemins de la bonne longueur (une douzaine au plus) et écarte ceux qui enferment un coin qu’aucun nombre ne peut remplir : une case sur laquelle tous les chemins restants sont d’accord est sûre.',
    },
  },
  cell: template('ligne {{row}}, colonne {{col}}'),
  steps: {
    bridge: template('Le {{v}} va en {{cell}} : c’est la seule case libre qui touche à la fois le {{prev}} et le {{next}}.'),
    'single-exit': template('Le {{u}} n’a qu’une case libre à côté de lui, en {{cell}}, donc le {{v}} va là.'),
    'two-step': template(
      'Tous les chemins de deux cases du {{a}} au {{b}} passent par la case en {{cell}}, donc le {{v}} va là.',
    ),
    'dead-end': template('La case en {{cell}} n’a qu’une entrée, c’est donc un bout du chemin : le {{v}}.'),
    parity: template(
      'La case en {{cell}} n’a qu’une entrée, elle contient donc le 1 ou le {{last}} ; sur le damier, elle a la couleur du {{v}}, donc le {{v}} va là.',
    ),
    fence: template(
      'Le {{v}} doit être{{#if (gt lo 0)}} à {{up}} pas au plus du {{lo}}{{/if}}{{#if (gt lo 0)}}{{#if (lte hi last)}} et{{/if}}{{/if}}{{#if (lte hi last)}} à {{down}} pas au plus du {{hi}}{{/if}}, sur sa couleur du damier : la seule case qui convient est en {{cell}}{{#each wide}}{{#if @first}} ({{else}} ; {{/if}}{{#if cut}}la case en {{cell}} est coupée du {{from}} par les nombres déjà placés{{else}}la case en {{cell}} est à {{steps}} pas du {{from}} en contournant les nombres déjà placés{{/if}}{{#if @last}}){{/if}}{{/each}}.',
    ),
    'only-number': template(
      'Aucun nombre manquant sauf le {{v}} ne peut atteindre à temps la case en {{cell}} : elle est à {{#if (gt lo 0)}}{{up}} pas du {{lo}}{{#if (lte hi last)}} et à {{down}} pas du {{hi}}{{/if}}{{else}}{{down}} pas du {{hi}}{{/if}}{{#if around}}, en contournant les nombres déjà placés{{/if}}, et {{#if (gt lo 0)}}{{#if (lte hi last)}}seul le {{v}} vient au moins {{up}} après le {{lo}} et {{down}} avant le {{hi}}{{else}}le {{v}} est le seul nombre manquant de sa couleur du damier qui vient au moins {{up}} après le {{lo}}{{/if}}{{else}}le {{v}} est le seul nombre manquant de sa couleur du damier qui vient au moins {{down}} avant le {{hi}}{{/if}}{{#each others}} ; {{#if (eq first last)}}le {{first}} est trop loin{{else}}les nombres du {{first}} au {{last}} sont trop loin{{/if}} : en contournant les nombres déjà placés, elle est {{#each ends}}{{#unless @first}} et {{/unless}}{{#if cut}}coupée du {{from}}{{else}}à {{steps}} pas du {{from}}{{/if}}{{/each}}{{/each}}. Donc le {{v}} va là.',
    ),
    corridor: template(
      'Un seul chemin de la bonne longueur va du {{lo}} au {{hi}}, et il place le {{v}} en {{cell}}.',
    ),
    routes: template(
      '{{count}} chemins de la bonne longueur vont du {{lo}} au {{hi}}. En partant du {{lo}} : {{#each routes}}{{#unless @first}} ; {{/unless}}{{moves}} ({{#if pocket}}enferme {{pocket}}{{else}}n’enferme rien{{/if}}){{/each}}. {{#if (gt count kept)}}{{#if (eq kept 1)}}Un seul n’enferme{{else}}{{kept}} n’enferment{{/if}} aucun coin vide, et {{#if (eq kept 1)}}il place{{else}}{{#if (eq kept 2)}}les deux placent{{else}}les {{kept}} placent{{/if}}{{/if}}{{else}}{{#if (eq kept 2)}}Les deux placent{{else}}Les {{kept}} placent{{/if}}{{/if}} le {{v}} en {{cell}}.',
    ),
  },
  route: {
    pocket: template(
      '{{#if (eq size 1)}}la case en {{cells.[0]}}{{else}}{{#if (eq size 2)}}les cases en {{#each cells}}{{#unless @first}}{{#if @last}} et {{else}} ; {{/if}}{{/unless}}{{this}}{{/each}}{{else}}un coin de {{size}} cases, dont celle en {{cells.[0]}}{{/if}}{{/if}}',
    ),
    moves: { up: 'haut', down: 'bas', left: 'gauche', right: 'droite' },
    run: template('{{dir}}{{#if (gt n 1)}} {{n}}{{/if}}'),
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}Le{{else}}{{#if @last}} et le{{else}}, le{{/if}}{{/if}} {{v}} en {{cell}}{{/each}} {{#if (eq wrong.length 1)}}n’est{{else}}ne sont{{/if}} pas sur le chemin : {{#if (eq wrong.length 1)}}enlève-le{{else}}enlève-les{{/if}} d’abord.',
    ),
    reveal: template('Aucune étape que je connais ne permet d’avancer d’ici, alors voici une case de la solution : le {{v}} va en {{cell}}.'),
  },
  measures: {
    level: 'niveau, d’après les techniques nécessaires (1 facile … 4 expert)',
    hardest: 'technique la plus difficile nécessaire',
    uses: 'techniques utilisées',
    steps: 'étapes pour le résoudre',
    paper: 'chemins et cases écrits et essayés',
    stretch: 'plus long écart entre nombres donnés',
    clues: 'nombres donnés',
    cells: 'cases',
    clueShare: 'part des cases données',
  },
};
