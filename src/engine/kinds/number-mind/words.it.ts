import { withArticle } from '../../italian.ts';
import { joined, template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Number Mind in Italian (checked against the English in words.ts): "Mente numerica". A guess
 * is "tentativo" (masculine), a digit "cifra" (feminine): a score counts "cifre giuste", in
 * the singular for one ("1 giusta"). A digit in a place is named with its article ("il 7 in
 * posizione 3", "l'8 in posizione 1"), so lists of them read as Italian names numbers.
 */

/** Items of `field` joined "a, b o c" / "a, b e c". */

/** A guess as a sentence names it: "tentativo 3 (40971)". */
const guessName = (field: string) => `tentativo {{${field}.n}} ({{${field}.guess}})`;

/** How many right places a guess still needs: "1 cifra giusta", "altre 2 cifre giuste". */
const needs = (field: string) =>
  `{{#if (eq ${field}.need 1)}}{{#if ${field}.known}}un’altra cifra giusta{{else}}1 cifra giusta{{/if}}` +
  `{{else}}{{#if ${field}.known}}altre {{${field}.need}} cifre giuste{{else}}{{${field}.need}} cifre giuste{{/if}}{{/if}}`;

/** A score beside a guess, "1 giusta", "3 giuste"; in a sentence, "1 cifra giusta", "3 cifre giuste". */
const right = (field: string) => `{{${field}}} giust{{#if (eq ${field} 1)}}a{{else}}e{{/if}}`;
const rightDigits = (field: string) => `{{${field}}} {{#if (eq ${field} 1)}}cifra giusta{{else}}cifre giuste{{/if}}`;

/** An either-or or one-of-three step (see `split` in words.ts). */
const split = template(
  'Il tentativo {{guess.n}} ({{guess.guess}}) ha ancora bisogno di ' +
    needs('guess') +
    ', e restano {{cases.length}} possibilità: ' +
    joined('cases', 'or') +
    '.{{#each fails}} Se fosse {{case}}, {{reason}}.{{/each}} Quindi è {{survivor}}: scrivilo, e cancella ' +
    joined('wrong', 'and') +
    '.',
);

export const it: typeof en = {
  title: 'Mente numerica',
  rules: template(
    'Trova il mio codice segreto di {{length}} cifre. Accanto a ogni tentativo è scritto quante delle sue cifre sono giuste e al posto giusto (ma non quali). Un solo codice va bene per tutti i tentativi: scrivilo nella riga vuota.',
  ),
  instruction: template(
    'Trova il mio codice segreto di {{length}} cifre. Il numero accanto a ogni tentativo dice quante delle sue cifre sono giuste e al posto giusto.',
  ),
  score: template(right('correct')),
  secret: 'Segreto',
  alt: template('Mente numerica con {{length}} cifre. Tentativi e punteggi: {{guesses}}.'),
  altPairs: template('{{#each pairs}}{{#unless @first}}; {{/unless}}{{guess}}: {{correct}}{{/each}}'),
  altSolved: template('Mente numerica: il codice segreto e le cifre giuste di ogni tentativo.'),
  altAnswer: template('Il codice segreto è {{secret}}.'),
  ladder: {
    'zero-guess': {
      level: 1,
      title: 'tentativo a zero',
      what: 'Un tentativo senza cifre giuste: ognuna delle sue cifre è sbagliata nel posto in cui sta, quindi cancellala lì.',
    },
    'score-met': {
      level: 1,
      title: 'punteggio raggiunto',
      what: 'Un tentativo le cui cifre giuste sono già tutte note: le sue altre cifre sono sbagliate dove stanno, quindi cancellale.',
    },
    'last-digit': {
      level: 1,
      title: 'ultima cifra rimasta',
      what: 'Una posizione in cui tutte le cifre tranne una sono cancellate: quella che resta va lì.',
    },
    'all-needed': {
      level: 1,
      title: 'servono tutte',
      what: 'Un tentativo che ha ancora bisogno di tante cifre giuste quante sono le sue cifre non ancora cancellate: tutte quelle cifre sono giuste.',
    },
    compare: {
      level: 2,
      title: 'confronto fra due tentativi',
      what: 'Due tentativi uno accanto all’altro: dove hanno la stessa cifra, è giusta per tutti e due o per nessuno, e dove sono diverse al massimo una è giusta; conta quanto manca a ciascuno, e l’unico modo in cui tutti e due ottengono il loro punteggio dice quali cifre sono giuste o sbagliate.',
    },
    'either-or': {
      level: 3,
      title: 'o l’una o l’altra',
      what: 'Un tentativo che ha ancora bisogno di una cifra giusta, con solo due posizioni possibili: prova ognuna per due passi al massimo con le tecniche più facili; quando una porta a una contraddizione, è giusta l’altra.',
    },
    'one-of-three': {
      level: 4,
      title: 'una su tre',
      what: 'Un tentativo che ha ancora bisogno di una cifra giusta, con tre posizioni possibili: prova ognuna per due passi al massimo con le tecniche più facili; quando due portano a una contraddizione, è giusta la terza.',
    },
  },
  at: template(`${withArticle('digit')} in posizione {{place}}`),
  // With their preposition, which takes the article only in the plural: "in posizione 3", "nelle posizioni 3 e 4".
  places: template(`{{#if (eq places.length 1)}}in posizione{{else}}nelle posizioni{{/if}} ${joined('places', 'and')}`),
  reason: template(
    '{{#if (eq after 0)}}subito {{else}}{{#if (eq after 1)}}segue un altro passo: {{else}}seguono altri {{after}} passi: {{/if}}' +
      '{{#each chain}}{{#unless @first}}, poi {{/unless}}{{this}}{{/each}}; allora {{/if}}' +
      '{{#if (eq kind "empty")}}la posizione {{place}} resterebbe senza cifre{{/if}}' +
      '{{#if (eq kind "over")}}il ' +
      guessName('guess') +
      ` avrebbe ${rightDigits('count')}, ma {{#if (eq guess.score 0)}}non ne ha nessuna{{else}}ne ha solo {{guess.score}}{{/if}}{{/if}}` +
      '{{#if (eq kind "short")}}il ' +
      guessName('guess') +
      ` {{#if (eq count 0)}}non potrebbe avere nessuna cifra giusta{{else}}potrebbe avere al massimo ${rightDigits('count')}{{/if}}, ma ne ha {{guess.score}}{{/if}}` +
      '{{#if (eq kind "pair")}}il ' +
      guessName('guess') +
      ' e il ' +
      guessName('other') +
      ' non potrebbero ottenere entrambi il loro punteggio{{/if}}',
  ),
  link: {
    'zero-guess': template('cancella ' + joined('struck', 'and') + ' (il tentativo {{guess.n}} non ha cifre giuste)'),
    'score-met': template(
      'cancella ' +
        joined('struck', 'and') +
        ' (il tentativo {{guess.n}} ha già {{#if (eq guess.score 1)}}la sua cifra giusta{{else}}{{#if (eq guess.score 2)}}entrambe le sue cifre giuste{{else}}tutte le sue {{guess.score}} cifre giuste{{/if}}{{/if}})',
    ),
    'last-digit': template(`${withArticle('digit')} va in posizione {{place}} (l’ultima cifra rimasta lì)`),
    'all-needed': template(
      joined('open', 'and') +
        ' {{#if (eq open.length 1)}}è giusto (serve al tentativo {{guess.n}}){{else}}sono giusti (servono {{#if (eq open.length 2)}}entrambi{{else}}tutti{{/if}} al tentativo {{guess.n}}){{/if}}',
    ),
    compare: template(
      'confrontando i tentativi {{a.n}} e {{b.n}}, ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' {{#if (eq right.length 1)}}è giusto{{else}}sono giusti{{/if}}{{#if wrong.length}} e {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' {{#if (eq wrong.length 1)}}è sbagliato{{else}}sono sbagliati{{/if}}{{/if}}',
    ),
  },

  steps: {
    'zero-guess': template(
      'Il tentativo {{guess.n}} ({{guess.guess}}) non ha cifre giuste, quindi ognuna delle sue cifre è sbagliata dove sta: cancella ' + joined('struck', 'and') + '.',
    ),
    'score-met': template(
      `Il tentativo {{guess.n}} ({{guess.guess}}) ha ${rightDigits('guess.score')}, ` +
        '{{#if (eq guess.score 1)}}ed è già nota{{else}}{{#if (eq guess.score 2)}}e sono già note tutte e due{{else}}e sono già note tutte e {{guess.score}}{{/if}}{{/if}}: ' +
        joined('hits', 'and') +
        '. Le sue altre cifre sono sbagliate dove stanno: cancella ' +
        joined('struck', 'and') +
        '.',
    ),
    'last-digit': template(
      `In posizione {{place}} sono cancellate tutte le cifre tranne ${withArticle('digit')}, quindi ${withArticle('digit')} va lì.`,
    ),
    'all-needed': template(
      `Il tentativo {{guess.n}} ({{guess.guess}}) ha ${rightDigits('guess.score')}{{#if guess.known}}, {{guess.known}} già not{{#if (eq guess.known 1)}}a{{else}}e{{/if}}, e ne serv{{#if (eq guess.need 1)}}e{{else}}ono{{/if}} ancora {{guess.need}}{{/if}}; ` +
        '{{#if (eq open.length 1)}}l’unica sua cifra non cancellata dove sta è {{#each open}}{{this}}{{/each}}, quindi è giusta: scrivila.' +
        '{{else}}le uniche sue cifre non cancellate dove stanno sono ' +
        joined('open', 'and') +
        ', quindi {{#if (eq open.length 2)}}sono giuste tutte e due{{else}}sono giuste tutte{{/if}}: scrivile.{{/if}}',
    ),
    compare: template(
      'Confronta il ' +
        guessName('a') +
        ', che ha ancora bisogno di ' +
        needs('a') +
        ', con il ' +
        guessName('b') +
        ', che ha ancora bisogno di ' +
        needs('b') +
        '.' +
        '{{#if same.length}} Tutti e due hanno ' +
        joined('same', 'and') +
        ', giusto per entrambi o per nessuno.{{/if}}' +
        '{{#if clash}} Hanno cifre diverse {{clash}}, e al massimo una è giusta.{{/if}}' +
        '{{#if aOnly}} Solo il tentativo {{a.n}} può ancora essere giusto {{aOnly}}.{{/if}}' +
        '{{#if bOnly}} Solo il tentativo {{b.n}} può ancora essere giusto {{bOnly}}.{{/if}}' +
        ' L’unico modo perché tutti e due ottengano il loro punteggio: ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' {{#if (eq right.length 1)}}è giusto{{else}}sono giusti{{/if}}{{#if wrong.length}}, e {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' {{#if (eq wrong.length 1)}}è sbagliato{{else}}sono sbagliati{{/if}}{{/if}}.' +
        '{{#if right.length}} {{#if (eq right.length 1)}}Scrivilo{{else}}Scrivili{{/if}}{{#if wrong.length}}, e cancella il resto{{/if}}.{{else}} {{#if (eq wrong.length 1)}}Cancellalo{{else}}Cancellali{{/if}}.{{/if}}',
    ),
    'either-or': split,
    'one-of-three': split,
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}Nel tuo codice, {{else}}{{#if @last}} e {{else}}, {{/if}}{{/if}}' +
        withArticle('v') +
        ' in posizione {{place}}{{/each}} {{#if (eq wrong.length 1)}}è sbagliato: cancellalo{{else}}sono sbagliati: cancellali{{/if}} prima, poi chiedi di nuovo.',
    ),
    reveal: template(`Non conosco nessun passo che vada avanti da qui, quindi ecco una cifra del segreto: ${withArticle('v')} in posizione {{place}}.`),
  },
  measures: {
    level: 'livello, secondo le tecniche necessarie (1 facile … 4 esperto)',
    hardest: 'tecnica più difficile necessaria',
    uses: 'tecniche usate',
    steps: 'passi per risolverlo',
    paper: 'conteggi elencati e casi provati con i loro passi',
    length: 'cifre del codice',
    guesses: 'tentativi dati',
    zeros: 'tentativi senza cifre giuste',
  },
};
