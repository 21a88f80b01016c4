import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Countdown in Dutch (checked against the English in words.ts): "Getallenjacht"; the number to
 * reach is "het doelgetal", a card "de kaart", and a line of working adds to or takes from it
 * ("erbij", "eraf"). Every opening starts with its method's name, so the key does not name it
 * twice. A refusal names the band as the spec writes it ("easy"), as the option is typed so.
 */

/** The line's sum, and after it where it leaves the working (see `where` in words.ts). */
const sum = '{{a}} {{op}} {{b}} = {{result}}';
const plan =
  '{{#if plan}}{{#if aimGap}}{{target}} is {{aimGap}} {{#if aimOver}}minder{{else}}meer{{/if}} dan {{aim}}{{#if parts}} = {{parts}}{{/if}}{{else}}{{target}} = {{parts}}{{/if}}' +
  '{{#if make}}; maak eerst {{make}}{{/if}}: {{/if}}';
const where =
  '{{#if last}}, het doelgetal{{else}}{{#if (eq kind "main")}}{{#if gap}}, dat is {{gap}} {{#if over}}meer{{else}}minder{{/if}} dan het doelgetal {{target}}{{else}}, en dat is al het doelgetal{{/if}}{{/if}}' +
  '{{#if (eq kind "top")}}{{#if gap}}; nog {{gap}} {{#if over}}eraf{{else}}erbij{{/if}}{{else}}, en dat is al het doelgetal{{/if}}{{/if}}' +
  '{{#if (eq kind "factor")}}, een factor van {{of}}{{/if}}' +
  '{{#if (eq kind "adjust")}}, {{#if still}}de laatste {{/if}}{{result}} {{#if add}}erbij{{else}}eraf{{/if}}{{/if}}' +
  '{{#if use}}, voor {{use.a}} {{use.op}} {{use.b}}{{/if}}{{/if}}.';
const line = (opening: string) => template(opening + plan + sum + where);

