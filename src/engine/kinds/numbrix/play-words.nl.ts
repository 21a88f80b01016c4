import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Numbrix's player words in Dutch (checked against the English in play-words.ts), with the
 * terms of words.nl.ts: het vakje, het rooster, het pad, "rij 2, kolom 3", a number named as a
 * thing takes "de" ("de 7"), a printed number is "gegeven"; Check is ‘Kijk na’, as the play
 * shell names it.
 */
export const nl: typeof en = {
  help: template(
    '{{#if coarse}}Tik{{else}}Klik{{/if}} op een getal in het rooster en dan op de vakjes waar de volgende getallen komen, of sleep vanaf een getal over de vakjes. ' +
      '{{#if coarse}}Tik{{else}}Klik{{/if}} op een getal dat je zelf hebt gezet om het weg te halen. De knop ‘Volgende’ telt omhoog of omlaag. ' +
      'Toetsen: met de pijltjes ga je naar een ander vakje, Enter zet een getal, + en − tellen omhoog of omlaag, Ctrl+Z maakt ongedaan.',
  ),
  continuing: template('Verder vanaf de {{n}}'),
  removed: template('De {{n}} weggehaald'),
  backTo: template('Terug naar de {{n}}'),
  placed: template(
    '{{#if (eq count 1)}}De {{from}} gezet{{else if (eq count 2)}}De {{from}} en de {{to}} gezet{{else}}{{from}} tot en met {{to}} gezet{{/if}}',
  ),
  thenContinuing: template('{{said}}; verder vanaf de {{n}}'),
  chooseFirst: 'Kies eerst een getal in het rooster om van daaruit verder te tellen',
  atEnd: template('De {{n}} is het {{#if first}}eerste{{else}}laatste{{/if}} getal; tel de andere kant op'),
  already: template('De {{n}} staat al in het rooster, in rij {{row}}, kolom {{column}}{{#if takeAway}}; haal hem eerst weg{{/if}}'),
  mustTouch: template('De {{n}} moet de {{from}} raken: erboven, eronder, links of rechts ervan'),
  mustAlsoTouch: template('De {{n}} moet ook de {{after}} raken, die al in het rooster staat'),
  // One word for both pointers, as in Spanish: "Kies" reads as well under a finger as under a mouse.
  // "Kies een" over "getal": the tile is as wide as its wider line, and the phone's toolbar keeps
  // one row with it (measured at 390 px: "Kies" over "een getal" leaves no room for Kijk na).
  nextCaption: template('{{#if (eq at "choose")}}Kies een{{else if (eq at "first")}}Eerste{{else if (eq at "last")}}Laatste{{else}}Volgende{{/if}}'),
  chooseValue: 'getal',
  nextLabel: template(
    '{{#if (eq at "choose")}}Kies een getal{{else if (eq at "first")}}De 1 is het eerste' +
      '{{else if (eq at "last")}}De {{n}} is het laatste{{else}}Volgende: {{n}}{{/if}}, telrichting {{#if up}}omhoog{{else}}omlaag{{/if}}',
  ),
  turnTip: template('Tel liever {{#if up}}omlaag{{else}}omhoog{{/if}} ({{#if up}}−{{else}}+{{/if}})'),
  square: template(
    'Rij {{row}}, kolom {{column}}: {{#if v}}{{v}}{{#if given}}, gegeven{{/if}}{{else}}leeg{{/if}}{{#if current}}, hier wordt verder geteld{{/if}}',
  ),
  nothingYet: template('Nog niets gezet: {{#if (eq empty 1)}}1 vakje is{{else}}{{empty}} vakjes zijn{{/if}} leeg.'),
  allRight: template('Elk getal dat je tot nu toe hebt gezet, is goed; {{#if (eq empty 1)}}1 vakje is{{else}}{{empty}} vakjes zijn{{/if}} nog leeg.'),
  wrongAt: template(
    '{{#if (eq wrong.length 1)}}Dit getal staat{{else}}{{wrong.length}} getallen staan{{/if}} in het antwoord ergens anders: ' +
      '{{#each wrong}}{{#unless @first}}; {{/unless}}de {{v}} in rij {{row}}, kolom {{column}}{{/each}}.',
  ),
  wrongCount: template('{{#if (eq count 1)}}1 getal staat{{else}}{{count}} getallen staan{{/if}} in het antwoord ergens anders.'),
  filledWrong: 'Elk vakje is gevuld, maar het pad klopt nog niet: druk op ‘Kijk na’ om te zien waar.',
};
