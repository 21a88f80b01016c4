import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Numbrix's player words in German (checked against the English in play-words.ts), with the
 * terms of words.de.ts: das Feld, das Gitter, "Zeile 2, Spalte 3", a number named as a thing is
 * feminine ("die 7"), a printed number is "vorgegeben"; Check is "Prüfen", as the play shell says.
 */
export const de: typeof en = {
  help: template(
    '{{#if coarse}}Tippe{{else}}Klicke{{/if}} auf eine Zahl im Gitter und dann auf die Felder, in die die nächsten Zahlen kommen, oder zieh von einer Zahl aus über die Felder. ' +
      '{{#if coarse}}Tippe{{else}}Klicke{{/if}} auf eine Zahl, die du gesetzt hast, um sie wegzunehmen. Der Knopf „Nächste“ zählt aufwärts oder abwärts. ' +
      'Tasten: Pfeile bewegen, Enter setzt, + und − zählen aufwärts oder abwärts, Strg+Z macht rückgängig.',
  ),
  continuing: template('Weiter ab der {{n}}'),
  removed: template('Die {{n}} weggenommen'),
  backTo: template('Zurück zur {{n}}'),
  placed: template('{{#if (eq count 1)}}Die {{from}} gesetzt{{else if (eq count 2)}}Die {{from}} und die {{to}} gesetzt{{else}}{{from}} bis {{to}} gesetzt{{/if}}'),
  thenContinuing: template('{{said}}; weiter ab der {{n}}'),
  chooseFirst: 'Wähle zuerst eine Zahl im Gitter, von der aus du weiterzählst',
  atEnd: template('Die {{n}} ist die {{#if first}}erste{{else}}letzte{{/if}} Zahl; zähl in die andere Richtung'),
  already: template('Die {{n}} steht schon im Gitter, in Zeile {{row}}, Spalte {{column}}{{#if takeAway}}; nimm sie zuerst weg{{/if}}'),
  mustTouch: template('Die {{n}} muss die {{from}} berühren: oben, unten, links oder rechts'),
  mustAlsoTouch: template('Die {{n}} muss auch die {{after}} berühren, die schon im Gitter steht'),
  // One word for both pointers, as in Spanish: "Wähle" reads as well under a finger as under a mouse.
  nextCaption: template('{{#if (eq at "choose")}}Wähle{{else if (eq at "first")}}Erste{{else if (eq at "last")}}Letzte{{else}}Nächste{{/if}}'),
  chooseValue: 'eine Zahl',
  nextLabel: template(
    '{{#if (eq at "choose")}}Wähle eine Zahl{{else if (eq at "first")}}Die 1 ist die erste' +
      '{{else if (eq at "last")}}Die {{n}} ist die letzte{{else}}Nächste: {{n}}{{/if}}, Zählrichtung {{#if up}}aufwärts{{else}}abwärts{{/if}}',
  ),
  turnTip: template('Stattdessen {{#if up}}abwärts{{else}}aufwärts{{/if}} zählen ({{#if up}}−{{else}}+{{/if}})'),
  square: template(
    'Zeile {{row}}, Spalte {{column}}: {{#if v}}{{v}}{{#if given}}, vorgegeben{{/if}}{{else}}leer{{/if}}{{#if current}}, hier wird weitergezählt{{/if}}',
  ),
  nothingYet: template('Noch nichts gesetzt: {{#if (eq empty 1)}}1 Feld ist{{else}}{{empty}} Felder sind{{/if}} leer.'),
  allRight: template('Jede bisher gesetzte Zahl ist richtig; {{#if (eq empty 1)}}1 Feld ist{{else}}{{empty}} Felder sind{{/if}} noch leer.'),
  wrongAt: template(
    '{{#if (eq wrong.length 1)}}Diese Zahl steht{{else}}{{wrong.length}} Zahlen stehen{{/if}} in der Lösung woanders: ' +
      '{{#each wrong}}{{#unless @first}}; {{/unless}}die {{v}} in Zeile {{row}}, Spalte {{column}}{{/each}}.',
  ),
  wrongCount: template('{{#if (eq count 1)}}1 Zahl steht{{else}}{{count}} Zahlen stehen{{/if}} in der Lösung woanders.'),
  filledWrong: 'Jedes Feld ist ausgefüllt, aber der Weg stimmt noch nicht: Drück auf „Prüfen“, um zu sehen, wo.',
};
