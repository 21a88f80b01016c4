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
      'Fait avec puzzlebook. Chaque casse-tête a été résolu de nouveau avant d’être publié : chacun a une seule solution, et dans Le compte est bon, le nombre à trouver peut toujours être atteint.',
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
    score: 'Score mesuré',
    measuredNote:
      'Le niveau est celui de la technique la plus difficile qu’il faut pour le résoudre sans deviner ; les chiffres comptent les étapes. Le temps est une estimation grossière, tirée du nombre d’étapes.',
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
};
