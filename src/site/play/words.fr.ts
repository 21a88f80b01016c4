import { template } from '../../engine/words.ts';
import type { en } from './words.ts';

/**
 * The play controls' words in French (checked against the English in words.ts). « Annuler » as
 * the Countdown hint calls the Undo button, the reader called « tu » as in the printed rules,
 * a hint « un indice ». The space before « : ; ? ! » and inside « » is a no-break space (U+00A0).
 */
export const fr: typeof en = {
  shell: {
    undo: 'Annuler',
    undoTip: 'Annuler (Ctrl+Z)',
    redo: 'Rétablir',
    redoTip: 'Rétablir (Ctrl+Y)',
    undone: 'Annulé.',
    redone: 'Rétabli.',
    check: 'Vérifier',
    startAgain: 'Recommencer',
    // « Vraiment », not « Sûr », which takes the reader for a boy (« Sûre » for a girl).
    sure: 'Vraiment ? Appuie encore',
    sureSay: 'Recommencer efface tout ce que tu as fait dans cette partie. Appuie encore pour recommencer.',
    time: 'Temps',
    mistakes: template('Erreurs : {{count}}'),
    hints: template('Indices : {{count}}'),
    answerShown: 'Solution affichée',
    opened: 'Tu as ouvert la solution : cette partie sera marquée « solution affichée ».',
    solved: template(
      'Résolu en {{time}}' +
        '{{#if mistakes}} avec {{mistakes}} erreur{{#unless (eq mistakes 1)}}s{{/unless}}{{/if}}' +
        '{{#if hints}}{{#if mistakes}} et{{else}} avec{{/if}} {{hints}} indice{{#unless (eq hints 1)}}s{{/unless}}{{/if}}' +
        '{{#if revealed}}, après avoir regardé la solution{{/if}}. Bravo !',
    ),
    fit: 'Ajuster',
    zoom: 'Agrandir',
  },
  digits: {
    notes: 'Notes',
    notesTip: 'Notes au crayon (N)',
    notesOn: 'Notes activées : les chiffres s’écrivent en notes au crayon.',
    notesOff: 'Notes désactivées : les chiffres s’écrivent comme réponses.',
    noted: template('notes {{digits}}'),
    checkBox: 'Vérifier cette case',
    keypad: 'Pavé numérique',
    erase: 'Effacer',
  },
  hint: {
    hint: 'Indice',
    done: 'Tout est rempli, et juste : appuie sur Vérifier.',
    why: 'Pourquoi ?',
    before: template('{{#if (eq count 1)}}Cela s’appuie sur une étape précédente :{{else}}Cela s’appuie sur {{count}} étapes précédentes :{{/if}}'),
    writeIn: 'L’écrire',
    take: template('{{say}} Appuie sur « L’écrire » pour l’utiliser.'),
  },
  progress: {
    solved: 'Résolu',
    solvedIn: template('Résolu en {{time}}'),
    revealed: 'Solution affichée',
    started: 'En cours',
  },
};