export const nl: typeof en = {
  title: 'Getallenjacht',
  count: { 4: 'vier', 5: 'vijf', 6: 'zes' },
  rules: template(
    'Maak het doelgetal met de {{count}} getallen en + − × ÷. Gebruik elk getal hooguit één keer (je hoeft ze niet allemaal te gebruiken), en elke tussenuitkomst moet een heel getal groter dan nul zijn.',
  ),
  instruction: template('Maak het doelgetal met een paar van de {{count}} getallen en + − × ÷. Gebruik elk getal maar één keer.'),
  target: 'Doelgetal',
  step: template('{{a}} {{op}} {{b}} = {{result}}'),
  others: template('{{#if others}}en nog {{others}} {{#if plural}}andere manieren{{else}}andere manier{{/if}}{{else}}de enige manier{{/if}}'),
  heading: template('Doelgetal {{target}} met {{numbers}}'),
  alt: template('Getallenjacht: maak {{target}} met {{numbers}}.'),
  answerLine: template('{{expression}} = {{target}}'),
  altSolved: template('Getallenjacht: maak {{target}} met {{numbers}}. Eén manier: {{expression}}.'),
  ladder: {
    direct: {
      level: 1,
      title: 'rechtstreeks',
      what: 'Eén stap met twee kaarten (100 + 75, 100 × 7), of drie kaarten opgeteld en afgetrokken (100 + 8 − 3).',
    },
    'add-up': {
      level: 2,
      title: 'optellen en aftrekken',
      what: 'Vier kaarten of meer, opgeteld en afgetrokken (75 + 9 + 7 + 5 + 5).',
    },
    'multiply-adjust': {
      level: 2,
      title: 'vermenigvuldigen en bijstellen',
      what: 'Vermenigvuldig twee kaarten om dicht bij het doelgetal te komen, en tel er dan losse kaarten bij of haal ze eraf om het verschil te overbruggen (100 × 6 − 8 − 6 − 1).',
    },
    'build-factor': {
      level: 3,
      title: 'een factor bouwen',
      what: 'Het getal waarmee je vermenigvuldigt, is geen kaart: bouw het eerst uit twee kaarten, vermenigvuldig dan en stel bij met losse kaarten ((5 + 2) × 75 − 6 − 1, 25 × 4 × 3).',
    },
    'build-adjust': {
      level: 3,
      title: 'de bijstelling bouwen',
      what: 'Kom dicht bij het doelgetal met een kaart of een product, en bouw het verschil uit twee kaarten die je vermenigvuldigt (100 × 7 − 3 × 4, 100 + 25 × 3 + 2).',
    },
    'two-products': {
      level: 4,
      title: 'twee producten',
      what: 'Twee of meer producten van twee kaarten, opgeteld of afgetrokken, waarbij het tweede meer is dan twee kleine kaarten keer elkaar (75 × 8 + 25 × 7).',
    },
    division: {
      level: 4,
      title: 'delen',
      what: 'Een deling onderweg, die precies moet opgaan ((100 ÷ 4 + 8) × 9).',
    },
    'long-way': {
      level: 4,
      title: 'de lange weg',
      what: 'Alles wat dieper gaat: een factor uit drie kaarten of meer, twee gebouwde delen, of een product van een som waar zelf een product in zit ((75 × 2 − 3) × 6 − 1).',
    },
  },
  steps: {
    direct: line('{{#if first}}{{#if last}}Rechtstreeks: {{else}}Rechtstreeks, met drie kaarten: {{/if}}{{/if}}'),
    'add-up': line('{{#if first}}Optellen en aftrekken: {{/if}}'),
    'multiply-adjust': line('{{#if first}}Vermenigvuldigen en bijstellen: {{/if}}'),
    'build-factor': line('{{#if first}}Een factor bouwen: {{/if}}'),
    'build-adjust': line('{{#if first}}De bijstelling bouwen: {{/if}}'),
    'two-products': line('{{#if first}}Twee producten: {{/if}}'),
    division: line('{{#if first}}Delen: voor deze manier moet je ergens delen. {{/if}}'),
    'long-way': line('{{#if first}}De lange weg: {{/if}}'),
  },
  ruledOut: {
    direct: template('Rechtstreeks: geen weg naar {{target}}; geen twee kaarten maken het in één stap, en ook geen drie kaarten opgeteld en afgetrokken.'),
    'add-up': template('Optellen en aftrekken: geen weg naar {{target}}; geen vier kaarten of meer, opgeteld en afgetrokken, maken het.'),
    'multiply-adjust': template(
      'Vermenigvuldigen en bijstellen: geen weg naar {{target}}; {{#if product}}het dichtstbijzijnde product van twee kaarten, {{a}} × {{b}} = {{product}}, zit er {{gap}} naast, en {{/if}}geen product van twee kaarten, bijgesteld met losse kaarten, maakt het.',
    ),
    'build-factor': template(
      'Een factor bouwen: geen weg naar {{target}}; geen factor uit twee kaarten, keer een kaart en bijgesteld met losse kaarten, maakt het.',
    ),
    'build-adjust': template(
      'De bijstelling bouwen: geen weg naar {{target}}; geen kaart en geen product van twee kaarten, bijgesteld met twee vermenigvuldigde kaarten, maakt het.',
    ),
  },
  card: template('Het doelgetal, {{target}}, is een van de kaarten.'),
  hint: {
    mistake: template(
      'Met de getallen die je nu hebt, kun je {{target}} niet meer maken: neem {{#each lines}}{{#if @first}}{{else}}{{#if @last}} en {{else}}, {{/if}}{{/if}}{{this}}{{/each}} terug (met Ongedaan maken{{#if (gt count 1)}}, {{count}} keer{{/if}}), en vraag het dan opnieuw.',
    ),
    stuck: template('Met deze kaarten kun je {{target}} helemaal niet maken.'),
  },
  refusal: {
    deal: template(
      '{{#if all}}{{cards}} grote kaarten{{else}}{{#if (eq large 0)}}{{cards}} kleine kaarten{{else}}{{cards}} kaarten (waarvan {{#if (eq large -1)}}1 of 2{{else}}{{large}}{{/if}} groot){{/if}}{{/if}}',
    ),
    beyond: template('met {{deal}} komt geen enkele manier boven {{most}}, en dat is lager dan elk doelgetal van {{lowest}} tot en met {{highest}}'),
    tooHigh: template(
      'met {{deal}} komen de methoden van moeilijkheid {{band}} hooguit tot {{most}}, en dat is lager dan elk doelgetal van {{lowest}} tot en met {{highest}}',
    ),
    smallEasy: template(
      'zonder grote kaart ligt geen enkel doelgetal van {{lowest}} tot en met {{highest}} één stap of drie kaarten ver, dus moeilijkheid easy heeft een grote kaart nodig',
    ),
    sentence: template(
      '{{why}}; vraag om {{#if band}}moeilijkheid {{band}}{{#if harder}} of moeilijker{{/if}}{{#if lower}}, of om lagere doelgetallen{{/if}}{{else}}lagere doelgetallen{{/if}}' +
        '{{#if more}}, of om meer kaarten{{/if}}{{#if large}}, of om minstens één grote kaart{{/if}}{{#if larger}}, of om meer grote kaarten{{/if}}',
    ),
  },
  measures: {
    level: 'niveau, volgens de methode die nodig is (1 makkelijk … 4 expert)',
    hardest: 'methode die nodig is',
    uses: 'stappen, per methode: makkelijkere methoden afgewezen en regels van de uitwerking',
    steps: 'stappen: makkelijkere methoden afgewezen, dan regels van de uitwerking',
    paper: 'combinaties die je ongeveer probeert voor je een weg vindt (hoogstens 12 geteld)',
    solutions: 'manieren om het doelgetal te maken',
    ways: 'manieren met de methoden van zijn niveau of makkelijker',
    cards: 'getallen die de uitwerking gebruikt',
    near: 'afstand van het doelgetal tot het dichtstbijzijnde product van twee kaarten',
    stray: 'grootste getal onderweg, als veelvoud van het doelgetal',
  },
};
