import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Cross Numbers in Dutch (checked against the English in words.ts): "Kruissommen", as Dutch
 * puzzle books call them. A row or column worked out is "de som", what it must come to "de
 * uitkomst"; a box is "het vakje", named "rij 1, kolom 2" with no article; a digit named as a
 * thing takes "de" ("de 7", "hem"). A list of boxes gives each its own "in", so the commas
 * inside a box's name do not run together ("in rij 1, kolom 2 en in rij 1, kolom 3").
 * "Wegstrepen" splits ("streep die weg"). What a step leaves follows a colon, whose order
 * needs no "dus".
 */

/** Digits of `field` joined "3, 5 of 7". */
const either = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} of {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Boxes of `field`, each with its "in": "in rij 1, kolom 2 en in rij 1, kolom 3". */
const boxes = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} en {{else}}, {{/if}}{{/unless}}in {{this}}{{/each}}`;

/** Fillings of a line's empty boxes, each as "(3, 4)". */
const fillings = '{{#each fillings}}{{#unless @first}}{{#if @last}} en {{else}}, {{/if}}{{/unless}}({{#each this}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}){{/each}}';

/** What a step leaves: boxes narrowed, and digits that go in. */
const leaves =
  '{{#each narrowed}}{{#unless @first}}; {{/unless}}in {{cell}} kan alleen ' +
  either('digits') +
  ' komen{{/each}}{{#if narrowed.length}}{{#if placed.length}}; {{/if}}{{/if}}{{#each placed}}{{#unless @first}}; {{/unless}}de {{value}} komt in {{cell}}{{/each}}';

/** After a level-3 step: the digits it leaves alone in a box go in. */
const thenPlaced = '{{#each placed}} Dan blijft in {{cell}} alleen de {{value}} over.{{/each}}';

/** Each case of a level-3 step (in `field`): "met 2 of 4 in rij 1, kolom 2, of met 9 in rij 3, kolom 2". */
const withCases = (field: string) => `{{#each ${field}}}{{#unless @first}}, of {{/unless}}met ${either('digits')} in {{cell}}{{/each}}`;


/** Before a list: the fillings that make the total but are struck, each with its reason, or, past a few, how they group. */
const struckSaid = (noun: string) =>
  `{{#if struck.length}}Van de ${noun} die {{total}} geven, vallen af: ` +
  '{{#each struck}}{{#unless @first}}; {{/unless}}({{#each filling}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}), met een {{digit}} in {{cell}}, ' +
  '{{#if grid}}die al in het rooster staat{{else}}{{#if where}}die al in {{where}} staat{{else}}die daar niet meer kan{{/if}}{{/if}}{{/each}}. {{/if}}' +
  `{{#if others.length}}Van de ${noun} die {{total}} geven, vallen ` +
  '{{#each others}}{{#unless @first}}{{#if @last}} en {{else}}, {{/if}}{{/unless}}{{#if (eq count 1)}}één{{else}}de {{count}}{{/if}} met ' +
  either('digits') +
  ' in {{cell}}{{/each}} af: die cijfers kunnen daar niet meer. {{/if}}';

/** The fillings a step keeps, after those it struck. */
const leftOver = '{{#if (eq count 1)}}Alleen ' + fillings + ' blijft over{{else}}Over blijven ' + fillings + '{{/if}}';

/** "Streep dat cijfer weg." after one digit crossed off in all (`one`). */
const crossOff = '{{#if one}}Streep dat cijfer weg.{{else}}Streep die cijfers weg.{{/if}}';

export const nl: typeof en = {
  title: 'Kruissommen',
  rules: template(
    'Schrijf in elk leeg vakje een cijfer, zodat elke rij, van links naar rechts gelezen, en elke kolom, van boven naar beneden gelezen, klopt met de uitkomst aan het eind. Er is maar één manier om alles in te vullen.',
  ),
  instruction: template('Schrijf in elk leeg vakje een cijfer, zodat elke rij en elke kolom klopt met de uitkomst aan het eind.'),
  order: {
    precedence: template(
      '{{#if mixes}}Eerst × en ÷, dan + en −{{#if divides}}; elke deling gaat precies op{{/if}}.{{else}}{{#if divides}}Elke deling gaat precies op.{{/if}}{{/if}}',
    ),
    'left-to-right': template(
      '{{#if mixes}}Reken steeds van links naar rechts, en van boven naar beneden{{#if divides}}; elke deling gaat precies op{{/if}}.{{else}}{{#if divides}}Elke deling gaat precies op.{{/if}}{{/if}}',
    ),
  },
  grid: template(
    '{{#if (eq distinct "rows")}}Geen cijfer twee keer in een rij. {{/if}}{{#if (eq distinct "lines")}}Geen cijfer twee keer in een rij of kolom. {{/if}}{{#if (eq distinct "grid")}}Geen cijfer twee keer in het rooster. {{/if}}Cijfers {{low}} tot en met {{high}}.{{#if based}} Getallen met grondtal {{base}}.{{/if}}',
  ),
  alt: template('Kruissommen van {{rows}} bij {{cols}} met {{blanks}} {{#if (eq blanks 1)}}cijfer{{else}}cijfers{{/if}} om in te vullen. {{rules}}'),
  altSolved: template('Kruissommen van {{rows}} bij {{cols}}, ingevuld.'),
  ladder: {
    'one-blank': {
      level: 1,
      title: 'nog één vakje leeg',
      what: 'Een rij of kolom met maar één leeg vakje: reken de rest van de som uit, en de uitkomst zegt wat er in het vakje moet.',
    },
    'no-repeats': {
      level: 1,
      title: 'niet dubbel',
      what: 'Waar geen cijfer twee keer mag voorkomen, streep je een ingevuld cijfer weg in de andere vakjes van zijn rij, zijn kolom of het hele rooster, zoals de regel zegt.',
    },
    'two-blanks': {
      level: 2,
      title: 'twee lege vakjes',
      what: 'Een som met twee lege vakjes: zoek de paren cijfers die daar nog kunnen en samen de uitkomst geven (als het er twaalf of minder zijn); een cijfer dat in geen enkel paar zit, wordt weggestreept.',
    },
    crossing: {
      level: 2,
      title: 'kruispunt',
      what: 'Een vakje waar de rij sommige cijfers toelaat en de kolom andere: laten ze samen maar één cijfer toe, dan komt dat erin.',
    },
    bounds: {
      level: 3,
      title: 'grenzen',
      what: 'Een som met drie of meer lege vakjes: zet een cijfer in één vakje en de andere vakjes op hun kleinst en op hun grootst; haalt de som dan nooit de uitkomst, of komt ze er altijd boven, dan wordt dat cijfer weggestreept.',
    },
    parity: {
      level: 3,
      title: 'even of oneven',
      what: 'Een som met alleen +, − en × komt even of oneven uit, net als de uitkomst: een cijfer waarmee ze alleen andersom kan uitkomen, hoe je de rest ook invult, wordt weggestreept.',
    },
    'last-digit': {
      level: 3,
      title: 'laatste cijfer',
      what: 'Een som met alleen +, − en × moet eindigen op het laatste cijfer van de uitkomst: een cijfer waarmee geen enkele invulling van de rest zo eindigt, wordt weggestreept.',
    },
    divisibility: {
      level: 3,
      title: 'deelbaarheid',
      what: 'Elke ÷ moet precies opgaan: een cijfer waarmee wat vóór een ÷ staat niet precies te delen is door wat erachter staat, wat er ook in die vakjes komt, wordt weggestreept.',
    },
    listing: {
      level: 4,
      title: 'alles opschrijven',
      what: 'Een som met drie lege vakjes: schrijf elke invulling op met de cijfers die daar nog kunnen en die de uitkomst geeft (als het er twaalf of minder zijn); een cijfer dat in geen enkele invulling voorkomt, wordt weggestreept.',
    },
  },
  cell: template('rij {{row}}, kolom {{col}}'),
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}De{{else}}{{#if @last}} en de{{else}}, de{{/if}}{{/if}} {{v}} in {{cell}}{{/each}} {{#if (eq wrong.length 1)}}klopt{{else}}kloppen{{/if}} niet: haal {{#if (eq wrong.length 1)}}hem{{else}}ze{{/if}} eerst weg, en vraag het dan opnieuw.',
    ),
    reveal: template('Ik ken geen stap die hier verder helpt, dus hier is één vakje uit het antwoord: de {{v}} komt in {{cell}}.'),
  },
  line: template('{{#if row}}rij{{else}}kolom{{/if}} {{n}}'),
  again: template(
    '{{#if (eq done "both")}}Nu die cijfers weggestreept en ingevuld zijn{{else}}{{#if one}}Nu dat cijfer {{#if (eq done "struck")}}weggestreept{{else}}ingevuld{{/if}} is{{else}}Nu die cijfers {{#if (eq done "struck")}}weggestreept{{else}}ingevuld{{/if}} zijn{{/if}}{{/if}}, kijk je nog eens naar {{line}}.',
  ),
  steps: {
    'one-blank': template(
      'Het enige lege vakje in {{line}} is dat in {{cell}}: ' +
        '{{#if (eq count 1)}}alleen de {{#each digits}}{{this}}{{/each}} geeft {{total}}, dus die komt erin.' +
        '{{else}}{{#if (eq count 0)}}geen enkel cijfer geeft daar {{total}}.{{else}}alleen ' +
        either('digits') +
        ' geven daar {{total}}.{{/if}}{{/if}}',
    ),
    'no-repeats': template(
      'De {{value}} in {{cell}} mag niet nog eens voorkomen in ' +
        '{{#if (eq distinct "grid")}}het rooster{{else}}{{row}}{{#if (eq distinct "lines")}} of {{col}}{{/if}}{{/if}}: streep hem weg ' +
        boxes('cells') +
        '.{{#each placed}} Dan blijft in {{cell}} alleen de {{value}} over.{{/each}}',
    ),
    'two-blanks': template(
      'In {{line}} zijn twee vakjes leeg: ' +
        boxes('cells') +
        '. ' +
        struckSaid('paren') +
        '{{#if (eq count 0)}}Geen enkel paar cijfers dat daar nog kan, geeft {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}Het enige paar cijfers dat daar nog kan en {{total}} geeft, is ' +
        fillings +
        '{{else}}De paren cijfers die daar nog kunnen en {{total}} geven, zijn in die volgorde ' +
        fillings +
        '{{/if}}{{else}}{{count}} paren cijfers die daar nog kunnen, geven {{total}}{{/if}}{{/if}}: ' +
        leaves +
        '.{{/if}}',
    ),
    crossing: template(
      'In {{cell}} laat {{line}} alleen ' +
        either('lineDigits') +
        ' toe, en {{other}} had alleen ' +
        either('otherDigits') +
        ' overgelaten: alleen de {{value}} past bij allebei, dus die komt erin.',
    ),
    bounds: template(
      'De uitkomst van {{line}} is {{total}}. Ook met de andere lege vakjes zo klein of zo groot als ze kunnen zijn, ' +
        '{{#if short.length}}blijft de som onder de uitkomst ' +
        withCases('short') +
        '{{/if}}{{#if short.length}}{{#if past.length}}; en {{/if}}{{/if}}' +
        '{{#if past.length}}{{#if short.length}}ze komt{{else}}komt de som{{/if}} boven de uitkomst ' +
        withCases('past') +
        '{{/if}}. ' +
        crossOff +
        thenPlaced,
    ),
    parity: template(
      'De uitkomst van {{line}} is {{total}}, en dat is {{#if odd}}oneven{{else}}even{{/if}}; maar ' +
        withCases('cases') +
        ' komt de som {{#if odd}}even{{else}}oneven{{/if}} uit, wat er ook in de andere vakjes komt. ' +
        crossOff +
        thenPlaced,
    ),
    'last-digit': template(
      'De uitkomst van {{line}} is {{total}}{{#if based}} (met grondtal {{base}}){{/if}}, en die eindigt op {{digit}}; maar ' +
        withCases('cases') +
        ' kan de som nooit op {{digit}} eindigen, wat er ook in de andere vakjes komt. ' +
        crossOff +
        thenPlaced,
    ),
    divisibility: template(
      'Elke ÷ in {{line}} moet precies opgaan, maar dat lukt niet ' +
        withCases('cases') +
        ', wat er ook in de vakjes eromheen komt. ' +
        crossOff +
        thenPlaced,
    ),
    listing: template(
      'In {{line}} zijn drie vakjes leeg: ' +
        boxes('cells') +
        '. ' +
        struckSaid('invullingen') +
        '{{#if (eq count 0)}}Geen enkele invulling met de cijfers die daar nog kunnen, geeft {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}De enige invulling met de cijfers die daar nog kunnen, die {{total}} geeft, is ' +
        fillings +
        '{{else}}De invullingen met de cijfers die daar nog kunnen, die {{total}} geven, zijn in die volgorde ' +
        fillings +
        '{{/if}}{{else}}{{count}} invullingen met de cijfers die daar nog kunnen, geven {{total}}{{/if}}{{/if}}: ' +
        leaves +
        '.{{/if}}',
    ),
  },
  measures: {
    level: 'niveau, volgens de technieken die nodig zijn (1 makkelijk … 4 expert)',
    hardest: 'moeilijkste techniek die nodig is',
    uses: 'gebruikte technieken',
    steps: 'stappen om hem op te lossen',
    paper: 'uitgeschreven paren en invullingen',
    blanks: 'vakjes om in te vullen',
    blankShare: 'deel van de vakjes om in te vullen',
    hardOps: 'deel van de tekens dat × of ÷ is',
  },
};
