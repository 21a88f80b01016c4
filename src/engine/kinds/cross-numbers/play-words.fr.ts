import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Cross Numbers' player words in French (checked against the English in play-words.ts), with
 * the terms of words.fr.ts: case, chiffre, ligne, colonne, a line « donne son résultat », a box
 * named whole « la case ligne 2, colonne 3 »; Notes and Vérifier as the play shell names them.
 * The space before « : ; » is a no-break space (U+00A0), as in src/site/play/words.fr.ts.
 */
export const fr: typeof en = {
  help: 'Choisis une case et tape un chiffre, ou utilise le pavé numérique ; les flèches servent à se déplacer. Le bouton Notes sert à écrire au crayon. Une ligne ou une colonne pleine est entourée de vert quand elle donne son résultat.',
  box: template('Ligne {{row}}, colonne {{column}}'),
  already: template('Le {{v}} est déjà dans cette {{#if (eq where "grid")}}grille{{else if (eq where "row")}}ligne{{else}}colonne{{/if}}.'),
  missed: template(
    '{{#each lines}}{{#if @first}}La{{else}} et la{{/if}} {{#if row}}ligne{{else}}colonne{{/if}} {{n}}{{/each}} ' +
      '{{#if (eq lines.length 1)}}ne donne pas son résultat{{else}}ne donnent pas leur résultat{{/if}}.',
  ),
  mark: template('La {{#if row}}ligne{{else}}colonne{{/if}} {{n}} {{#if holds}}donne{{else}}ne donne pas{{/if}} son résultat'),
  boxEmpty: template('La case ligne {{row}}, colonne {{column}} est vide.'),
  boxRight: template('Le {{v}} de la case ligne {{row}}, colonne {{column}} est juste.'),
  boxWrong: template('Le {{v}} de la case ligne {{row}}, colonne {{column}} est faux.'),
  allRightSoFar: template(
    '{{#if (eq empty 1)}}1 case est encore vide{{else}}{{empty}} cases sont encore vides{{/if}} ; tous les chiffres écrits jusqu’ici sont justes.',
  ),
  wrongDigits: template(
    '{{#if (eq wrong.length 1)}}Ce chiffre est faux{{else}}{{wrong.length}} chiffres sont faux{{/if}} : ' +
      '{{#each wrong}}{{#unless @first}} ; {{/unless}}ligne {{row}}, colonne {{column}}{{/each}}.',
  ),
  stillEmpty: template('{{#if (eq empty 1)}}1 case est encore vide{{else}}{{empty}} cases sont encore vides{{/if}}.'),
  filledWrong: 'Toutes les cases sont remplies, mais tous les calculs ne donnent pas encore leur résultat : appuie sur Vérifier pour voir où.',
};
