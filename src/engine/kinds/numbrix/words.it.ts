import { article, withArticle } from '../../italian.ts';
import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Numbrix in Italian (checked against the English in words.ts). A square is "casella", named
 * "riga 2, colonna 3" and placed with "in" ("il 7 va in riga 2, colonna 3"). A number named
 * with an article or "di", "a", "da" takes the form its spoken name wants: "il 7", "l'8",
 * "dell'11", "all'1", "dal 9".
 */

/** `field` with the article, capitalised or not. */
const the = (field: string) => withArticle(field);
const The = (field: string) => withArticle(field, 'Il ', 'L’');
/** `field` after "di", "a", "da": "del 7", "dell'8"; "al 7", "all'8"; "dal 7", "dall'8". */
const of = (field: string) => withArticle(field, 'del ', 'dell’');
const to = (field: string) => withArticle(field, 'al ', 'all’');
const from = (field: string) => withArticle(field, 'dal ', 'dall’');

export const it: typeof en = {
  title: 'Numbrix',
  rules: template(
    'Scrivi un numero in ogni casella vuota in modo che la griglia contenga ogni numero da 1 a {{last}} una sola volta, e che ogni numero tocchi il successivo in alto, in basso, a sinistra o a destra (mai in diagonale). I numeri già stampati mostrano dove passa il percorso.',
  ),
  instruction: template(
    'Scrivi i numeri da 1 a {{last}} nelle caselle per formare un percorso: ogni numero tocca il successivo in alto, in basso, a sinistra o a destra.',
  ),
  alt: template('Griglia di Numbrix {{width}} per {{height}} con {{clues}} numeri dati; completa da 1 a {{last}}.'),
  altSolved: template('Numbrix {{width}} per {{height}}, risolto: i numeri da 1 a {{last}} in un percorso.'),
  ladder: {
    bridge: {
      level: 1,
      title: 'ponte',
      what: 'Due numeri che differiscono di due (7 e 9) con una sola casella libera che li tocca entrambi: il numero di mezzo va lì.',
    },
    'single-exit': {
      level: 1,
      title: 'uscita unica',
      what: 'Un numero a cui manca ancora il vicino nella sequenza, con una sola casella libera accanto: il vicino va lì.',
    },
    corridor: {
      level: 2,
      forced: true,
      title: 'percorso unico',
      what: 'Due numeri poco distanti con un solo percorso della lunghezza giusta fra loro (un corridoio, o una zona della grandezza esatta): il percorso è sicuro.',
    },
    'two-step': {
      level: 2,
      title: 'salto di due caselle',
      what: 'Due numeri che differiscono di tre (7 e 10): elenca i percorsi di due caselle fra loro; una casella per cui passano tutti si riempie.',
    },
    'dead-end': {
      level: 2,
      title: 'vicolo cieco',
      what: 'Una casella vuota con un solo ingresso può essere solo un’estremità del percorso: l’1 o l’ultimo numero.',
    },
    parity: {
      level: 2,
      title: 'colori della scacchiera',
      what: 'Colora la griglia come una scacchiera: i numeri consecutivi cambiano colore, quindi i pari stanno tutti su un colore e i dispari sull’altro. Questo decide quale estremità del percorso va in un vicolo cieco.',
    },
    fence: {
      level: 3,
      title: 'recinto di distanza',
      what: 'Un numero mancante non può stare troppo lontano dai numeri già scritti prima e dopo di lui (il 12 è al massimo a 3 passi dal 9), e sta sul suo colore della scacchiera: quando resta una sola casella, va lì.',
    },
    'only-number': {
      level: 3,
      title: 'unico numero che arriva',
      what: 'Una casella vuota che un solo numero mancante può raggiungere dentro il suo recinto di distanza prende quel numero.',
    },
    routes: {
      level: 4,
      title: 'elenco dei percorsi',
      what: 'Per un buco corto, scrivi tutti i percorsi della lunghezza giusta (al massimo una dozzina), scartando quelli che isolano una zona che nessun numero può riempire: una casella su cui sono d’accordo tutti quelli rimasti è sicura.',
    },
  },
  cell: template('riga {{row}}, colonna {{col}}'),
  steps: {
    bridge: template(`${The('v')} va in {{cell}}: è l’unica casella libera che tocca sia ${the('prev')} sia ${the('next')}.`),
    'single-exit': template(`${The('u')} ha una sola casella libera accanto, in {{cell}}, quindi ${the('v')} va lì.`),
    'two-step': template(
      `Tutti i percorsi di due caselle ${from('a')} ${to('b')} passano per {{cell}}, quindi ${the('v')} va lì.`,
    ),
    'dead-end': template(`La casella in {{cell}} ha un solo ingresso, quindi è un’estremità del percorso: ${the('v')}.`),
    parity: template(
      `La casella in {{cell}} ha un solo ingresso, quindi contiene l’1 o ${the('last')}; sulla scacchiera ha il colore ${of('v')}, quindi ${the('v')} va lì.`,
    ),
    fence: template(
      `${The('v')} deve stare{{#if (gt lo 0)}} a {{up}} pass{{#if (eq up 1)}}o{{else}}i{{/if}} o meno ${from('lo')}{{/if}}{{#if (gt lo 0)}}{{#if (lte hi last)}} e{{/if}}{{/if}}{{#if (lte hi last)}} a {{down}} pass{{#if (eq down 1)}}o{{else}}i{{/if}} o meno ${from('hi')}{{/if}}, sul suo colore della scacchiera: l’unica casella possibile è in {{cell}}{{#each wide}}{{#if @first}} ({{else}}; {{/if}}{{#if cut}}la casella in {{cell}} è isolata ${from('from')} dai numeri già messi{{else}}la casella in {{cell}} è a {{steps}} passi ${from('from')}, girando intorno ai numeri già messi{{/if}}{{#if @last}}){{/if}}{{/each}}.`,
    ),
    'only-number': template(
      `Nessun numero mancante tranne ${the('v')} può arrivare in tempo in {{cell}}: la casella è a {{#if (gt lo 0)}}{{up}} pass{{#if (eq up 1)}}o{{else}}i{{/if}} ${from('lo')}{{#if (lte hi last)}} e a {{down}} pass{{#if (eq down 1)}}o{{else}}i{{/if}} ${from('hi')}{{/if}}{{else}}{{down}} pass{{#if (eq down 1)}}o{{else}}i{{/if}} ${from('hi')}{{/if}}{{#if around}}, girando intorno ai numeri già messi{{/if}}, e {{#if (gt lo 0)}}{{#if (lte hi last)}}solo ${the('v')} viene almeno {{up}} dopo ${the('lo')} e {{down}} prima ${of('hi')}{{else}}${the('v')} è l’unico numero mancante del suo colore della scacchiera che viene almeno {{up}} dopo ${the('lo')}{{/if}}{{else}}${the('v')} è l’unico numero mancante del suo colore della scacchiera che viene almeno {{down}} prima ${of('hi')}{{/if}}{{#each others}}; {{#if (eq first last)}}${the('first')} è troppo lontano{{else}}i numeri ${from('first')} ${to('last')} sono troppo lontani{{/if}}: girando intorno ai numeri già messi, la casella è {{#each ends}}{{#unless @first}} e {{/unless}}{{#if cut}}isolata ${from('from')}{{else}}a {{steps}} pass{{#if (eq steps 1)}}o{{else}}i{{/if}} ${from('from')}{{/if}}{{/each}}{{/each}}. Quindi ${the('v')} va lì.`,
    ),
    corridor: template(
      `Solo un percorso della lunghezza giusta va ${from('lo')} ${to('hi')}, e mette ${the('v')} in {{cell}}.`,
    ),
    routes: template(
      `{{count}} percorsi della lunghezza giusta vanno ${from('lo')} ${to('hi')}. Partendo ${from('lo')}: {{#each routes}}{{#unless @first}}; {{/unless}}{{moves}} ({{#if pocket}}isola {{pocket}}{{else}}non isola nulla{{/if}}){{/each}}. {{#if (gt count kept)}}{{#if (eq kept 1)}}Solo uno non isola{{else}}{{kept}} non isolano{{/if}} nessuna zona vuota, e {{#if (eq kept 1)}}quello mette{{else}}{{#if (eq kept 2)}}tutti e due mettono{{else}}tutti e {{kept}} mettono{{/if}}{{/if}}{{else}}{{#if (eq kept 2)}}Tutti e due mettono{{else}}Tutti e {{kept}} mettono{{/if}}{{/if}} ${the('v')} in {{cell}}.`,
    ),
  },
  route: {
    pocket: template(
      '{{#if (eq size 1)}}la casella in {{cells.[0]}}{{else}}{{#if (eq size 2)}}le caselle in {{#each cells}}{{#unless @first}}{{#if @last}} e {{else}}; {{/if}}{{/unless}}{{this}}{{/each}}{{else}}una zona di {{size}} caselle, tra cui quella in {{cells.[0]}}{{/if}}{{/if}}',
    ),
    moves: { up: 'su', down: 'giù', left: 'sinistra', right: 'destra' },
    run: template('{{dir}}{{#if (gt n 1)}} {{n}}{{/if}}'),
  },
  hint: {
    mistake: template(
      `{{#each wrong}}{{#if @first}}${article('v', 'Il ', 'L’')}{{else}}{{#if @last}} e ${article('v', 'il ', 'l’')}{{else}}, ${article('v', 'il ', 'l’')}{{/if}}{{/if}}{{v}} in {{cell}}{{/each}} non {{#if (eq wrong.length 1)}}è al posto giusto nel percorso: toglilo{{else}}sono al posto giusto nel percorso: toglili{{/if}} prima.`,
    ),
    reveal: template(`Non conosco nessun passo che vada avanti da qui, quindi ecco una casella della soluzione: ${the('v')} va in {{cell}}.`),
  },
  measures: {
    level: 'livello, secondo le tecniche necessarie (1 facile … 4 esperto)',
    hardest: 'tecnica più difficile necessaria',
    uses: 'tecniche usate',
    steps: 'passi per risolverlo',
    paper: 'percorsi e caselle scritti e provati',
    stretch: 'tratto più lungo fra numeri dati',
    clues: 'numeri dati',
    cells: 'caselle',
    clueShare: 'quota di caselle date',
  },
};
