import { article, withArticle } from '../../italian.ts';
import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Cross Numbers in Italian (checked against the English in words.ts): "Numeri incrociati". A
 * digit is "cifra", a box "casella", an empty one "casella vuota"; a line is "riga" or
 * "colonna", both feminine, so "nella {{line}}" always agrees; "una riga o colonna" where it
 * may be either, and what a line works out to is "il conto" ("il conto non ci arriva"): "la
 * linea" is not what Italian calls a row or column. A box is named "riga 2, colonna
 * 3" and placed with "in" ("in riga 2, colonna 3"). A digit named with its article elides
 * before a vowel: "il 3", "l'8", "l'1".
 */

/** Digits of `field` joined "3, 5 o 7". */
const either = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} o {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Digits of `field` each with its article: "il 3, il 5 o l'8". */
const eitherThe = (field: string) =>
  `{{#each ${field}}}{{#unless @first}}{{#if @last}} o {{else}}, {{/if}}{{/unless}}${withArticle('this', 'il ', 'l’')}{{/each}}`;

/** Boxes of `field`, joined "in riga 1, colonna 2 e in riga 1, colonna 3". */
const boxes = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} e {{else}}; {{/if}}{{/unless}}in {{this}}{{/each}}`;

/** Fillings of a line's empty boxes, each as "(3, 4)". */
const fillings = '{{#each fillings}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}({{#each this}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}){{/each}}';

/** What a step leaves: boxes narrowed, and digits that go in. */
const leaves =
  '{{#each narrowed}}{{#unless @first}}; {{/unless}}in {{cell}} può andare solo ' +
  either('digits') +
  `{{/each}}{{#if narrowed.length}}{{#if placed.length}}; {{/if}}{{/if}}{{#each placed}}{{#unless @first}}; {{/unless}}${withArticle('value', 'il ', 'l’')} va in {{cell}}{{/each}}`;

/** After a level-3 step: the digits it leaves alone in a box go in. */
const thenPlaced = `{{#each placed}} Così in {{cell}} resta solo ${withArticle('value', 'il ', 'l’')}.{{/each}}`;

/** Each case of a level-3 step (in `field`): "con 2 o 4 in riga 1, colonna 2, o con 9 in riga 3, colonna 2". */
const withCases = (field: string) => `{{#each ${field}}}{{#unless @first}}, o {{/unless}}con ${either('digits')} in {{cell}}{{/each}}`;


/** Before a list: the fillings that make the total but are struck, each with its reason, or, past a few, how they group. */
const struckSaid = (noun: string, article: string, one: string) =>
  `{{#if struck.length}}Tra ${noun} che danno {{total}}, ` +
  `{{#each struck}}{{#unless @first}}; {{/unless}}({{#each filling}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}) richiede ${withArticle('digit', 'il ', 'l’')} in {{cell}}, ` +
  '{{#if grid}}che è già nella griglia{{else}}{{#if where}}che è già nella {{where}}{{else}}che lì non è più possibile{{/if}}{{/if}}{{/each}}. {{/if}}' +
  `{{#if others.length}}Tra ${noun} che danno {{total}}, ` +
  `{{#each others}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}{{#if (eq count 1)}}${one}{{else}}${article} {{count}}{{/if}} con ` +
  either('digits') +
  ' in {{cell}}{{/each}} restano fuori: quelle cifre lì non sono più possibili. {{/if}}';

/** The fillings a step keeps, after those it struck. */
const leftOver = '{{#if (eq count 1)}}Resta solo ' + fillings + '{{else}}Restano ' + fillings + '{{/if}}';

/** "Cancella quella cifra." after one digit crossed off in all (`one`). */
const crossOff = '{{#if one}}Cancella quella cifra.{{else}}Cancella quelle cifre.{{/if}}';

export const it: typeof en = {
  title: 'Numeri incrociati',
  rules: template(
    'Scrivi una cifra in ogni casella vuota in modo che ogni riga, letta da sinistra a destra, e ogni colonna, letta dall’alto in basso, dia il risultato scritto alla sua fine. C’è un solo modo di riempire la griglia.',
  ),
  instruction: template('Scrivi una cifra in ogni casella vuota in modo che ogni riga e ogni colonna diano il loro risultato.'),
  order: {
    precedence: template(
      '{{#if mixes}}Prima × e ÷, poi + e −{{#if divides}}; ogni divisione è esatta{{/if}}.{{else}}{{#if divides}}Ogni divisione è esatta.{{/if}}{{/if}}',
    ),
    'left-to-right': template(
      '{{#if mixes}}Calcola sempre da sinistra a destra, e dall’alto in basso{{#if divides}}; ogni divisione è esatta{{/if}}.{{else}}{{#if divides}}Ogni divisione è esatta.{{/if}}{{/if}}',
    ),
  },
  grid: template(
    '{{#if (eq distinct "rows")}}Nessuna cifra si ripete in una riga. {{/if}}{{#if (eq distinct "lines")}}Nessuna cifra si ripete in una riga o in una colonna. {{/if}}{{#if (eq distinct "grid")}}Nessuna cifra si ripete nella griglia. {{/if}}Cifre da {{low}} a {{high}}.{{#if based}} Numeri in base {{base}}.{{/if}}',
  ),
  alt: template(
    'Numeri incrociati {{rows}} per {{cols}} con {{blanks}} {{#if (eq blanks 1)}}cifra{{else}}cifre{{/if}} da scrivere. {{rules}}',
  ),
  altSolved: template('Numeri incrociati {{rows}} per {{cols}}, con tutte le caselle piene.'),
  ladder: {
    'one-blank': {
      level: 1,
      title: 'una casella vuota',
      what: 'Una riga o colonna con una sola casella vuota: fai il conto con le altre caselle, e il risultato dice quale cifra va in quella vuota.',
    },
    'no-repeats': {
      level: 1,
      title: 'niente ripetizioni',
      what: 'Dove nessuna cifra può comparire due volte, una cifra scritta in una casella si cancella dalle altre caselle della sua riga, della sua colonna o di tutta la griglia, come dice la regola.',
    },
    'two-blanks': {
      level: 2,
      title: 'due caselle vuote',
      what: 'Una riga o colonna con due caselle vuote: elenca le coppie di cifre ancora possibili lì che danno il risultato (se sono dodici o meno); una cifra che non sta in nessuna coppia si cancella.',
    },
    crossing: {
      level: 2,
      title: 'incrocio',
      what: 'Una casella in cui la riga ammette certe cifre e la colonna altre: quando una sola cifra va bene per entrambe, va lì.',
    },
    bounds: {
      level: 3,
      title: 'minimo e massimo',
      what: 'Una riga o colonna con tre o più caselle vuote: metti una cifra in una e le altre al loro minimo e al loro massimo; se così il conto non può arrivare al risultato, o lo supera sempre, quella cifra si cancella.',
    },
    parity: {
      level: 3,
      title: 'pari o dispari',
      what: 'Una riga o colonna con soli +, − e × viene pari o dispari come il suo risultato: una cifra con cui potrebbe venire solo al contrario, qualunque cosa ci sia nel resto, si cancella.',
    },
    'last-digit': {
      level: 3,
      title: 'ultima cifra',
      what: 'Una riga o colonna con soli +, − e × deve finire con l’ultima cifra del suo risultato: una cifra con cui nessun modo di riempire il resto finisce così si cancella.',
    },
    divisibility: {
      level: 3,
      title: 'divisione esatta',
      what: 'Ogni ÷ deve dare una divisione esatta: una cifra con cui quello che sta prima di un ÷ non si può dividere esattamente per quello che viene dopo, qualunque cosa ci sia in quelle caselle, si cancella.',
    },
    listing: {
      level: 4,
      title: 'elenco completo',
      what: 'Una riga o colonna con tre caselle vuote: scrivi tutti i modi di riempirle con le cifre ancora possibili che danno il risultato (se sono dodici o meno); una cifra che non compare in nessuno si cancella.',
    },
  },
  cell: template('riga {{row}}, colonna {{col}}'),
  hint: {
    mistake: template(
      `{{#each wrong}}{{#if @first}}${article('v', 'Il ', 'L’')}{{else}}{{#if @last}} e ${article('v', 'il ', 'l’')}{{else}}, ${article('v', 'il ', 'l’')}{{/if}}{{/if}}{{v}} in {{cell}}{{/each}} {{#if (eq wrong.length 1)}}è sbagliato: cancellalo{{else}}sono sbagliati: cancellali{{/if}} prima, poi chiedi di nuovo.`,
    ),
    reveal: template(`Non conosco nessun passo che vada avanti da qui, quindi ecco una casella della soluzione: ${withArticle('v', 'il ', 'l’')} va in {{cell}}.`),
  },
  line: template('{{#if row}}riga{{else}}colonna{{/if}} {{n}}'),
  again: template(
    '{{#if (eq done "both")}}Cancellate e scritte quelle cifre{{else}}{{#if one}}{{#if (eq done "struck")}}Cancellata{{else}}Scritta{{/if}} quella cifra{{else}}{{#if (eq done "struck")}}Cancellate{{else}}Scritte{{/if}} quelle cifre{{/if}}{{/if}}, guarda di nuovo la {{line}}.',
  ),
  steps: {
    'one-blank': template(
      'Nella {{line}} resta vuota solo la casella in {{cell}}: ' +
        `{{#if (eq count 1)}}solo {{#each digits}}${withArticle('this', 'il ', 'l’')}{{/each}} dà {{total}}, quindi va lì.` +
        '{{else}}{{#if (eq count 0)}}nessuna cifra lì dà {{total}}.{{else}}lì danno {{total}} solo ' +
        eitherThe('digits') +
        '.{{/if}}{{/if}}',
    ),
    'no-repeats': template(
      `${withArticle('value', 'Il ', 'L’')} in {{cell}} non può ripetersi ` +
        '{{#if (eq distinct "grid")}}nella griglia{{else}}nella {{row}}{{#if (eq distinct "lines")}} né nella {{col}}{{/if}}{{/if}}: cancellalo ' +
        boxes('cells') +
        `.{{#each placed}} Così in {{cell}} resta solo ${withArticle('value', 'il ', 'l’')}.{{/each}}`,
    ),
    'two-blanks': template(
      'Nella {{line}} ci sono due caselle vuote, ' +
        boxes('cells') +
        '. ' +
        struckSaid('le coppie', 'le', 'una') +
        '{{#if (eq count 0)}}Nessuna coppia di cifre ancora possibili lì dà {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}L’unica coppia di cifre ancora possibili lì che dà {{total}} è ' +
        fillings +
        '{{else}}Le coppie di cifre ancora possibili lì che danno {{total}}, in quest’ordine, sono ' +
        fillings +
        '{{/if}}{{else}}Ci sono {{count}} coppie di cifre ancora possibili lì che danno {{total}}{{/if}}{{/if}}: quindi ' +
        leaves +
        '.{{/if}}',
    ),
    crossing: template(
      'In {{cell}}, la {{line}} ammette solo ' +
        either('lineDigits') +
        ', e la {{other}} aveva lasciato solo ' +
        either('otherDigits') +
        `: solo ${withArticle('value', 'il ', 'l’')} va bene per entrambe, quindi va lì.`,
    ),
    bounds: template(
      'Il risultato della {{line}} è {{total}}. Anche mettendo nelle altre caselle vuote le cifre più piccole o più grandi possibili, ' +
        '{{#if short.length}}il conto non ci arriva ' +
        withCases('short') +
        '{{/if}}{{#if short.length}}{{#if past.length}}; e {{/if}}{{/if}}' +
        '{{#if past.length}}{{#unless short.length}}il conto {{/unless}}lo supera ' +
        withCases('past') +
        '{{/if}}. ' +
        crossOff +
        thenPlaced,
    ),
    parity: template(
      'Il risultato della {{line}} è {{total}}, che è {{#if odd}}dispari{{else}}pari{{/if}}; ma ' +
        withCases('cases') +
        ' il conto viene {{#if odd}}pari{{else}}dispari{{/if}}, qualunque cosa ci sia nelle altre caselle. ' +
        crossOff +
        thenPlaced,
    ),
    'last-digit': template(
      'Il risultato della {{line}} è {{total}}{{#if based}} (in base {{base}}){{/if}}, che finisce con {{digit}}; ma ' +
        withCases('cases') +
        ' il conto non può mai finire con {{digit}}, qualunque cosa ci sia nelle altre caselle. ' +
        crossOff +
        thenPlaced,
    ),
    divisibility: template(
      'Ogni ÷ nella {{line}} deve dare una divisione esatta, ma non può darla ' +
        withCases('cases') +
        ', qualunque cosa ci sia nelle caselle intorno. ' +
        crossOff +
        thenPlaced,
    ),
    listing: template(
      'Nella {{line}} ci sono tre caselle vuote, ' +
        boxes('cells') +
        '. ' +
        struckSaid('i modi di riempirle', article('count', 'i', 'gli'), 'uno') +
        '{{#if (eq count 0)}}Nessun modo di riempirle con le cifre ancora possibili dà {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}L’unico modo di riempirle con le cifre ancora possibili che dà {{total}} è ' +
        fillings +
        '{{else}}I modi di riempirle con le cifre ancora possibili che danno {{total}}, in quest’ordine, sono ' +
        fillings +
        '{{/if}}{{else}}Ci sono {{count}} modi di riempirle con le cifre ancora possibili che danno {{total}}{{/if}}{{/if}}: quindi ' +
        leaves +
        '.{{/if}}',
    ),
  },
  measures: {
    level: 'livello, secondo le tecniche necessarie (1 facile … 4 esperto)',
    hardest: 'tecnica più difficile necessaria',
    uses: 'tecniche usate',
    steps: 'passi per risolverlo',
    paper: 'coppie e modi di riempire una riga o colonna scritti',
    blanks: 'caselle da riempire',
    blankShare: 'quota di caselle da riempire',
    hardOps: 'quota di segni che sono × o ÷',
  },
};
