import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Cross Numbers in German (checked against the English in words.ts): "Kreuzzahlrätsel". A digit
 * named as a thing is feminine ("die 7"); a box is "das Kästchen", named "Zeile 1, Spalte 2",
 * with no article, as German names a place in a grid. A row or column as a sum is "die Rechnung".
 */

/** Digits of `field` joined "3, 5 oder 7". */
const either = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} oder {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Digits of `field` each with its article: "die 3, die 5 oder die 7". */
const eitherThe = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} oder {{else}}, {{/if}}{{/unless}}die {{this}}{{/each}}`;

/** Boxes of `field`, each with its "in" so the commas inside a box's name do not run together: "in Zeile 1, Spalte 2 und in Zeile 1, Spalte 3". */
const boxes = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} und {{else}}, {{/if}}{{/unless}}in {{this}}{{/each}}`;

/** Fillings of a line's empty boxes, each as "(3, 4)". */
const fillings = '{{#each fillings}}{{#unless @first}}{{#if @last}} und {{else}}, {{/if}}{{/unless}}({{#each this}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}){{/each}}';

/** What a step leaves, as sentences after "Daraus folgt:": boxes narrowed, and digits that go in. */
const leaves =
  '{{#each narrowed}}{{#if @first}}In{{else}}; in{{/if}} {{cell}} kann nur ' +
  either('digits') +
  ' stehen{{/each}}{{#if narrowed.length}}{{#if placed.length}}; {{/if}}{{/if}}' +
  '{{#each placed}}{{#unless @first}}; {{/unless}}{{#if @first}}{{#if ../narrowed.length}}die{{else}}Die{{/if}}{{else}}die{{/if}} {{value}} kommt in {{cell}}{{/each}}';

/** After a level-3 step: the digits it leaves alone in a box go in. */
const thenPlaced = '{{#each placed}} Damit bleibt in {{cell}} nur die {{value}}.{{/each}}';

/** Each case of a level-3 step (in `field`): "mit 2 oder 4 in Zeile 1, Spalte 2, oder mit 9 in Zeile 3, Spalte 2". */
const withCases = (field: string) => `{{#each ${field}}}{{#unless @first}}, oder {{/unless}}mit ${either('digits')} in {{cell}}{{/each}}`;


/** Before a list: the fillings that make the total but are struck, each with its reason, or, past a few, how they group. */
const struckSaid = (noun: string, one: string) =>
  `{{#if struck.length}}Von den ${noun}, die {{total}} ergeben, fallen weg: ` +
  '{{#each struck}}{{#unless @first}}; {{/unless}}({{#each filling}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}) braucht die {{digit}} in {{cell}}, ' +
  '{{#if grid}}die schon im Gitter steht{{else}}{{#if where}}die schon in {{where}} steht{{else}}die dort nicht mehr möglich ist{{/if}}{{/if}}{{/each}}. {{/if}}' +
  `{{#if others.length}}Von den ${noun}, die {{total}} ergeben, fallen ` +
  `{{#each others}}{{#unless @first}}{{#if @last}} und {{else}}, {{/if}}{{/unless}}{{#if (eq count 1)}}${one}{{else}}die {{count}}{{/if}} mit ` +
  either('digits') +
  ' in {{cell}}{{/each}} weg: Diese Ziffern sind dort nicht mehr möglich. {{/if}}';

/** The fillings a step keeps, after those it struck. */
const leftOver = '{{#if (eq count 1)}}Übrig bleibt nur ' + fillings + '{{else}}Übrig bleiben ' + fillings + '{{/if}}';

/** "Streiche diese Ziffer." after one digit crossed off in all (`one`). */
const crossOff = '{{#if one}}Streiche diese Ziffer.{{else}}Streiche diese Ziffern.{{/if}}';

