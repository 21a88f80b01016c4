import { withArticle } from '../../italian.ts';
import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Secret Number in Italian (checked against the English in words.ts): "Numero segreto". A
 * digit is "cifra", feminine, and the possessive takes the article: "la mia prima cifra", "le
 * mie prime due cifre", "le mie ultime tre cifre", "le mie cifre in prima e terza posizione".
 * Sums, products and differences are always of two or more digits, a digit rule of one, so
 * each subject below knows whether "mia" or "mie" comes before the places. Every comparison
 * ("è 9", "è minore di 560", "è pari") reads the same after a feminine or masculine subject
 * ("la somma", "il prodotto", "il mio numero"), so it needs no agreement.
 */

/** Digits or numbers joined "3, 5 o 7" / "3, 5 e 7". */
const either = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} o {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;
const both = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** What a step leaves, box by box: "la mia prima cifra può essere solo 3 o 4, e la mia ultima cifra è 7". */
const leaves =
  '{{#each leaves}}{{#unless @first}}{{#if @last}}, e {{else}}, {{/if}}{{/unless}}la mia {{place}} cifra ' +
  '{{#if none}}resta senza nessuna cifra possibile{{else if placed}}è {{value}}{{else}}può essere solo ' +
  either('digits') +
  '{{/if}}{{/each}}';

/** The digits a step rests on: "La mia prima cifra è 4 e la mia seconda cifra è 6". */
const known =
  '{{#each known}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}{{#if @first}}La{{else}}la{{/if}} mia {{place}} cifra è {{value}}{{/each}}';

/** The digits a step crosses off: "con 1 o 2 come prima cifra, o con 0 come ultima cifra". */
const cases = '{{#each cases}}{{#unless @first}}, o {{/unless}}con ' + either('digits') + ' come {{place}} cifra{{/each}}';

/** A range's cases with their bounds and why. */
const bounded =
  '{{#each cases}}{{#unless @first}}, o {{/unless}}con ' + either('digits') + 
  ' come {{place}} cifra (' +
  '{{#each limits}}{{#unless @first}} e {{/unless}}la mia {{place}} cifra è {{#unless fixed}}{{#if small}}almeno {{else}}al massimo {{/if}}{{/unless}}{{value}}{{/each}}' +
  '{{#if limits.length}}, il che dà {{/if}}{{#if small}}almeno{{else}}al massimo{{/if}} {{bound}}){{/each}}';

export const it: typeof en = {
  title: 'Numero segreto',
  rules: template(
    'Sto pensando a un numero di {{digits}} cifre (la prima non è 0). Ogni regola qui sotto vale per il mio numero, e un solo numero rispetta tutte le regole. ' +
      'La differenza fra due cifre è la più grande meno la più piccola, e 0 è pari. ' +
      'I multipli di 3 sono 3, 6, 9 e così via; nessuna regola dipende dal fatto che 0 sia uno di loro o no. ' +
      'Cancella quello che ogni regola esclude, poi scrivi il mio numero nelle caselle.',
  ),
  instruction: template('Ogni indizio vale per il mio numero di {{digits}} cifre. Trovalo e scrivilo nelle caselle.'),
  ordinals: ['prima', 'seconda', 'terza', 'quarta', 'quinta'],
  counts: ['una', 'due', 'tre', 'quattro', 'cinque'],
  last: 'ultima',
  list: template('{{first}} e {{last}}'),
  places: template(
    '{{#if all}}cifre{{else if one}}{{one}} cifra{{else if first}}prime {{first}} cifre{{else if last}}ultime {{last}} cifre{{else}}cifre in {{list}} posizione{{/if}}',
  ),
  subject: {
    digit: template('la mia {{places}}'),
    sum: template('la somma delle mie {{places}}'),
    product: template('il prodotto delle mie {{places}}'),
    difference: template('la differenza fra le mie {{places}}'),
    number: template('il mio numero'),
  },
  comparison: {
    equals: template('è {{value}}'),
    'not-equals': template('non è {{value}}'),
    'less-than': template('è minore di {{value}}'),
    'greater-than': template('è maggiore di {{value}}'),
    'multiple-of': template('è un multiplo di {{value}}'),
    even: template('è pari'),
    odd: template('è dispari'),
  },
  plain: {
    zeroOrMultiple: template('è 0 o un multiplo di {{value}}'),
    oneOf: template('è ' + either('values')),
  },
  clause: template('{{subject}} {{comparison}}'),
  rule: template('{{clause}}.'),
  answerLabel: 'Il mio numero',
  answerLine: template('{{label}}: {{answer}}'),
  shrink: template('Numeri rimasti, regola dopo regola: {{#each counts}}{{#unless @first}} › {{/unless}}{{this}}{{/each}}'),
  alt: template('Numero segreto di {{digits}} cifre. Regole: {{rules}}'),
  altSolved: template('Numero segreto {{number}}. Regole: {{rules}}'),
  altAnswer: template('Il numero segreto è {{number}}.'),
  ladder: {
    'read-off': {
      level: 1,
      title: 'leggere una cifra',
      what: 'Una regola su una cifra sola («la mia seconda cifra è dispari»): nella casella di quella cifra, cancella tutte le cifre che non la rispettano.',
    },
    'one-left': {
      level: 1,
      title: 'manca una cifra',
      what: 'Una somma, un prodotto o una differenza di cifre già tutte note tranne una: calcola che cosa può essere quella che manca («la somma delle mie prime due cifre è 9, e la prima è 4: la seconda è 5»).',
    },
    'pair-table': {
      level: 2,
      title: 'tabella a due cifre',
      what: 'Una somma, un prodotto o una differenza con due cifre ancora da trovare: prova ogni cifra ancora possibile per l’una con ognuna di quelle dell’altra, come in una piccola tabella; una cifra che non va bene con nessuna si cancella.',
    },
    range: {
      level: 3,
      title: 'limiti del numero',
      what: 'Una regola che confronta il numero intero («minore di 560»): una cifra con cui il numero sarebbe troppo grande anche al suo minimo, o troppo piccolo anche al suo massimo, si cancella; serve soprattutto per le prime cifre.',
    },
    divisibility: {
      level: 3,
      title: 'criterio di divisibilità',
      what: 'Una regola che dice che il numero è pari, dispari o multiplo di 3, 4, 5, 6, 9, 10 o 12, letta dalla sua ultima cifra (pari, dispari, 5, 10), dalle sue ultime due cifre (4) o dalla somma delle sue cifre (3, 9); 6 e 12 chiedono le due cose insieme.',
    },
    'many-digits': {
      level: 3,
      title: 'tante cifre insieme',
      what: 'Una somma o un prodotto di tre o più cifre ancora da trovare: si cancella una cifra con cui nessuna scelta delle altre, fra quelle ancora possibili, rende vera la regola (per una somma, prova le altre al loro minimo e al loro massimo).',
    },
    'short-list': {
      level: 4,
      title: 'lista corta',
      what: 'Quando con le cifre ancora possibili si formano al massimo 8 numeri, scrivili tutti e controlla ognuno con le regole; ogni numero che ne viola una si cancella, e si annota quale.',
    },
  },
  divisible: {
    even: 'un numero è pari quando lo è la sua ultima cifra',
    odd: 'un numero è dispari quando lo è la sua ultima cifra',
    2: 'un numero è multiplo di 2 quando la sua ultima cifra è pari',
    5: 'un multiplo di 5 finisce con 0 o con 5',
    10: 'un multiplo di 10 finisce con 0',
    3: 'un numero è multiplo di 3 quando lo è la somma delle sue cifre',
    9: 'un numero è multiplo di 9 quando lo è la somma delle sue cifre',
    4: 'un numero è multiplo di 4 quando lo è il numero formato dalle sue ultime due cifre',
    6: 'un multiplo di 6 è pari, e la somma delle sue cifre è multiplo di 3',
    12: 'in un multiplo di 12 le ultime due cifre formano un multiplo di 4, e la somma delle cifre è multiplo di 3',
  },
  steps: {
    'read-off': template(
      'La regola {{n}} dice che {{clause}}: {{#if given}}scrivi {{value}} nella casella della mia {{place}} cifra.{{else}}in quella casella cancella ' +
        `{{#each struck}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}${withArticle('this')}{{/each}}` +
        ', quindi ' +
        leaves +
        '.{{/if}}',
    ),
    'one-left': template('La regola {{n}} dice che {{clause}}. ' + known + ', quindi ' + leaves + '.'),
    'pair-table': template(
      'La regola {{n}} dice che {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} Provando ogni cifra ancora possibile per la mia {{a}} cifra con ognuna di quelle per la mia {{b}} cifra, ' +
        '{{#if few}}{{#if (eq pairs.length 1)}}l’unica coppia che va bene è {{else}}le uniche coppie che vanno bene sono {{/if}}' +
        '{{#each pairs}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}{{digit}} con {{partner}}{{/each}}' +
        '{{else}}non va bene niente ' +
        cases +
        '{{/if}}: quindi ' +
        leaves +
        '.',
    ),
    range: template(
      'La regola {{n}} dice che {{clause}}. ' +
        '{{#if (eq why "small")}}Anche al suo minimo, il mio numero sarebbe troppo grande{{else if (eq why "large")}}Anche al suo massimo, il mio numero sarebbe troppo piccolo{{else}}Il mio numero non potrebbe rispettarla{{/if}} ' +
        '{{#if (eq why "other")}}' +
        cases +
        '{{else}}' +
        bounded +
        '{{/if}}' +
        ': quindi ' +
        leaves +
        '.',
    ),
    divisibility: template(
      'La regola {{n}} dice che {{clause}}, e {{why}}.{{#if cases.length}} Questo non è possibile ' +
        cases +
        ', qualunque siano le altre cifre ancora possibili.{{/if}} Quindi ' +
        leaves +
        '.',
    ),
    'many-digits': template(
      'La regola {{n}} dice che {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} Nessuna scelta delle altre cifre, fra quelle ancora possibili, la rende vera ' +
        cases +
        ': quindi ' +
        leaves +
        '.',
    ),
    'short-list': template(
      '{{#if (eq count 1)}}Con le cifre ancora possibili si può formare un solo numero: {{numbers.[0]}}.' +
        '{{else}}Con le cifre ancora possibili si possono formare solo {{count}} numeri: ' +
        both('numbers') +
        '.{{/if}} Controllando con le regole, ' +
        `{{#each out}}{{#unless @first}}{{#if @last}} e {{else}}, {{/if}}{{/unless}}${withArticle('number')} viola la regola {{rule}}{{/each}}` +
        `{{#if (eq survivors.length 1)}}, e così resta solo ${withArticle('survivors.[0]')}: il mio numero.` +
        '{{else if survivors.length}}, e così restano ' +
        both('survivors') +
        ': quindi ' +
        leaves +
        '.{{else}}, e così non resta nessun numero.{{/if}}',
    ),
  },
  hint: {
    mistake: template(
      `{{#each wrong}}{{#if @first}}{{else}}{{#if @last}} e {{else}}, {{/if}}{{/if}}{{#if @first}}${withArticle('v', 'Il ', 'L’')}{{else}}${withArticle('v')}{{/if}} che hai scritto come mia {{place}} cifra{{/each}} {{#if (eq wrong.length 1)}}è sbagliato: cancellalo{{else}}sono sbagliati: cancellali{{/if}} prima, poi chiedi di nuovo.`,
    ),
    reveal: template('Non conosco nessun passo che vada avanti da qui, quindi ecco una cifra della soluzione: la mia {{place}} cifra è {{v}}.'),
  },
  measures: {
    level: 'livello, secondo le tecniche necessarie (1 facile … 4 esperto)',
    hardest: 'tecnica più difficile necessaria',
    uses: 'tecniche usate',
    steps: 'passi per risolverlo',
    paper: 'coppie, numeri e cifre scritti e provati',
    rules: 'regole',
    decoys: 'regole che non servono',
    terms: 'elementi delle regole: posizioni, confronti e valori',
    listed: 'numeri scritti e controllati a mano',
  },
};
