import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Secret Number's player words in French (checked against the English in play-words.ts), with
 * the terms of words.fr.ts: a guess is « ton nombre », a digit « un chiffre », a rule kept is
 * « respectée », crossed out « barrée »; Notes as the play shell names it. The space before
 * « : ; » is a no-break space (U+00A0), as in src/site/play/words.fr.ts.
 */
export const fr: typeof en = {
  help: template(
    'Écris dans les cases un nombre de {{digits}} chiffres pour l’essayer. Une fois toutes les cases remplies, chaque règle affiche une coche si ton nombre la respecte et une croix sinon. ' +
      'Touche une règle (ou va dessus avec Tab et appuie sur Entrée) pour la barrer ; le bouton Notes sert à écrire au crayon.',
  ),
  unfinished: template('Écris d’abord les {{digits}} chiffres de ton nombre (le premier n’est pas 0).'),
  keepsAll: template('{{guess}} respecte toutes les règles.'),
  breaks: template(
    '{{guess}} ne respecte pas {{#if (eq rules.length 1)}}la règle{{else}}les règles{{/if}} ' +
      '{{#each rules}}{{#unless @first}}{{#if @last}} et {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  crossedOut: template('Règle {{n}} barrée.'),
  backInPlay: template('Règle {{n}} remise en jeu.'),
  digit: template('Chiffre {{d}} de ton nombre'),
  rule: template('Règle {{n}} : {{text}}{{#if guess}} {{guess}} {{#if kept}}la respecte{{else}}ne la respecte pas{{/if}}.{{/if}}'),
  crossedTip: 'Barrée : touche pour la remettre',
  crossTip: 'Touche pour la barrer',
};