export const de: typeof en = {
  title: 'Kreuzzahlrätsel',
  rules: template(
    'Schreibe in jedes leere Kästchen eine Ziffer, sodass jede Zeile, von links nach rechts gelesen, und jede Spalte, von oben nach unten gelesen, das Ergebnis an ihrem Ende ergibt. Nur eine Lösung passt.',
  ),
  instruction: template('Schreibe in jedes leere Kästchen eine Ziffer, sodass jede Zeile und jede Spalte ihr Ergebnis ergibt.'),
  order: {
    precedence: template(
      '{{#if mixes}}Punkt vor Strich: × und ÷ vor + und −{{#if divides}}; jede Division geht ohne Rest auf{{/if}}.{{else}}{{#if divides}}Jede Division geht ohne Rest auf.{{/if}}{{/if}}',
    ),
    'left-to-right': template(
      '{{#if mixes}}Rechne streng von links nach rechts und von oben nach unten (nicht Punkt vor Strich){{#if divides}}; jede Division geht ohne Rest auf{{/if}}.{{else}}{{#if divides}}Jede Division geht ohne Rest auf.{{/if}}{{/if}}',
    ),
  },
  grid: template(
    '{{#if (eq distinct "rows")}}Keine Ziffer zweimal in einer Zeile. {{/if}}{{#if (eq distinct "lines")}}Keine Ziffer zweimal in einer Zeile oder Spalte. {{/if}}{{#if (eq distinct "grid")}}Keine Ziffer zweimal im Gitter. {{/if}}Ziffern von {{low}} bis {{high}}.{{#if based}} Zahlen zur Basis {{base}}.{{/if}}',
  ),
  alt: template('Kreuzzahlrätsel, {{rows}} mal {{cols}}, mit {{blanks}} {{#if (eq blanks 1)}}Ziffer{{else}}Ziffern{{/if}} zum Eintragen. {{rules}}'),
  altSolved: template('Kreuzzahlrätsel, {{rows}} mal {{cols}}, ausgefüllt.'),
  ladder: {
    'one-blank': {
      level: 1,
      title: 'eine Lücke',
      what: 'Eine Zeile oder Spalte mit nur einem leeren Kästchen: Rechne den Rest aus, und das Ergebnis sagt dir, welche Ziffer hineingehört.',
    },
    'no-repeats': {
      level: 1,
      title: 'keine Wiederholung',
      what: 'Wo keine Ziffer zweimal vorkommen darf, wird eine eingetragene Ziffer in den anderen Kästchen ihrer Zeile, ihrer Spalte oder des ganzen Gitters gestrichen, je nach Regel.',
    },
    'two-blanks': {
      level: 2,
      title: 'zwei Lücken',
      what: 'Eine Rechnung mit zwei leeren Kästchen: Schreib die Ziffernpaare auf, die dort noch möglich sind und das Ergebnis ergeben (wenn es höchstens zwölf sind); eine Ziffer, die in keinem Paar vorkommt, wird gestrichen.',
    },
    crossing: {
      level: 2,
      title: 'Kreuzung',
      what: 'Ein Kästchen, in dem die Zeile manche Ziffern erlaubt und die Spalte andere: Passt nur eine Ziffer zu beiden, kommt sie hinein.',
    },
    bounds: {
      level: 3,
      title: 'Grenzen',
      what: 'Eine Rechnung mit drei oder mehr leeren Kästchen: Setze in eines eine Ziffer und in die anderen die kleinsten und die größten möglichen; erreicht die Rechnung ihr Ergebnis dann nie oder kommt sie immer darüber hinaus, wird diese Ziffer gestrichen.',
    },
    parity: {
      level: 3,
      title: 'gerade oder ungerade',
      what: 'Eine Rechnung nur mit +, − und × ist gerade oder ungerade wie ihr Ergebnis: Eine Ziffer, mit der sie nur andersherum ausgehen kann, egal was im Rest steht, wird gestrichen.',
    },
    'last-digit': {
      level: 3,
      title: 'letzte Ziffer',
      what: 'Eine Rechnung nur mit +, − und × muss auf die letzte Ziffer ihres Ergebnisses enden: Eine Ziffer, mit der keine Füllung des Rests so endet, wird gestrichen.',
    },
    divisibility: {
      level: 3,
      title: 'Teilbarkeit',
      what: 'Jedes ÷ muss ohne Rest aufgehen: Eine Ziffer, mit der das, was vor einem ÷ steht, nicht ohne Rest durch das teilbar ist, was dahinter steht, egal was in diesen Kästchen steht, wird gestrichen.',
    },
    listing: {
      level: 4,
      title: 'alle aufschreiben',
      what: 'Eine Rechnung mit drei leeren Kästchen: Schreib jede Füllung aus den noch möglichen Ziffern auf, die das Ergebnis ergibt (wenn es höchstens zwölf sind); eine Ziffer, die in keiner vorkommt, wird gestrichen.',
    },
  },
  cell: template('Zeile {{row}}, Spalte {{col}}'),
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}Die{{else}}{{#if @last}} und die{{else}}, die{{/if}}{{/if}} {{v}} in {{cell}}{{/each}} {{#if (eq wrong.length 1)}}ist{{else}}sind{{/if}} falsch: Lösche sie zuerst und frag dann noch einmal.',
    ),
    reveal: template('Ich kenne keinen Schritt, der von hier weiterführt, also verrate ich dir ein Kästchen der Lösung: Die {{v}} kommt in {{cell}}.'),
  },
  line: template('{{#if row}}Zeile{{else}}Spalte{{/if}} {{n}}'),
  again: template(
    '{{#if (eq done "both")}}Sind diese Ziffern gestrichen und eingetragen{{else}}{{#if one}}Ist diese Ziffer{{else}}Sind diese Ziffern{{/if}} {{#if (eq done "struck")}}gestrichen{{else}}eingetragen{{/if}}{{/if}}, sieh dir {{line}} noch einmal an.',
  ),
  steps: {
    'one-blank': template(
      'In {{line}} ist nur das Kästchen in {{cell}} leer: ' +
        '{{#if (eq count 1)}}Nur die {{#each digits}}{{this}}{{/each}} ergibt {{total}}, also kommt sie hinein.' +
        '{{else}}{{#if (eq count 0)}}Keine Ziffer ergibt dort {{total}}.{{else}}Nur ' +
        eitherThe('digits') +
        ' ergeben dort {{total}}.{{/if}}{{/if}}',
    ),
    'no-repeats': template(
      'Die {{value}} in {{cell}} darf ' +
        '{{#if (eq distinct "grid")}}im Gitter{{else}}in {{row}}{{#if (eq distinct "lines")}} und in {{col}}{{/if}}{{/if}} nicht noch einmal vorkommen: Streiche sie ' +
        boxes('cells') +
        '.{{#each placed}} Damit bleibt in {{cell}} nur die {{value}}.{{/each}}',
    ),
    'two-blanks': template(
      'In {{line}} sind zwei Kästchen leer, ' +
        boxes('cells') +
        '. ' +
        struckSaid('Ziffernpaaren', 'eines') +
        '{{#if (eq count 0)}}Kein Ziffernpaar, das dort noch möglich ist, ergibt {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}Das einzige dort noch mögliche Ziffernpaar, das {{total}} ergibt, ist ' +
        fillings +
        '{{else}}Die dort noch möglichen Ziffernpaare, die {{total}} ergeben, sind in dieser Reihenfolge ' +
        fillings +
        '{{/if}}{{else}}{{count}} dort noch mögliche Ziffernpaare ergeben {{total}}{{/if}}{{/if}}. Daraus folgt: ' +
        leaves +
        '.{{/if}}',
    ),
    crossing: template(
      'In {{cell}} erlaubt {{line}} nur ' +
        either('lineDigits') +
        ', und {{other}} hatte nur ' +
        either('otherDigits') +
        ' übrig gelassen: Nur die {{value}} passt zu beiden, also kommt sie hinein.',
    ),
    bounds: template(
      'Das Ergebnis von {{line}} ist {{total}}. Selbst wenn die anderen leeren Kästchen so klein oder so groß wie möglich sind, ' +
        '{{#if short.length}}bleibt die Rechnung ' +
        withCases('short') +
        ' unter dem Ergebnis{{/if}}{{#if short.length}}{{#if past.length}}, und {{/if}}{{/if}}' +
        '{{#if past.length}}{{#if short.length}}sie kommt{{else}}kommt die Rechnung{{/if}} ' +
        withCases('past') +
        ' darüber hinaus{{/if}}. ' +
        crossOff +
        thenPlaced,
    ),
    parity: template(
      'Das Ergebnis von {{line}} ist {{total}}, also {{#if odd}}ungerade{{else}}gerade{{/if}}; aber ' +
        withCases('cases') +
        ' wird die Rechnung {{#if odd}}gerade{{else}}ungerade{{/if}}, egal was in den anderen Kästchen steht. ' +
        crossOff +
        thenPlaced,
    ),
    'last-digit': template(
      'Das Ergebnis von {{line}} ist {{total}}{{#if based}} (zur Basis {{base}}){{/if}} und endet auf {{digit}}; aber ' +
        withCases('cases') +
        ' kann die Rechnung nie auf {{digit}} enden, egal was in den anderen Kästchen steht. ' +
        crossOff +
        thenPlaced,
    ),
    divisibility: template(
      'Jedes ÷ in {{line}} muss ohne Rest aufgehen, aber ' +
        withCases('cases') +
        ' geht es nicht auf, egal was in den Kästchen drumherum steht. ' +
        crossOff +
        thenPlaced,
    ),
    listing: template(
      'In {{line}} sind drei Kästchen leer, ' +
        boxes('cells') +
        '. ' +
        struckSaid('Füllungen', 'eine') +
        '{{#if (eq count 0)}}Keine Füllung aus den noch möglichen Ziffern ergibt {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}Die einzige Füllung aus den noch möglichen Ziffern, die {{total}} ergibt, ist ' +
        fillings +
        '{{else}}Die Füllungen aus den noch möglichen Ziffern, die {{total}} ergeben, sind in dieser Reihenfolge ' +
        fillings +
        '{{/if}}{{else}}{{count}} Füllungen aus den noch möglichen Ziffern ergeben {{total}}{{/if}}{{/if}}. Daraus folgt: ' +
        leaves +
        '.{{/if}}',
    ),
  },
  measures: {
    level: 'Stufe, nach den nötigen Techniken (1 leicht … 4 Profi)',
    hardest: 'schwierigste nötige Technik',
    uses: 'benutzte Techniken',
    steps: 'Schritte bis zur Lösung',
    paper: 'aufgeschriebene Ziffernpaare und Füllungen',
    blanks: 'Kästchen zum Ausfüllen',
    blankShare: 'Anteil der Kästchen zum Ausfüllen',
    hardOps: 'Anteil der Zeichen, die × oder ÷ sind',
  },
};
