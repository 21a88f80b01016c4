import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Secret Number in Dutch (checked against the English in words.ts): "Geheim getal". A digit is
 * "het cijfer", the number "het getal"; a predicate never inflects, so a comparison fits every
 * subject ("mijn getal is even", "de som … is even"). A count follows the ordinal ("mijn eerste
 * twee cijfers"); a list of ordinals keeps "cijfer" singular, as Dutch says it ("de som van
 * mijn eerste en derde cijfer"). A rule is quoted after "zegt:" rather than put after "dat",
 * which would send its verb to the end ("dat … 9 is"), a word order the clause's pieces cannot
 * give. "Dus" is used as a conjunction, with the clause's own order ("dus mijn tweede cijfer is 5").
 */

/** Digits joined "3, 5 of 7". */
const either = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} of {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Numbers joined "a, b en c". */
const both = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} en {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** What a step leaves, place by place: "mijn eerste cijfer kan alleen 3 of 4 zijn, en mijn laatste cijfer is 7". */
const leaves =
  '{{#each leaves}}{{#unless @first}}{{#if @last}}, en {{else}}, {{/if}}{{/unless}}' +
  '{{#if none}}voor mijn {{place}} cijfer blijft niets over{{else if placed}}mijn {{place}} cijfer is {{value}}' +
  '{{else}}mijn {{place}} cijfer kan alleen ' +
  either('digits') +
  ' zijn{{/if}}{{/each}}';

/** The digits a step rests on: "Mijn eerste cijfer is 4 en mijn tweede cijfer is 6". */
const known =
  '{{#each known}}{{#unless @first}}{{#if @last}} en {{else}}, {{/if}}{{/unless}}{{#if @first}}Mijn{{else}}mijn{{/if}} {{place}} cijfer is {{value}}{{/each}}';

/** The digits a step crosses off, case by case: "met 1 of 2 als mijn eerste cijfer, of met 0 als mijn laatste cijfer". */
const cases = '{{#each cases}}{{#unless @first}}, of {{/unless}}met ' + either('digits') + ' als mijn {{place}} cijfer{{/each}}';

/** A range's cases with their bounds and why. */
const bounded =
  '{{#each cases}}{{#unless @first}}, of {{/unless}}met ' + either('digits') + 
  ' als mijn {{place}} cijfer (' +
  '{{#each limits}}{{#unless @first}} en {{/unless}}mijn {{place}} cijfer is {{#unless fixed}}{{#if small}}minstens {{else}}hoogstens {{/if}}{{/unless}}{{value}}{{/each}}' +
  '{{#if limits.length}}, wat {{/if}}{{#if small}}minstens{{else}}hoogstens{{/if}} {{bound}}{{#if limits.length}} geeft{{/if}}){{/each}}';

export const nl: typeof en = {
  title: 'Geheim getal',
  rules: template(
    'Ik denk aan een getal van {{digits}} cijfers (het eerste is geen 0). Elke regel hieronder klopt voor mijn getal, en maar één getal klopt met alle regels. ' +
      'Het verschil tussen twee cijfers is het grootste min het kleinste, en 0 is even. ' +
      'Een veelvoud van 3 is 3, 6, 9 enzovoort; geen enkele regel hangt ervan af of 0 er ook een is. ' +
      'Streep weg wat elke regel uitsluit, en schrijf dan mijn getal in de vakjes.',
  ),
  instruction: template('Elke regel klopt voor mijn getal van {{digits}} cijfers. Zoek het en schrijf het in de vakjes.'),
  ordinals: ['eerste', 'tweede', 'derde', 'vierde', 'vijfde'],
  counts: ['één', 'twee', 'drie', 'vier', 'vijf'],
  last: 'laatste',
  list: template('{{first}} en {{last}}'),
  /** After "mijn": a count after its ordinal takes the plural ("eerste twee cijfers"), a list of ordinals the singular. */
  places: template(
    '{{#if all}}cijfers{{else if one}}{{one}} cijfer{{else if first}}eerste {{first}} cijfers{{else if last}}laatste {{last}} cijfers{{else}}{{list}} cijfer{{/if}}',
  ),
  subject: {
    digit: template('mijn {{places}}'),
    sum: template('de som van mijn {{places}}'),
    product: template('het product van mijn {{places}}'),
    difference: template('het verschil tussen mijn {{places}}'),
    number: template('mijn getal'),
  },
  comparison: {
    equals: template('is {{value}}'),
    'not-equals': template('is geen {{value}}'),
    'less-than': template('is kleiner dan {{value}}'),
    'greater-than': template('is groter dan {{value}}'),
    'multiple-of': template('is een veelvoud van {{value}}'),
    even: template('is even'),
    odd: template('is oneven'),
  },
  plain: {
    zeroOrMultiple: template('is 0 of een veelvoud van {{value}}'),
    oneOf: template('is ' + either('values')),
  },
  clause: template('{{subject}} {{comparison}}'),
  rule: template('{{clause}}.'),
  answerLabel: 'Mijn getal',
  answerLine: template('{{label}}: {{answer}}'),
  shrink: template('Getallen die overblijven, regel na regel: {{#each counts}}{{#unless @first}} › {{/unless}}{{this}}{{/each}}'),
  alt: template('Geheim getal met {{digits}} cijfers. Regels: {{rules}}'),
  altSolved: template('Geheim getal {{number}}. Regels: {{rules}}'),
  altAnswer: template('Het geheime getal is {{number}}.'),
  ladder: {
    'read-off': {
      level: 1,
      title: 'een cijfer aflezen',
      what: 'Een regel over één cijfer alleen ("mijn tweede cijfer is oneven"): streep in het vakje van dat cijfer elk cijfer weg dat niet klopt met de regel.',
    },
    'one-left': {
      level: 1,
      title: 'nog één cijfer over',
      what: 'Een som, product of verschil van cijfers die op één na allemaal al bekend zijn: reken uit wat het laatste open cijfer kan zijn ("de som van mijn eerste twee cijfers is 9, en mijn eerste is 4: mijn tweede is 5").',
    },
    'pair-table': {
      level: 2,
      title: 'tabel met twee cijfers',
      what: 'Een som, product of verschil met nog twee open cijfers: probeer elk cijfer dat bij het ene nog kan met elk cijfer dat bij het andere nog kan, zoals in een kleine tabel; een cijfer dat met geen enkel ander past, wordt weggestreept.',
    },
    range: {
      level: 3,
      title: 'grootte van het getal',
      what: 'Een regel die het hele getal vergelijkt ("kleiner dan 560"): een cijfer waarmee het getal zelfs op zijn kleinst te groot is, of zelfs op zijn grootst te klein, wordt weggestreept; zo vallen vooral bij de eerste cijfers mogelijkheden af.',
    },
    divisibility: {
      level: 3,
      title: 'deelbaarheidsregel',
      what: 'Een regel dat het getal even of oneven is, of een veelvoud van 3, 4, 5, 6, 9, 10 of 12, af te lezen aan het laatste cijfer (even, oneven, 5, 10), de laatste twee cijfers (4) of de som van de cijfers (3, 9); bij 6 en 12 moeten er twee tegelijk kloppen.',
    },
    'many-digits': {
      level: 3,
      title: 'veel cijfers tegelijk',
      what: 'Een som of product van drie of meer open cijfers: een cijfer waarmee geen enkele keuze van de andere cijfers, uit de cijfers die nog kunnen, de regel waar maakt, wordt weggestreept (probeer bij een som de andere cijfers op hun kleinst en op hun grootst).',
    },
    'short-list': {
      level: 4,
      title: 'korte lijst',
      what: 'Als de cijfers die nog kunnen samen hooguit 8 getallen maken, schrijf ze dan allemaal op en test elk getal aan de regels; elk getal dat een regel breekt, wordt doorgestreept, met die regel erbij.',
    },
  },
  divisible: {
    even: 'een getal is even als het laatste cijfer even is',
    odd: 'een getal is oneven als het laatste cijfer oneven is',
    2: 'een getal is een veelvoud van 2 als het laatste cijfer even is',
    5: 'een veelvoud van 5 eindigt op 0 of 5',
    10: 'een veelvoud van 10 eindigt op 0',
    3: 'een getal is een veelvoud van 3 als de som van de cijfers dat ook is',
    9: 'een getal is een veelvoud van 9 als de som van de cijfers dat ook is',
    4: 'een getal is een veelvoud van 4 als de laatste twee cijfers samen een veelvoud van 4 vormen',
    6: 'een veelvoud van 6 is even, en de som van de cijfers is een veelvoud van 3',
    12: 'bij een veelvoud van 12 vormen de laatste twee cijfers een veelvoud van 4, en is de som van de cijfers een veelvoud van 3',
  },
  steps: {
    'read-off': template(
      'Regel {{n}} zegt: {{clause}}. {{#if given}}Schrijf {{value}} in het vakje van mijn {{place}} cijfer.{{else}}Streep daar ' +
        both('struck') +
        ' weg, dus ' +
        leaves +
        '.{{/if}}',
    ),
    'one-left': template('Regel {{n}} zegt: {{clause}}. ' + known + ', dus ' + leaves + '.'),
    'pair-table': template(
      'Regel {{n}} zegt: {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} Probeer je elk cijfer dat nog kan voor mijn {{a}} cijfer met elk cijfer voor mijn {{b}} cijfer, dan ' +
        '{{#if few}}{{#if (eq pairs.length 1)}}is het enige paar dat past {{else}}zijn de enige paren die passen {{/if}}' +
        '{{#each pairs}}{{#unless @first}}{{#if @last}} en {{else}}, {{/if}}{{/unless}}{{digit}} met {{partner}}{{/each}}' +
        '{{else}}past er niets ' +
        cases +
        '{{/if}}: dus ' +
        leaves +
        '.',
    ),
    range: template(
      'Regel {{n}} zegt: {{clause}}. ' +
        '{{#if (eq why "small")}}Zelfs op zijn kleinst zou mijn getal te groot zijn{{else if (eq why "large")}}Zelfs op zijn grootst zou mijn getal te klein zijn{{else}}Mijn getal zou er niet aan kunnen voldoen{{/if}} ' +
        '{{#if (eq why "other")}}' +
        cases +
        '{{else}}' +
        bounded +
        '{{/if}}' +
        ': dus ' +
        leaves +
        '.',
    ),
    divisibility: template(
      'Regel {{n}} zegt: {{clause}}. En {{why}}.{{#if cases.length}} Dat kan niet ' +
        cases +
        ', wat de andere cijfers die nog kunnen ook zijn.{{/if}} Dus ' +
        leaves +
        '.',
    ),
    'many-digits': template(
      'Regel {{n}} zegt: {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} Geen enkele keuze van de andere cijfers, uit de cijfers die nog kunnen, maakt dat waar ' +
        cases +
        ': dus ' +
        leaves +
        '.',
    ),
    'short-list': template(
      '{{#if (eq count 1)}}Met de cijfers die nog kunnen, is maar één getal te maken: {{numbers.[0]}}.' +
        '{{else}}Met de cijfers die nog kunnen, zijn maar {{count}} getallen te maken: ' +
        both('numbers') +
        '.{{/if}} Test ze aan de regels: ' +
        '{{#each out}}{{#unless @first}}{{#if @last}} en {{else}}, {{/if}}{{/unless}}{{number}} breekt regel {{rule}}{{/each}}' +
        '{{#if (eq survivors.length 1)}}; dan blijft alleen {{survivors.[0]}} over: mijn getal.' +
        '{{else if survivors.length}}; dan blijven ' +
        both('survivors') +
        ' over, dus ' +
        leaves +
        '.{{else}}; dan blijft er geen getal over.{{/if}}',
    ),
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}De{{else}}{{#if @last}} en de{{else}}, de{{/if}}{{/if}} {{v}} die je als mijn {{place}} cijfer hebt geschreven{{/each}} {{#if (eq wrong.length 1)}}is{{else}}zijn{{/if}} niet goed: gum {{#if (eq wrong.length 1)}}hem{{else}}ze{{/if}} eerst uit, en vraag het dan opnieuw.',
    ),
    reveal: template('Ik ken geen stap die hier verder helpt, dus hier is één cijfer van het antwoord: mijn {{place}} cijfer is {{v}}.'),
  },
  measures: {
    level: 'niveau, volgens de technieken die nodig zijn (1 makkelijk … 4 expert)',
    hardest: 'moeilijkste techniek die nodig is',
    uses: 'gebruikte technieken',
    steps: 'stappen om hem op te lossen',
    paper: 'uitgeschreven en geprobeerde paren, getallen en cijfers',
    rules: 'regels',
    decoys: 'regels die niet nodig zijn',
    terms: 'gegevens in de regels: plaatsen, vergelijkingen en waarden',
    listed: 'getallen die met de hand zijn opgeschreven en getest',
  },
};
