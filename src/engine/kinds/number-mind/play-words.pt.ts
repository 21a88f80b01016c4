import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Number Mind's player words in Portuguese (checked against the English in play-words.ts), with
 * the terms of words.pt.ts: código, tentativa, acertos (a guess's score), posição, linha vazia,
 * and a code "combina com" the scores.
 */
export const pt: typeof en = {
  help: template(
    'Escreva um código de {{length}} algarismos na linha vazia. Quando ela estiver completa, embaixo dos acertos de cada tentativa você vê em quantas posições o seu código coincide com essa tentativa; ' +
      'o código que combina com os acertos de todas as tentativas é o secreto. Com Notas você escreve notas a lápis.',
  ),
  unfinished: template('Primeiro escreva os {{length}} algarismos do seu código.'),
  digit: template('Algarismo {{p}} do seu código'),
  matchesAll: template('{{code}} combina com os acertos de todas as tentativas.'),
  misses: template(
    '{{code}} não combina com os acertos {{#if (eq guesses.length 1)}}da tentativa{{else}}das tentativas{{/if}} ' +
      '{{#each guesses}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}.',
  ),
  // Short, under the score: "2 em comum, demais"; the full sentence is sharesLabel.
  shares: template('{{matches}} em comum{{#unless met}}, {{#if over}}demais{{else}}de menos{{/if}}{{/unless}}'),
  sharesLabel: template(
    'Tentativa {{n}}, {{guess}}: o seu código coincide com ela em {{matches}} {{#if (eq matches 1)}}posição{{else}}posições{{/if}}, ' +
      '{{#if met}}como dizem os seus acertos{{else}}{{#if over}}demais{{else}}de menos{{/if}} ' +
      '{{#if (eq needed 0)}}para uma tentativa sem acertos{{else if (eq needed 1)}}para o seu único acerto{{else}}para os seus {{needed}} acertos{{/if}}{{/if}}.',
  ),
};
