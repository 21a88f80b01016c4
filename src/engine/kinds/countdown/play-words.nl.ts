import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Countdown's player words in Dutch (checked against the English in play-words.ts), with the
 * terms of the Dutch names: Getallenjacht, het doelgetal, de kaart, "een heel getal groter dan
 * nul". A sign is "het rekenteken"; a number is reached: "gehaald".
 */
export const nl: typeof en = {
  help: template(
    'Maak {{target}}: kies een kaart, dan een rekenteken en dan nog een getal. Elke stap komt op de lijnen te staan, en de uitkomst wacht onder de rekentekens tot je die opnieuw gebruikt.',
  ),
  keysHelp: 'Met het toetsenbord: Tab of de pijltjestoetsen naar een getal, Enter om het te kiezen, + − * / (of x) voor een rekenteken, Esc om los te laten.',
  showSolution: 'Een oplossing tonen',
  signs: 'Rekentekens',
  // The sign buttons' names, as Dutch reads the signs aloud ("plus" is the English word too).
  plus: 'plus',
  minus: 'min',
  times: 'keer',
  dividedBy: 'gedeeld door',
  made: 'Getallen die je hebt gemaakt',
  tile: template('{{v}}{{#if card}}, kaart{{#if used}}, gebruikt{{/if}}{{else}}{{#if used}}, gebruikt{{/if}}{{/if}}'),
  madeBy: template('gemaakt met {{line}}'),
  letGo: template('{{v}} losgelaten: kies een getal.'),
  choiceLetGo: 'Keuze losgelaten: kies een getal.',
  thenSign: template('{{v}}, nu een rekenteken: + − × of ÷.'),
  chooseFirst: 'Kies eerst een getal, dan een rekenteken.',
  thenSecond: template('{{v}} {{sign}} … kies nu het tweede getal.'),
  notAllowed: template('Niet toegestaan: {{why}}. Elk getal onderweg moet een heel getal groter dan nul zijn.'),
  notAboveZero: template('{{a}} − {{b}} is niet groter dan nul'),
  notWhole: template('{{a}} ÷ {{b}} is geen heel getal'),
  twoDifferent: 'Kies twee verschillende getallen die nog niet gebruikt zijn',
  stepMade: template('{{result}} gemaakt: {{line}}. Tot nu toe het dichtst bij: {{closest}}, {{off}} ernaast.'),
  notThere: template('Nog niet gehaald: het dichtst bij kwam je met {{closest}}, {{off}} naast {{target}}.'),
};
