import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Countdown in German (checked against the English in words.ts). The game is "Zahlenjagd",
 * the number to reach "die Zielzahl". Every opening starts with its method's name, so the key
 * does not name it twice.
 */

/** The line's sum, and after it where it leaves the working (see `where` in words.ts). */
const sum = '{{a}} {{op}} {{b}} = {{result}}';
const plan =
  '{{#if plan}}{{#if aimGap}}{{target}} ist {{aimGap}} {{#if aimOver}}weniger{{else}}mehr{{/if}} als {{aim}}{{#if parts}} = {{parts}}{{/if}}{{else}}{{target}} = {{parts}}{{/if}}' +
  '{{#if make}}; zuerst {{make}} bilden{{/if}}: {{/if}}';
const where =
  '{{#if last}}, die Zielzahl{{else}}{{#if (eq kind "main")}}{{#if gap}}, also {{gap}} {{#if over}}mehr{{else}}weniger{{/if}} als die Zielzahl {{target}}{{else}}, schon die Zielzahl{{/if}}{{/if}}' +
  '{{#if (eq kind "top")}}{{#if gap}}; noch {{gap}} {{#if over}}abzuziehen{{else}}dazuzuzählen{{/if}}{{else}}, schon die Zielzahl{{/if}}{{/if}}' +
  '{{#if (eq kind "factor")}}, ein Faktor von {{of}}{{/if}}' +
  '{{#if (eq kind "adjust")}}, {{#if still}}die restlichen{{else}}die{{/if}} {{result}} zum {{#if add}}Dazuzählen{{else}}Abziehen{{/if}}{{/if}}' +
  '{{#if use}}, für {{use.a}} {{use.op}} {{use.b}}{{/if}}{{/if}}.';
const line = (opening: string) => template(opening + plan + sum + where);

