import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Countdown's player words in German (checked against the English in play-words.ts), with the
 * terms of words.de.ts: die Zielzahl, die Karte, das Zwischenergebnis, "eine ganze Zahl größer
 * als null". A sign is "das Rechenzeichen"; a choice let go is "abgewählt".
 */
export const de: typeof en = {
  help: template(
    'Erreiche {{target}}: Wähle eine Karte, ein Rechenzeichen und dann eine weitere Zahl. Jeder Schritt wird auf die Linien geschrieben, und sein Ergebnis wartet unter den Rechenzeichen darauf, wieder benutzt zu werden.',
  ),
  keysHelp: 'Mit der Tastatur: Tab oder die Pfeiltasten zu einer Zahl, Enter zum Wählen, + − * / (oder x) für ein Rechenzeichen, Esc zum Abwählen.',
  showSolution: 'Eine Lösung zeigen',
  signs: 'Rechenzeichen',
  // The sign buttons' names, capitalized as German names a button; "Plus" and "Minus" are German words too.
  plus: 'Plus',
  minus: 'Minus',
  times: 'Mal',
  dividedBy: 'Geteilt durch',
  made: 'Deine Zwischenergebnisse',
  tile: template('{{v}}{{#if card}}, Karte{{#if used}}, benutzt{{/if}}{{else}}{{#if used}}, benutzt{{/if}}{{/if}}'),
  madeBy: template('gebildet mit {{line}}'),
  letGo: template('{{v}} abgewählt: Wähle eine Zahl.'),
  choiceLetGo: 'Auswahl aufgehoben: Wähle eine Zahl.',
  thenSign: template('{{v}}, jetzt ein Rechenzeichen: + − × oder ÷.'),
  chooseFirst: 'Wähle zuerst eine Zahl, dann ein Rechenzeichen.',
  thenSecond: template('{{v}} {{sign}} … wähle jetzt die zweite Zahl.'),
  notAllowed: template('Nicht erlaubt: {{why}}. Jedes Zwischenergebnis muss eine ganze Zahl größer als null sein.'),
  notAboveZero: template('{{a}} − {{b}} ist nicht größer als null'),
  notWhole: template('{{a}} ÷ {{b}} ist keine ganze Zahl'),
  twoDifferent: 'Wähle zwei verschiedene Zahlen, die noch nicht benutzt sind',
  stepMade: template('{{result}} gebildet: {{line}}. Bisher am nächsten: {{closest}}, {{off}} entfernt.'),
  notThere: template('Noch nicht geschafft: Am nächsten bist du mit {{closest}}, {{off}} von {{target}} entfernt.'),
};
