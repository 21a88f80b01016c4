import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Countdown's player words in Portuguese (checked against the English in play-words.ts), with
 * the terms of words.pt.ts (Conta Certa): the number to reach is "o alvo", the printed numbers
 * "cartas", and every result on the way "um número inteiro maior que zero".
 */
export const pt: typeof en = {
  help: template(
    'Chegue a {{target}}: escolha uma carta, um sinal e depois outro número. Cada passo é escrito nas linhas, e o seu resultado fica embaixo dos sinais para ser usado de novo.',
  ),
  keysHelp: 'Com o teclado: Tab ou as setas para ir até um número, Enter para escolhê-lo, + − * / (ou x) para um sinal, Esc para soltá-lo.',
  showSolution: 'Ver uma solução',
  signs: 'Sinais',
  plus: 'mais',
  minus: 'menos',
  times: 'vezes',
  dividedBy: 'dividido por',
  made: 'Números que você formou',
  tile: template('{{v}}{{#if card}}, carta{{#if used}} usada{{/if}}{{else}}{{#if used}}, usado{{/if}}{{/if}}'),
  madeBy: template('formado com {{line}}'),
  letGo: template('Você soltou o {{v}}: escolha um número.'),
  choiceLetGo: 'Seleção desfeita: escolha um número.',
  thenSign: template('{{v}}; agora um sinal: + − × ou ÷.'),
  chooseFirst: 'Primeiro escolha um número, depois um sinal.',
  thenSecond: template('{{v}} {{sign}} … agora escolha o segundo número.'),
  notAllowed: template('Não vale: {{why}}. Cada número pelo caminho tem de ser um número inteiro maior que zero.'),
  notAboveZero: template('{{a}} − {{b}} não é maior que zero'),
  notWhole: template('{{a}} ÷ {{b}} não é um número inteiro'),
  twoDifferent: 'Escolha dois números diferentes que ainda não foram usados',
  stepMade: template('Deu {{result}}: {{line}}. O mais perto até agora: {{closest}}, a {{off}} do alvo.'),
  notThere: template('Ainda não: o mais perto que você chegou é {{closest}}, a {{off}} do alvo {{target}}.'),
};
