import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Secret Number's player words in Portuguese (checked against the English in play-words.ts),
 * with the terms of words.pt.ts: algarismo, casa, regra, a regra "cumpre", "riscar"; a guess is
 * "um palpite". Notes is "Notas", as src/site/play/words.pt.ts names it.
 */
export const pt: typeof en = {
  help: template(
    'Escreva nas casas um palpite de {{digits}} algarismos. Quando todas estiverem preenchidas, cada regra mostra um sinal de certo se o seu palpite a cumpre e um X se não a cumpre. ' +
      'Toque numa regra (ou chegue a ela com Tab e aperte Enter) para riscá-la; com Notas você escreve notas a lápis.',
  ),
  unfinished: template('Primeiro escreva os {{digits}} algarismos do seu palpite (o primeiro não é 0).'),
  keepsAll: template('{{guess}} cumpre todas as regras.'),
  breaks: template(
    '{{guess}} não cumpre {{#if (eq rules.length 1)}}a regra{{else}}as regras{{/if}} ' +
      '{{#each rules}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  crossedOut: template('Regra {{n}} riscada.'),
  backInPlay: template('A regra {{n}} volta a valer.'),
  digit: template('Algarismo {{d}} do seu palpite'),
  rule: template('Regra {{n}}: {{text}}{{#if guess}} {{guess}} {{#if kept}}a cumpre{{else}}não a cumpre{{/if}}.{{/if}}'),
  crossedTip: 'Riscada: toque para trazê-la de volta',
  crossTip: 'Toque para riscar',
};
