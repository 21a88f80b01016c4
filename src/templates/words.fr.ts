import { template } from '../engine/words.ts';
import type { en } from './index.ts';

/** The book's furniture in French (checked against the English in index.ts). */
export const fr: typeof en = {
  book: {
    copyright: template('© {{#if year}}{{year}} {{/if}}{{author}}'),
    copyrightPuzzles: template(
      '{{count}} casse-tête{{#if plural}}s{{/if}}, chacun vérifié par un programme : tous ont une solution, et une seule, sauf ceux du « Compte est bon », qui peuvent en avoir plusieurs.',
    ),
    copyrightMade: template(
      'Fait avec puzzlebook {{version}} à partir de la graine {{seed}} ; la même description et la même graine permettent de refaire ce livre, page pour page.',
    ),
    bands: { easy: 'facile', medium: 'moyen', hard: 'difficile', expert: 'expert' },
    belongsTo: template('Ce livre appartient à'),
    contentsHeading: template('Sommaire'),
    contentsHowTo: template('{{kindTitle}} : comment jouer'),
    howToHeading: template('{{kindTitle}} : comment jouer'),
    howToExample: template('Exemple'),
    howToSolved: template('Résolu'),
    howToFirstSteps: template('Premiers pas'),
    howToBands: template('Ce que demande chaque niveau'),
    howToBandsNote: template('Chaque niveau reprend les techniques des niveaux précédents, y ajoute celles-ci et demande plus de travail en tout.'),
    howToBand: template('{{band}}'),
    howToTechnique: template('{{title}} : {{lowerFirst what}}'),
    howToTitles: template('{{band}} : {{titles}}'),
    howToRef: template('Comment jouer : page {{page}}'),
    sectionHeading: template('{{kindTitle}} · {{count}} casse-tête{{#if plural}}s{{/if}} de niveau {{difficulty}}'),
    puzzleLabel: template('{{number}}. {{kindTitle}} · {{difficulty}}'),
    puzzleId: template('{{id}}'),
    footerRight: template('{{title}} · {{page}}'),
    footerLeft: template('{{page}} · {{title}}'),
  },
  cover: {
    pdfTitle: template('{{title}} : couverture'),
    spine: template('{{title}} · {{author}}'),
    blurb: template(
      '{{count}} casse-têtes de nombres ({{difficulties}}), chacun vérifié par un programme : il a une solution que l’on trouve en raisonnant, sans deviner. Chaque jeu commence par une page qui explique comment jouer, et toutes les solutions sont fournies.',
    ),
    kindLine: template('{{kindTitle}} : {{count}}'),
  },
  answers: {
    title: template('{{title}} : solutions'),
    heading: template('Solutions'),
    caption: template('{{number}}. {{kindTitle}} (page {{page}})'),
  },
  worked: {
    step: template('{{n}}. {{title}}{{#if colon}}. {{say}}{{else}} : {{lowerFirst say}}{{/if}}'),
    stepNamed: template('{{n}}. {{say}}'),
    gap: template('… encore {{count}} étape{{#unless (eq count 1)}}s{{/unless}} …'),
    rest: template('Puis encore {{count}} étape{{#unless (eq count 1)}}s{{/unless}} jusqu’à la solution.'),
  },
  worksheet: {
    title: template('{{kindTitle}} — fiche d’exercices'),
    version: template('{{title}} {{letter}}'),
    header: template('Nom {{name}}   Date {{date}}   Score ____ / {{count}}'),
    footer: template('{{title}} · graine {{seed}}'),
  },
  explained: {
    summary: template('{{count}} étape{{#unless (eq (plural count) "one")}}s{{/unless}}, par le seul raisonnement ; la plus difficile est « {{hardest}} » ({{band}}).'),
    stuck: template('Après {{count}} étape{{#unless (eq (plural count) "one")}}s{{/unless}}, plus aucune technique n’avance : ce casse-tête demande des essais, ou a plus d’une solution.'),
    answer: template('La solution à laquelle mènent ces étapes :'),
    stored: template('C’est la solution enregistrée.'),
    right: template('C’est une bonne solution, comme celle enregistrée.'),
  },
};
