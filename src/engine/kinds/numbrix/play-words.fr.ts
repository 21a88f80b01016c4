import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Numbrix's player words in French (checked against the English in play-words.ts), with the
 * terms of words.fr.ts: case, ligne, colonne, chemin, grille; the buttons as the play shell
 * names them (Vérifier). Counting up or down is « en montant », « en descendant ». The space
 * before « : ; » is a no-break space (U+00A0), as in src/site/play/words.fr.ts.
 */
export const fr: typeof en = {
  help: template(
    '{{#if coarse}}Touche un nombre de la grille, puis les cases{{else}}Clique sur un nombre de la grille, puis sur les cases{{/if}} où vont les nombres suivants, ou fais glisser depuis un nombre à travers les cases. ' +
      '{{#if coarse}}Touche{{else}}Clique sur{{/if}} un nombre que tu as placé pour l’enlever. Le bouton Suivant compte en montant ou en descendant. ' +
      'Au clavier : les flèches pour se déplacer, Entrée pour placer, + et − pour compter en montant ou en descendant, Ctrl+Z pour annuler.',
  ),
  continuing: template('Tu continues à partir du {{n}}'),
  removed: template('{{n}} enlevé'),
  backTo: template('Retour au {{n}}'),
  placed: template('{{#if (eq count 1)}}{{from}} placé{{else if (eq count 2)}}{{from}} et {{to}} placés{{else}}{{from}} à {{to}} placés{{/if}}'),
  thenContinuing: template('{{said}} ; tu continues à partir du {{n}}'),
  chooseFirst: 'Choisis d’abord sur la grille un nombre à partir duquel compter',
  atEnd: template('Le {{n}} est le {{#if first}}premier{{else}}dernier{{/if}} nombre ; compte dans l’autre sens'),
  already: template('Le {{n}} est déjà sur la grille, en ligne {{row}}, colonne {{column}}{{#if takeAway}} ; enlève-le d’abord{{/if}}'),
  mustTouch: template('Le {{n}} doit toucher le {{from}} par le haut, le bas, la gauche ou la droite'),
  mustAlsoTouch: template('Le {{n}} doit aussi toucher le {{after}}, déjà sur la grille'),
  // One word for both pointers: « Choisis » reads as well under a finger as under a mouse.
  nextCaption: template('{{#if (eq at "choose")}}Choisis{{else if (eq at "first")}}Premier{{else if (eq at "last")}}Dernier{{else}}Suivant{{/if}}'),
  chooseValue: 'un nombre',
  nextLabel: template(
    '{{#if (eq at "choose")}}Choisis un nombre{{else if (eq at "first")}}Le 1 est le premier' +
      '{{else if (eq at "last")}}Le {{n}} est le dernier{{else}}Suivant : {{n}}{{/if}}, en {{#if up}}montant{{else}}descendant{{/if}}',
  ),
  turnTip: template('Compter plutôt en {{#if up}}descendant{{else}}montant{{/if}} ({{#if up}}−{{else}}+{{/if}})'),
  square: template(
    'Ligne {{row}}, colonne {{column}} : {{#if v}}{{v}}{{#if given}}, donné{{/if}}{{else}}vide{{/if}}{{#if current}}, tu comptes à partir d’ici{{/if}}',
  ),
  nothingYet: template('Aucun nombre placé pour l’instant : {{#if (eq empty 1)}}1 case est vide{{else}}{{empty}} cases sont vides{{/if}}.'),
  allRight: template(
    'Tous les nombres placés jusqu’ici sont justes ; {{#if (eq empty 1)}}1 case est encore vide{{else}}{{empty}} cases sont encore vides{{/if}}.',
  ),
  wrongAt: template(
    '{{#if (eq wrong.length 1)}}Ce nombre n’est pas là où la solution le met{{else}}{{wrong.length}} nombres ne sont pas là où la solution les met{{/if}} : ' +
      '{{#each wrong}}{{#unless @first}} ; {{/unless}}le {{v}} en ligne {{row}}, colonne {{column}}{{/each}}.',
  ),
  wrongCount: template('{{#if (eq count 1)}}1 nombre n’est pas là où la solution le met{{else}}{{count}} nombres ne sont pas là où la solution les met{{/if}}.'),
  filledWrong: 'Toutes les cases sont remplies, mais le chemin n’est pas encore juste : appuie sur Vérifier pour voir où.',
};
