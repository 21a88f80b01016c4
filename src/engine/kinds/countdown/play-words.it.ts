import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Countdown's player words in Italian (checked against the English in play-words.ts), with the
 * terms of words.it.ts: the number to reach is "l’obiettivo", the numbers dealt are "carte", the
 * way to it "il percorso". Numbers stand without an article ("arriva a 347"), as the printed
 * words write them.
 */
export const it: typeof en = {
  help: template(
    'Arriva a {{target}}: scegli una carta, poi un segno, poi un altro numero. Ogni passo si scrive sulle righe, e il suo risultato aspetta sotto i segni per essere usato di nuovo.',
  ),
  keysHelp: 'Con la tastiera: Tab o le frecce per andare a un numero, Invio per sceglierlo, + − * / (o x) per un segno, Esc per lasciarlo.',
  showSolution: 'Mostra una soluzione',
  signs: 'Segni',
  plus: 'più',
  minus: 'meno',
  times: 'per',
  dividedBy: 'diviso',
  made: 'Numeri che hai ottenuto',
  tile: template('{{v}}{{#if card}}, carta{{#if used}} usata{{/if}}{{else}}{{#if used}}, usato{{/if}}{{/if}}'),
  madeBy: template('ottenuto così: {{line}}'),
  letGo: template('{{v}} lasciato: scegli un numero.'),
  choiceLetGo: 'Scelta annullata: scegli un numero.',
  thenSign: template('{{v}}; ora un segno: + − × o ÷.'),
  chooseFirst: 'Prima scegli un numero, poi un segno.',
  thenSecond: template('{{v}} {{sign}} … ora scegli il secondo numero.'),
  notAllowed: template('Non si può: {{why}}. Ogni numero lungo il percorso deve essere un intero maggiore di zero.'),
  notAboveZero: template('{{a}} − {{b}} non è maggiore di zero'),
  notWhole: template('{{a}} ÷ {{b}} non è un numero intero'),
  twoDifferent: 'Scegli due numeri diversi, non ancora usati',
  stepMade: template('Hai ottenuto {{result}}: {{line}}. Il più vicino finora: {{closest}}, a {{off}} dall’obiettivo.'),
  notThere: template('Non ci sei ancora: il più vicino che hai è {{closest}}, a {{off}} da {{target}}.'),
};
