import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Secret Number's player words in Dutch (checked against the English in play-words.ts), with
 * the terms of words.nl.ts: het cijfer, het vakje, de regel; a number "voldoet aan" a rule or
 * "overtreedt" it. A guess is "je getal": "de poging" is Codekraker's. Notes is ‘Notities’,
 * as the play shell names the button.
 */
export const nl: typeof en = {
  help: template(
    'Schrijf een getal van {{digits}} cijfers in de vakjes. Zodra elk vakje gevuld is, krijgt elke regel een vinkje als je getal eraan voldoet, en een kruisje als het de regel overtreedt. ' +
      'Tik op een regel (of ga er met Tab naartoe en druk op Enter) om hem door te strepen; met ‘Notities’ schrijf je potloodnotities.',
  ),
  unfinished: template('Vul eerst alle {{digits}} cijfers van je getal in (het eerste is geen 0).'),
  keepsAll: template('{{guess}} voldoet aan elke regel.'),
  breaks: template(
    '{{guess}} overtreedt {{#if (eq rules.length 1)}}regel{{else}}de regels{{/if}} ' +
      '{{#each rules}}{{#unless @first}}{{#if @last}} en {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  crossedOut: template('Regel {{n}} doorgestreept.'),
  backInPlay: template('Regel {{n}} telt weer mee.'),
  digit: template('Cijfer {{d}} van je getal'),
  rule: template('Regel {{n}}: {{text}}{{#if guess}} {{guess}} {{#if kept}}voldoet eraan{{else}}overtreedt hem{{/if}}.{{/if}}'),
  crossedTip: 'Doorgestreept: tik om hem terug te halen',
  crossTip: 'Tik om door te strepen',
};
