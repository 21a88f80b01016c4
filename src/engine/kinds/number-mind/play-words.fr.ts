import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Number Mind's player words in French (checked against the English in play-words.ts), with the
 * terms of words.fr.ts: code, essai, position, ligne vide, a guess's score « son compte » of
 * « bons » (0 and 1 in the singular); Notes as the play shell names it. The space before « : ; »
 * is a no-break space (U+00A0), as in src/site/play/words.fr.ts.
 */
export const fr: typeof en = {
  help: template(
    'Écris un code de {{length}} chiffres dans la ligne vide. Une fois qu’elle est pleine, tu vois sous le compte de chaque essai combien de positions ton code a en commun avec lui ; ' +
      'le code qui respecte le compte de tous les essais est le code secret. Le bouton Notes sert à écrire au crayon.',
  ),
  unfinished: template('Écris d’abord les {{length}} chiffres de ton code.'),
  digit: template('Chiffre {{p}} de ton code'),
  matchesAll: template('{{code}} respecte le compte de tous les essais.'),
  misses: template(
    '{{code}} ne respecte pas le compte {{#if (eq guesses.length 1)}}de l’essai{{else}}des essais{{/if}} ' +
      '{{#each guesses}}{{#unless @first}}{{#if @last}} et {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  shares: template('{{matches}} en commun{{#unless met}}, {{#if over}}trop{{else}}pas assez{{/if}}{{/unless}}'),
  sharesLabel: template(
    'Essai {{n}}, {{guess}} : ton code a {{matches}} position{{#if (gt matches 1)}}s{{/if}} en commun avec lui, ' +
      '{{#if met}}comme le dit son compte{{else}}{{#if over}}trop{{else}}pas assez{{/if}} pour son compte de {{needed}} bon{{#if (gt needed 1)}}s{{/if}}{{/if}}.',
  ),
};
