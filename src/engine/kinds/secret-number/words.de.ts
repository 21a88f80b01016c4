import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Secret Number in German (checked against the English in words.ts): "Geheimzahl". A digit is
 * "die Ziffer", its position "die Stelle". The ordinals are held in the one form German needs
 * after "meiner" and "an der" ("die Summe meiner ersten beiden Ziffern", "an der dritten
 * Stelle"), because a list of them ("ersten, dritten und fünften") reaches the templates
 * already joined: so one digit is named by its place ("die Ziffer an der zweiten Stelle"), and
 * the steps say where a digit stands ("an der ersten Stelle kann nur 3 oder 4 stehen").
 */

/** Digits joined "3, 5 oder 7". */
const either = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} oder {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Numbers joined "a, b und c". */
const both = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} und {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/**
 * What a step leaves, place by place, after "also": the first with its verb first, as German
 * wants it there ("also kann an der ersten Stelle nur 3 oder 4 stehen, und an der letzten
 * Stelle steht 7").
 */
const leaves =
  '{{#each leaves}}{{#unless @first}}{{#if @last}}, und {{else}}, {{/if}}{{/unless}}' +
  '{{#if none}}{{#if @first}}bleibt an der {{place}} Stelle{{else}}an der {{place}} Stelle bleibt{{/if}} keine Ziffer übrig' +
  '{{else if placed}}{{#if @first}}steht an der {{place}} Stelle{{else}}an der {{place}} Stelle steht{{/if}} {{value}}' +
  '{{else}}{{#if @first}}kann an der {{place}} Stelle{{else}}an der {{place}} Stelle kann{{/if}} nur ' +
  either('digits') +
  ' stehen{{/if}}{{/each}}';

/** The digits a step rests on: "An der ersten Stelle steht 4 und an der zweiten Stelle 6". */
const known =
  '{{#each known}}{{#unless @first}}{{#if @last}} und {{else}}, {{/if}}{{/unless}}{{#if @first}}An der {{place}} Stelle steht{{else}}an der {{place}} Stelle{{/if}} {{value}}{{/each}}';

/** The digits a step crosses off, after `opening`: "mit 1 oder 2 an der ersten Stelle, oder mit 0 an der letzten Stelle". */
const cases = (opening = 'mit') =>
  `{{#each cases}}{{#if @first}}${opening}{{else}}, oder mit{{/if}} ` + either('digits') + ' an der {{place}} Stelle{{/each}}';

/** A range's cases with their bounds and why: "mit 7 an der ersten Stelle (da an der zweiten Stelle höchstens 1 steht, höchstens 719)". */
const bounded =
  '{{#each cases}}{{#if @first}}mit{{else}}, oder mit{{/if}} ' +
  either('digits') +
  ' an der {{place}} Stelle (' +
  '{{#if limits.length}}da {{#each limits}}{{#unless @first}} und {{/unless}}an der {{place}} Stelle {{#unless fixed}}{{#if small}}mindestens {{else}}höchstens {{/if}}{{/unless}}{{value}}{{/each}} steht, {{/if}}' +
  '{{#if small}}mindestens{{else}}höchstens{{/if}} {{bound}}){{/each}}';

export const de: typeof en = {
  title: 'Geheimzahl',
  rules: template(
    'Ich denke mir eine Zahl mit {{digits}} Ziffern (die erste ist nicht 0). Jede Regel unten stimmt für sie, und nur eine Zahl erfüllt alle Regeln. ' +
      'Die Differenz zweier Ziffern ist die größere minus die kleinere, und 0 ist gerade. ' +
      'Ein Vielfaches von 3 ist 3, 6, 9 und so weiter; keine Regel hängt davon ab, ob 0 dazuzählt. ' +
      'Streiche, was jede Regel ausschließt, und schreib dann meine Zahl in die Kästchen.',
  ),
  instruction: template('Jede Regel stimmt für meine {{digits}}-stellige Zahl. Finde sie und schreib sie in die Kästchen.'),
  ordinals: ['ersten', 'zweiten', 'dritten', 'vierten', 'fünften'],
  counts: ['eine', 'beiden', 'drei', 'vier', 'fünf'],
  last: 'letzten',
  list: template('{{first}} und {{last}}'),
  /** After "meiner" (genitive), or, for one digit, after "an der". */
  places: template(
    '{{#if all}}Ziffern{{else if one}}{{one}} Stelle{{else if first}}ersten {{first}} Ziffern{{else if last}}letzten {{last}} Ziffern{{else}}{{list}} Ziffer{{/if}}',
  ),
  subject: {
    digit: template('die Ziffer an der {{places}}'),
    sum: template('die Summe meiner {{places}}'),
    product: template('das Produkt meiner {{places}}'),
    difference: template('die Differenz meiner {{places}}'),
    number: template('meine Zahl'),
  },
  comparison: {
    equals: template('ist {{value}}'),
    'not-equals': template('ist nicht {{value}}'),
    'less-than': template('ist kleiner als {{value}}'),
    'greater-than': template('ist größer als {{value}}'),
    'multiple-of': template('ist ein Vielfaches von {{value}}'),
    even: template('ist gerade'),
    odd: template('ist ungerade'),
  },
  plain: {
    zeroOrMultiple: template('ist 0 oder ein Vielfaches von {{value}}'),
    oneOf: template('ist ' + either('values')),
  },
  clause: template('{{subject}} {{comparison}}'),
  rule: template('{{clause}}.'),
  answerLabel: 'Meine Zahl',
  answerLine: template('{{label}}: {{answer}}'),
  shrink: template('Übrige Zahlen, Regel für Regel: {{#each counts}}{{#unless @first}} › {{/unless}}{{this}}{{/each}}'),
  alt: template('Geheimzahl-Rätsel mit {{digits}} Ziffern. Regeln: {{rules}}'),
  altSolved: template('Geheimzahl {{number}}. Regeln: {{rules}}'),
  altAnswer: template('Die Geheimzahl ist {{number}}.'),
  ladder: {
    'read-off': {
      level: 1,
      title: 'Ziffer ablesen',
      what: 'Eine Regel über eine einzige Ziffer („die Ziffer an der zweiten Stelle ist ungerade“): Streiche im Kästchen dieser Ziffer jede Ziffer, die gegen die Regel verstößt.',
    },
    'one-left': {
      level: 1,
      title: 'eine Ziffer übrig',
      what: 'Eine Summe, ein Produkt oder eine Differenz von Ziffern, die bis auf eine schon alle bekannt sind: Rechne aus, was die letzte sein kann („die Summe meiner ersten beiden Ziffern ist 9, und die erste ist 4: die zweite ist 5“).',
    },
    'pair-table': {
      level: 2,
      title: 'Tabelle für zwei Ziffern',
      what: 'Eine Summe, ein Produkt oder eine Differenz mit zwei noch offenen Ziffern: Probiere jede noch mögliche Ziffer der einen mit jeder der anderen, wie in einer kleinen Tabelle; eine Ziffer, die zu keiner passt, wird gestrichen.',
    },
    range: {
      level: 3,
      title: 'Zahlenbereich',
      what: 'Eine Regel, die die ganze Zahl vergleicht („kleiner als 560“): Eine Ziffer, mit der die Zahl selbst im kleinsten Fall zu groß oder selbst im größten Fall zu klein wäre, wird gestrichen; meist trifft das die vorderen Ziffern.',
    },
    divisibility: {
      level: 3,
      title: 'Teilbarkeitsregel',
      what: 'Eine Regel, dass die Zahl gerade, ungerade oder ein Vielfaches von 3, 4, 5, 6, 9, 10 oder 12 ist, abgelesen an ihrer letzten Ziffer (gerade, ungerade, 5, 10), an ihren letzten beiden Ziffern (4) oder an ihrer Quersumme (3, 9); 6 und 12 verlangen beides zugleich.',
    },
    'many-digits': {
      level: 3,
      title: 'viele Ziffern auf einmal',
      what: 'Eine Summe oder ein Produkt aus drei oder mehr noch offenen Ziffern: Eine Ziffer, mit der keine Wahl der anderen aus den noch möglichen die Regel wahr macht, wird gestrichen (bei einer Summe probiere die anderen so klein und so groß wie möglich).',
    },
    'short-list': {
      level: 4,
      title: 'kurze Liste',
      what: 'Ergeben die noch möglichen Ziffern höchstens 8 Zahlen, schreib sie alle auf und prüfe jede mit den Regeln; jede Zahl, die gegen eine verstößt, wird gestrichen und die Regel genannt.',
    },
  },
  divisible: {
    even: 'eine Zahl ist gerade, wenn ihre letzte Ziffer es ist',
    odd: 'eine Zahl ist ungerade, wenn ihre letzte Ziffer es ist',
    2: 'eine Zahl ist ein Vielfaches von 2, wenn ihre letzte Ziffer gerade ist',
    5: 'ein Vielfaches von 5 endet auf 0 oder 5',
    10: 'ein Vielfaches von 10 endet auf 0',
    3: 'eine Zahl ist ein Vielfaches von 3, wenn ihre Quersumme ein Vielfaches von 3 ist',
    9: 'eine Zahl ist ein Vielfaches von 9, wenn ihre Quersumme ein Vielfaches von 9 ist',
    4: 'eine Zahl ist ein Vielfaches von 4, wenn ihre letzten beiden Ziffern ein Vielfaches von 4 bilden',
    6: 'ein Vielfaches von 6 ist gerade, und seine Quersumme ist ein Vielfaches von 3',
    12: 'bei einem Vielfachen von 12 bilden die letzten beiden Ziffern ein Vielfaches von 4, und die Quersumme ist ein Vielfaches von 3',
  },
  steps: {
    'read-off': template(
      'Regel {{n}} sagt, {{clause}}. {{#if given}}Schreib {{value}} in das Kästchen an der {{place}} Stelle.{{else}}Streiche ' +
        both('struck') +
        ' an der {{place}} Stelle, also ' +
        leaves +
        '.{{/if}}',
    ),
    'one-left': template('Regel {{n}} sagt, {{clause}}. ' + known + ', also ' + leaves + '.'),
    'pair-table': template(
      'Regel {{n}} sagt, {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} Probiert man jede noch mögliche Ziffer an der {{a}} Stelle mit jeder an der {{b}} Stelle, ' +
        '{{#if few}}{{#if (eq pairs.length 1)}}passt nur das Paar {{else}}passen nur die Paare {{/if}}' +
        '{{#each pairs}}{{#unless @first}}{{#if @last}} und {{else}}, {{/if}}{{/unless}}{{digit}} mit {{partner}}{{/each}}' +
        '{{else}}passt nichts ' +
        cases() +
        '{{/if}}, also ' +
        leaves +
        '.',
    ),
    range: template(
      'Regel {{n}} sagt, {{clause}}. ' +
        '{{#if (eq why "small")}}Selbst im kleinsten Fall wäre meine Zahl{{else if (eq why "large")}}Selbst im größten Fall wäre meine Zahl{{else}}Meine Zahl könnte das{{/if}} ' +
        '{{#if (eq why "other")}}' +
        cases() +
        '{{else}}' +
        bounded +
        '{{/if}}' +
        '{{#if (eq why "small")}} zu groß{{else if (eq why "large")}} zu klein{{else}} nicht erfüllen{{/if}}, also ' +
        leaves +
        '.',
    ),
    divisibility: template(
      'Regel {{n}} sagt, {{clause}}, und {{why}}.{{#if cases.length}} Das geht nicht ' +
        cases() +
        ', egal welche der noch möglichen anderen Ziffern kommen.{{/if}} Also ' +
        leaves +
        '.',
    ),
    'many-digits': template(
      'Regel {{n}} sagt, {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} ' +
        cases('Mit') +
        ' macht keine Wahl der anderen Ziffern aus den noch möglichen die Regel wahr, also ' +
        leaves +
        '.',
    ),
    'short-list': template(
      '{{#if (eq count 1)}}Aus den noch möglichen Ziffern lässt sich nur eine Zahl bilden: {{numbers.[0]}}.' +
        '{{else}}Aus den noch möglichen Ziffern lassen sich nur {{count}} Zahlen bilden: ' +
        both('numbers') +
        '.{{/if}} Beim Prüfen mit den Regeln ' +
        '{{#each out}}{{#unless @first}}{{#if @last}} und {{else}}, {{/if}}{{/unless}}{{#if @first}}verstößt {{/if}}{{number}} gegen Regel {{rule}}{{/each}}' +
        '{{#if (eq survivors.length 1)}}; übrig bleibt nur {{survivors.[0]}}: meine Zahl.' +
        '{{else if survivors.length}}; übrig bleiben ' +
        both('survivors') +
        ', also ' +
        leaves +
        '.{{else}}; also bleibt keine Zahl übrig.{{/if}}',
    ),
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}Die{{else}}{{#if @last}} und die{{else}}, die{{/if}}{{/if}} {{v}} an der {{place}} Stelle{{/each}} {{#if (eq wrong.length 1)}}ist{{else}}sind{{/if}} falsch: Lösche sie zuerst und frag dann noch einmal.',
    ),
    reveal: template('Ich kenne keinen Schritt, der von hier weiterführt, also verrate ich dir eine Ziffer der Lösung: An der {{place}} Stelle steht {{v}}.'),
  },
  measures: {
    level: 'Stufe, nach den nötigen Techniken (1 leicht … 4 Profi)',
    hardest: 'schwierigste nötige Technik',
    uses: 'benutzte Techniken',
    steps: 'Schritte bis zur Lösung',
    paper: 'aufgeschriebene und geprüfte Paare, Zahlen und Ziffern',
    rules: 'Regeln',
    decoys: 'nicht benötigte Regeln',
    terms: 'Angaben in den Regeln: Stellen, Vergleiche und Werte',
    listed: 'von Hand aufgelistete und geprüfte Zahlen',
  },
};
