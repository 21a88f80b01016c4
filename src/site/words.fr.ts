import { template } from '../engine/words.ts';
import type { en } from './words.ts';

/**
 * The archive's words in French (checked against the English in words.ts), in the printed
 * words' terms (src/templates/words.fr.ts): « casse-tête », « comment jouer », « solutions »,
 * the reader called « tu ». The space before « : ; ? ! » and inside « » is a no-break space
 * (U+00A0), so a narrow screen never wraps a line before the colon.
 */
export const fr: typeof en = {
  site: {
    // Short: on a phone the header is one line, the site's name beside the menu.
    name: 'Casse-têtes',
    windowTitle: template('{{title}} · Casse-têtes'),
    skip: 'Aller au contenu',
    mainNav: 'Principal',
    books: 'Livres',
    kinds: 'Jeux',
    search: 'Chercher',
    searchForm: 'Site',
    searchLabel: 'Chercher des casse-têtes',
    searchPlaceholder: 'Chercher : id, jeu, livre…',
    footer:
      'Fait avec puzzlebook. Chaque casse-tête a été résolu de nouveau avant d’être publié : chacun a une seule solution, sauf dans Le compte est bon, où le nombre à trouver peut toujours être atteint.',
    breadcrumb: 'Fil d’Ariane',
    // The breadcrumb's first step, the home page: « Accueil », as French sites name it.
    archive: 'Accueil',
  },
  book: {
    // French puts 0 in the singular, as 1. The page puts a colon right after this (`12 puzzles:`)
    // and French wants a space before it: a no-break space, kept by the comment after it (a
    // template's trailing white space is trimmed).
    count: template('{{count}} casse-tête{{#if (gt count 1)}}s{{/if}} {{! space before the page’s colon }}'),
    author: template('par {{author}}'),
    pdf: 'Livre de casse-têtes (PDF)',
    answersPdf: 'Solutions (PDF)',
    answersAtBack: 'Les solutions sont à la fin du livre',
  },
  puzzle: {
    title: template('{{kindTitle}} {{number}}, {{difficulty}} · {{book}}'),
    crumb: template('Casse-tête {{number}}'),
    play: 'Jouer',
    idBefore: 'Casse-tête',
    idIn: 'dans',
    print: 'Imprimer ce casse-tête',
    howTo: 'Comment jouer',
    // Quoted: some titles are sentences (« Le compte est bon »), not names to put after a noun.
    more: template('Autres casse-têtes « {{kindTitle}} »'),
    asText: 'Le casse-tête en texte',
    measured: 'Comment sa difficulté a été mesurée',
    askedFor: 'Niveau demandé',
    score: 'Travail demandé (score)',
    measuredNote:
      'Le niveau demande deux choses : les techniques qu’il faut pour le résoudre sans deviner, et un score dans la fourchette du niveau pour un casse-tête de cette taille. Le score compte toute la résolution : chaque étape selon le niveau de sa technique (1, 2, 4 ou 8 points), et un point par cas écrit et vérifié. Un point vaut environ dix secondes, d’où le temps : une estimation grossière, pas une mesure.',
    showAnswer: 'Voir la solution',
    others: 'Autres casse-têtes de ce livre',
    previous: template('‹ Précédent : {{label}}'),
    next: template('Suivant : {{label}} ›'),
    first: 'Premier casse-tête du livre',
    last: 'Dernier casse-tête du livre',
  },
  grade: {
    needs: template('demande « {{technique}} »'),
    about: template('environ {{minutes}} min'),
    // A technique: « aucune ».
    none: 'aucune',
    level: template('{{band}} (niveau {{level}})'),
  },
  listing: {
    description: 'Tous les casse-têtes de tous les livres : parcours-les, imprime-les, cherche-les et vérifie les solutions.',
    lede: template(
      '{{puzzles}} casse-tête{{#if (gt puzzles 1)}}s{{/if}} tiré{{#if (gt puzzles 1)}}s{{/if}} de {{books}} livre{{#if (gt books 1)}}s{{/if}}, chacun vérifié par un programme : une solution et pas d’autre (pour « {{countdown}} » : au moins une façon d’atteindre le but). Ouvre un casse-tête pour y jouer, l’imprimer ou voir sa solution.',
    ),
    random: 'Un casse-tête au hasard',
    randomWhy: ' : un que tu n’as pas encore résolu.',
    kinds: 'Les jeux',
    example: 'L’exemple que décrivent ces règles',
    allOfKind: template('{{#if (eq count 1)}}Le seul casse-tête{{else}}Les {{count}} casse-têtes{{/if}} « {{kindTitle}} »'),
    kindTitle: template('Casse-têtes « {{kindTitle}} »'),
    teach: 'Comment le résoudre : premières étapes, et ce que demande chaque niveau',
    firstSteps: 'Premières étapes de l’exemple',
    eachBand: 'Ce que demande chaque niveau',
    eachBandNote: 'Chaque niveau reprend les techniques des niveaux précédents, y ajoute celles-ci et demande plus de travail en tout.',
    showDifficulty: 'Niveau',
    showLanguage: 'Langue',
    all: 'Tous',
    randomOfKind: template('Un « {{kindTitle}} » au hasard'),
    puzzles: 'Casse-têtes',
    searchTitle: 'Chercher dans l’archive',
    searchIntro: template(
      'Cherche par l’identifiant d’un casse-tête, tel qu’il est imprimé sous le casse-tête dans le livre (par exemple {{id}}), par jeu, niveau, titre de livre ou par les mots d’une règle ; affine les résultats avec les filtres.',
    ),
    searchNeedsScript: template('La recherche a besoin de JavaScript. Sans lui, parcours les {{books}} ou les {{kinds}}.'),
    booksLink: 'livres',
    kindsLink: 'jeux',
    filters: { kind: 'jeu', difficulty: 'niveau', book: 'livre', language: 'langue' },
    randomDescription: 'Un casse-tête choisi au hasard parmi ceux que tu n’as pas encore résolus.',
    randomAtWork: 'Avec JavaScript, cette page choisit un casse-tête que tu n’as pas encore résolu et l’ouvre. Sans lui, choisis-en un dans la liste.',
    randomPicking: 'Choix d’un casse-tête…',
    randomNone: 'Aucun casse-tête ne correspond à la demande. Choisis-en un dans la liste ci-dessous.',
    inBook: template('dans {{book}}'),
    back: 'Retour à l’accueil',
    notFound: 'Introuvable',
    noSuchPage: 'Cette page n’existe pas',
    notFoundText: template('Il n’y a ni casse-tête ni livre ici. Essaie la {{front}} ou la {{search}}.'),
    frontLink: 'page d’accueil',
    searchLink: 'recherche',
  },
};