export const de: typeof en = {
  title: 'Zahlenjagd',
  count: { 4: 'vier', 5: 'fünf', 6: 'sechs' },
  rules: template(
    'Erreiche die Zielzahl mit den {{count}} Zahlen und + − × ÷. Benutze jede Zahl höchstens einmal (du musst nicht alle benutzen), und jedes Zwischenergebnis muss eine ganze Zahl größer als null sein.',
  ),
  instruction: template('Bilde die Zielzahl aus einigen der {{count}} Zahlen mit + − × ÷. Benutze jede Zahl nur einmal.'),
  target: 'Zielzahl',
  step: template('{{a}} {{op}} {{b}} = {{result}}'),
  others: template('{{#if others}}{{#if plural}}und {{others}} weitere Wege{{else}}und ein weiterer Weg{{/if}}{{else}}der einzige Weg{{/if}}'),
  heading: template('Zielzahl {{target}} aus {{numbers}}'),
  alt: template('Zahlenjagd: Erreiche {{target}} mit {{numbers}}.'),
  answerLine: template('{{expression}} = {{target}}'),
  altSolved: template('Zahlenjagd: Erreiche {{target}} mit {{numbers}}. Ein Weg: {{expression}}.'),
  ladder: {
    direct: {
      level: 1,
      title: 'direkter Weg',
      what: 'Ein Schritt mit zwei Karten (100 + 75, 100 × 7) oder drei Karten, die addiert und subtrahiert werden (100 + 8 − 3).',
    },
    'add-up': {
      level: 2,
      title: 'zusammenrechnen',
      what: 'Vier oder mehr Karten, die addiert und subtrahiert werden (75 + 9 + 7 + 5 + 5).',
    },
    'multiply-adjust': {
      level: 2,
      title: 'malnehmen und ausgleichen',
      what: 'Nimm zwei Karten mal, um nah an die Zielzahl zu kommen, und addiere oder subtrahiere dann einzelne Karten, bis es passt (100 × 6 − 8 − 6 − 1).',
    },
    'build-factor': {
      level: 3,
      title: 'Faktor bauen',
      what: 'Die Zahl, mit der du malnehmen musst, ist keine Karte: Baue sie zuerst aus zwei Karten, dann nimm mal und gleiche mit einzelnen Karten aus ((5 + 2) × 75 − 6 − 1, 25 × 4 × 3).',
    },
    'build-adjust': {
      level: 3,
      title: 'Ausgleich bauen',
      what: 'Komm mit einer Karte oder einem Produkt nah an die Zielzahl und baue den Unterschied aus zwei malgenommenen Karten (100 × 7 − 3 × 4, 100 + 25 × 3 + 2).',
    },
    'two-products': {
      level: 4,
      title: 'zwei Produkte',
      what: 'Zwei oder mehr Produkte aus je zwei Karten, addiert oder subtrahiert, wobei das zweite mehr ist als zwei kleine Karten malgenommen (75 × 8 + 25 × 7).',
    },
    division: {
      level: 4,
      title: 'Teilen',
      what: 'Unterwegs wird geteilt, und die Division muss ohne Rest aufgehen ((100 ÷ 4 + 8) × 9).',
    },
    'long-way': {
      level: 4,
      title: 'Umweg',
      what: 'Alles, was tiefer geht: ein Faktor aus drei oder mehr Karten, zwei gebaute Teile, das Produkt einer Summe, die selbst ein Produkt enthält ((75 × 2 − 3) × 6 − 1).',
    },
  },
  steps: {
    direct: line('{{#if first}}{{#if last}}Direkter Weg: {{else}}Direkter Weg, mit drei Karten: {{/if}}{{/if}}'),
    'add-up': line('{{#if first}}Zusammenrechnen: {{/if}}'),
    'multiply-adjust': line('{{#if first}}Malnehmen und ausgleichen: {{/if}}'),
    'build-factor': line('{{#if first}}Faktor bauen: {{/if}}'),
    'build-adjust': line('{{#if first}}Ausgleich bauen: {{/if}}'),
    'two-products': line('{{#if first}}Zwei Produkte: {{/if}}'),
    division: line('{{#if first}}Teilen: Auf diesem Weg muss man teilen. {{/if}}'),
    'long-way': line('{{#if first}}Umweg: {{/if}}'),
  },
  ruledOut: {
    direct: template('Direkter Weg: kein Weg zur Zielzahl {{target}}; keine zwei Karten ergeben sie in einem Schritt, und auch keine drei Karten, addiert und subtrahiert.'),
    'add-up': template('Zusammenrechnen: kein Weg zur Zielzahl {{target}}; keine vier oder mehr Karten, addiert und subtrahiert, ergeben sie.'),
    'multiply-adjust': template(
      'Malnehmen und ausgleichen: kein Weg zur Zielzahl {{target}}; {{#if product}}das nächste Produkt zweier Karten, {{a}} × {{b}} = {{product}}, liegt {{gap}} daneben, und {{/if}}kein Produkt zweier Karten, mit einzelnen Karten ausgeglichen, ergibt sie.',
    ),
    'build-factor': template(
      'Faktor bauen: kein Weg zur Zielzahl {{target}}; kein Faktor aus zwei Karten, mit einer Karte malgenommen und mit einzelnen Karten ausgeglichen, ergibt sie.',
    ),
    'build-adjust': template(
      'Ausgleich bauen: kein Weg zur Zielzahl {{target}}; keine Karte und kein Produkt zweier Karten, ausgeglichen mit zwei malgenommenen Karten, ergibt sie.',
    ),
  },
  card: template('Die Zielzahl {{target}} ist eine der Karten.'),
  hint: {
    mistake: template(
      'Mit den Zahlen, die du jetzt hast, ist {{target}} nicht mehr zu erreichen: Nimm {{#each lines}}{{#if @first}}{{else}}{{#if @last}} und {{else}}, {{/if}}{{/if}}{{this}}{{/each}} zurück (Rückgängig{{#if (gt count 1)}}, {{count}}-mal{{/if}}) und frag dann noch einmal.',
    ),
    stuck: template('Mit diesen Karten ist {{target}} überhaupt nicht zu erreichen.'),
  },
  refusal: {
    deal: template(
      '{{#if all}}{{cards}} großen Karten{{else}}{{#if (eq large 0)}}{{cards}} kleinen Karten{{else}}{{cards}} Karten (davon {{#if (eq large -1)}}1 oder 2{{else}}{{large}}{{/if}} große){{/if}}{{/if}}',
    ),
    beyond: template('mit {{deal}} kommt kein Weg über {{most}} hinaus, weniger als jede Zielzahl von {{lowest}} bis {{highest}}'),
    tooHigh: template(
      'mit {{deal}} schaffen die Methoden der Stufe {{band}} höchstens {{most}}, weniger als jede Zielzahl von {{lowest}} bis {{highest}}',
    ),
    smallEasy: template(
      'ohne große Karte ist keine Zielzahl von {{lowest}} bis {{highest}} einen Schritt oder drei Karten entfernt, also braucht die Stufe easy eine große Karte',
    ),
    sentence: template(
      '{{why}}; wähle {{#if band}}die Stufe {{band}}{{#if harder}} oder eine schwerere{{/if}}{{#if lower}} oder niedrigere Zielzahlen{{/if}}{{else}}niedrigere Zielzahlen{{/if}}' +
        '{{#if more}} oder mehr Karten{{/if}}{{#if large}} oder mindestens eine große Karte{{/if}}{{#if larger}} oder mehr große Karten{{/if}}',
    ),
  },
  measures: {
    level: 'Stufe, nach der nötigen Methode (1 leicht … 4 Profi)',
    hardest: 'nötige Methode',
    uses: 'Schritte, nach Methode: verworfene leichtere Methoden und Rechenzeilen',
    steps: 'Schritte: verworfene leichtere Methoden, dann Rechenzeilen',
    paper: 'Kombinationen, die man ungefähr probiert, bis ein Weg gefunden ist (höchstens 12 gezählt)',
    solutions: 'Wege zur Zielzahl',
    ways: 'Wege mit den Methoden ihrer Stufe oder leichteren',
    cards: 'Zahlen, die die Rechnung benutzt',
    near: 'Abstand der Zielzahl zum nächsten Produkt zweier Karten',
    stray: 'größte Zahl unterwegs, als Vielfaches der Zielzahl',
  },
};
