import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Numbrix in Dutch (checked against the English in words.ts). A number named as a thing takes
 * "de" ("de 7"); a square is "het vakje", named "rij 2, kolom 3" with no article, so a sentence
 * says "in rij 2, kolom 3" or "het vakje in rij 2, kolom 3" where the comma would otherwise
 * run into the verb. After "dus" the verb comes first ("dus daar komt de 8").
 */
export const nl: typeof en = {
  title: 'Numbrix',
  rules: template(
    'Schrijf in elk leeg vakje een getal, zodat elk getal van 1 tot en met {{last}} precies één keer in het rooster staat, en elk getal het volgende raakt: erboven, eronder, links of rechts ervan (nooit schuin). De getallen die er al staan, laten zien waar het pad loopt.',
  ),
  instruction: template(
    'Schrijf de getallen 1 tot en met {{last}} in de vakjes, zodat ze een pad vormen: elk getal raakt het volgende, erboven, eronder, links of rechts ervan.',
  ),
  alt: template('Numbrix-rooster van {{width}} bij {{height}} met {{clues}} gegeven getallen; vul 1 tot en met {{last}} in.'),
  altSolved: template('Numbrix van {{width}} bij {{height}}, opgelost: de getallen 1 tot en met {{last}} in één pad.'),
  ladder: {
    bridge: {
      level: 1,
      title: 'brug',
      what: 'Twee getallen met er één tussen (7 en 9) en maar één vrij vakje dat ze allebei raakt: het getal ertussen komt daar.',
    },
    'single-exit': {
      level: 1,
      title: 'enige uitgang',
      what: 'Een getal dat zijn buur in de reeks nog mist, met maar één vrij vakje ernaast: de buur komt daar.',
    },
    corridor: {
      level: 2,
      forced: true,
      title: 'enige route',
      what: 'Twee getallen kort na elkaar met maar één route van de juiste lengte ertussen (een gang, of een hoekje van precies de goede grootte): die route staat vast.',
    },
    'two-step': {
      level: 2,
      title: 'gat van twee vakjes',
      what: 'Twee getallen die drie uit elkaar liggen (7 en 10): zoek alle routes van twee vakjes ertussen; een vakje dat elke route gebruikt, wordt ingevuld.',
    },
    'dead-end': {
      level: 2,
      title: 'doodlopend vakje',
      what: 'Een leeg vakje met maar één ingang kan alleen een uiteinde van het pad zijn: 1 of het laatste getal.',
    },
    parity: {
      level: 2,
      title: 'kleuren van het schaakbord',
      what: 'Kleur het rooster als een schaakbord: opeenvolgende getallen wisselen van kleur, dus de even getallen staan allemaal op de ene kleur en de oneven getallen op de andere. Zo weet je welk uiteinde van het pad in een doodlopend vakje past.',
    },
    fence: {
      level: 3,
      title: 'afstandsgrens',
      what: 'Een ontbrekend getal ligt op loopafstand van de geplaatste getallen net eronder en erboven (12 ligt hooguit 3 stappen van 9 af), op zijn eigen kleur van het schaakbord: blijft er maar één vakje over, dan komt het daar.',
    },
    'only-number': {
      level: 3,
      title: 'enige getal dat erbij kan',
      what: 'Kan maar één ontbrekend getal een leeg vakje binnen zijn afstandsgrens bereiken, dan krijgt dat vakje dat getal.',
    },
    routes: {
      level: 4,
      title: 'routes opsommen',
      what: 'Schrijf bij een kort gat alle routes van de juiste lengte op (hooguit een dozijn) en schrap elke route die een hoekje afsluit dat geen enkel getal kan vullen: een vakje waarover alle overgebleven routes het eens zijn, staat vast.',
    },
  },
  cell: template('rij {{row}}, kolom {{col}}'),
  steps: {
    bridge: template('De {{v}} komt in {{cell}}: dat is het enige vrije vakje dat zowel de {{prev}} als de {{next}} raakt.'),
    'single-exit': template('Naast de {{u}} is maar één vakje vrij, in {{cell}}, dus daar komt de {{v}}.'),
    'two-step': template(
      'Elke route van twee vakjes van de {{a}} naar de {{b}} gaat door {{cell}}, dus daar komt de {{v}}.',
    ),
    'dead-end': template('Het vakje in {{cell}} heeft maar één ingang, dus het is een uiteinde van het pad: de {{v}}.'),
    parity: template(
      'Het vakje in {{cell}} heeft maar één ingang, dus daar komt 1 of {{last}}; op het schaakbord heeft het de kleur van de {{v}}, dus daar komt de {{v}}.',
    ),
    fence: template(
      'De {{v}} moet{{#if (gt lo 0)}} binnen {{up}} {{#if (eq up 1)}}stap{{else}}stappen{{/if}} van de {{lo}}{{/if}}{{#if (gt lo 0)}}{{#if (lte hi last)}} en{{/if}}{{/if}}{{#if (lte hi last)}} binnen {{down}} {{#if (eq down 1)}}stap{{else}}stappen{{/if}} van de {{hi}}{{/if}} liggen, op zijn eigen kleur van het schaakbord: het enige vakje dat daaraan voldoet, is dat in {{cell}}{{#each wide}}{{#if @first}} ({{else}}; {{/if}}{{#if cut}}het vakje in {{cell}} is door de al geplaatste getallen van de {{from}} afgesloten{{else}}het vakje in {{cell}} ligt {{steps}} stappen van de {{from}}, om de al geplaatste getallen heen{{/if}}{{#if @last}}){{/if}}{{/each}}.',
    ),
    'only-number': template(
      'Geen ander ontbrekend getal dan de {{v}} kan het vakje in {{cell}} op tijd bereiken: het ligt {{#if (gt lo 0)}}{{up}} {{#if (eq up 1)}}stap{{else}}stappen{{/if}} van de {{lo}}{{#if (lte hi last)}} en {{down}} {{#if (eq down 1)}}stap{{else}}stappen{{/if}} van de {{hi}}{{/if}}{{else}}{{down}} {{#if (eq down 1)}}stap{{else}}stappen{{/if}} van de {{hi}}{{/if}}{{#if around}}, om de al geplaatste getallen heen{{/if}}, en {{#if (gt lo 0)}}{{#if (lte hi last)}}alleen de {{v}} komt minstens {{up}} na de {{lo}} en {{down}} voor de {{hi}}{{else}}de {{v}} is het enige ontbrekende getal op zijn kleur van het schaakbord dat minstens {{up}} na de {{lo}} komt{{/if}}{{else}}de {{v}} is het enige ontbrekende getal op zijn kleur van het schaakbord dat minstens {{down}} voor de {{hi}} komt{{/if}}{{#each others}}; {{#if (eq first last)}}de {{first}} ligt te ver weg{{else}}de getallen van {{first}} tot {{last}} liggen te ver weg{{/if}}: om de al geplaatste getallen heen ligt het vakje {{#each ends}}{{#unless @first}} en {{/unless}}{{#if cut}}afgesloten van de {{from}}{{else}}{{steps}} {{#if (eq steps 1)}}stap{{else}}stappen{{/if}} van de {{from}}{{/if}}{{/each}}{{/each}}. Dus daar komt de {{v}}.',
    ),
    corridor: template(
      'Maar één route van de juiste lengte loopt van de {{lo}} naar de {{hi}}, en die zet de {{v}} in {{cell}}.',
    ),
    routes: template(
      '{{count}} routes van de juiste lengte lopen van de {{lo}} naar de {{hi}}. Vanaf de {{lo}}: {{#each routes}}{{#unless @first}}; {{/unless}}{{moves}} ({{#if pocket}}sluit {{pocket}} af{{else}}sluit niets af{{/if}}){{/each}}. {{#if (gt count kept)}}{{#if (eq kept 1)}}Maar één daarvan sluit{{else}}{{kept}} daarvan sluiten{{/if}} geen leeg hoekje af, en {{#if (eq kept 1)}}die zet{{else}}{{#if (eq kept 2)}}ze zetten allebei{{else}}ze zetten alle {{kept}}{{/if}}{{/if}}{{else}}{{#if (eq kept 2)}}Ze zetten allebei{{else}}Ze zetten alle {{kept}}{{/if}}{{/if}} de {{v}} in {{cell}}.',
    ),
  },
  route: {
    pocket: template(
      '{{#if (eq size 1)}}het vakje in {{cells.[0]}}{{else}}{{#if (eq size 2)}}de vakjes in {{#each cells}}{{#unless @first}}{{#if @last}} en {{else}}; {{/if}}{{/unless}}{{this}}{{/each}}{{else}}een hoekje van {{size}} vakjes, waaronder {{cells.[0]}}{{/if}}{{/if}}',
    ),
    moves: { up: 'omhoog', down: 'omlaag', left: 'links', right: 'rechts' },
    run: template('{{dir}}{{#if (gt n 1)}} {{n}}{{/if}}'),
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}De{{else}}{{#if @last}} en de{{else}}, de{{/if}}{{/if}} {{v}} in {{cell}}{{/each}} {{#if (eq wrong.length 1)}}staat{{else}}staan{{/if}} niet waar het pad loopt: haal {{#if (eq wrong.length 1)}}die{{else}}ze{{/if}} eerst weg.',
    ),
    reveal: template('Ik ken geen stap die hier verder helpt, dus hier is één vakje uit het antwoord: de {{v}} komt in {{cell}}.'),
  },
  measures: {
    level: 'niveau, volgens de technieken die nodig zijn (1 makkelijk … 4 expert)',
    hardest: 'moeilijkste techniek die nodig is',
    uses: 'gebruikte technieken',
    steps: 'stappen om hem op te lossen',
    paper: 'uitgeschreven en geteste routes en vakjes',
    stretch: 'langste stuk tussen gegeven getallen',
    clues: 'gegeven getallen',
    cells: 'vakjes',
    clueShare: 'deel van de vakjes dat gegeven is',
  },
};
