import { template } from '../engine/words.ts';
import type { en } from './words.ts';

/**
 * The archive's words in Italian (checked against the English in words.ts), in the printed
 * words' terms (src/templates/words.it.ts): a puzzle is "il rompicapo" (plural "rompicapi"), a
 * difficulty "il livello", the answers "le soluzioni", the reader "tu". A kind is named after
 * "di tipo" ("Rompicapi di tipo Numero segreto"): the kinds' names are titles of either gender
 * ("Conto giusto", "Mente numerica"), so no article or adjective has to agree with them.
 * Quotes are «…», apostrophes ’.
 */
export const it: typeof en = {
  site: {
    // Short: on a phone the header is one line, the site's name beside the menu.
    name: 'Rompicapi',
    windowTitle: template('{{title}} · Rompicapi'),
    skip: 'Vai al contenuto',
    mainNav: 'Principale',
    books: 'Libri',
    kinds: 'Tipi',
    search: 'Cerca',
    searchForm: 'Sito',
    searchLabel: 'Cerca rompicapi',
    searchPlaceholder: 'Cerca: id, tipo, libro…',
    footer:
      'Fatto con puzzlebook. Ogni rompicapo qui è stato risolto di nuovo prima di essere pubblicato: ognuno ha una sola soluzione, tranne in Conto giusto, dove l’obiettivo si può sempre raggiungere, spesso in più modi.',
    breadcrumb: 'Percorso di navigazione',
    archive: 'Archivio',
  },
  book: {
    count: template('{{count}} rompicap{{#if (eq count 1)}}o{{else}}i{{/if}}'),
    author: template('di {{author}}'),
    pdf: 'Libro di rompicapi (PDF)',
    answersPdf: 'Soluzioni (PDF)',
    answersAtBack: 'Le soluzioni sono in fondo al libro',
  },
  puzzle: {
    title: template('{{kindTitle}} {{number}}, {{difficulty}} · {{book}}'),
    crumb: template('Rompicapo {{number}}'),
    play: 'Gioca',
    idBefore: 'Rompicapo',
    idIn: 'in',
    print: 'Stampa questo rompicapo',
    howTo: 'Come si gioca',
    more: template('Altri rompicapi di tipo {{kindTitle}}'),
    asText: 'Il rompicapo in formato testo',
    measured: 'Come è stata misurata la difficoltà',
    askedFor: 'Livello richiesto',
    score: 'Lavoro richiesto (punteggio)',
    // "i numeri", not "le cifre": a digit is "la cifra" in these puzzles.
    measuredNote:
      'Il livello chiede due cose: le tecniche che servono per risolverlo senza tirare a indovinare e un punteggio entro l’intervallo del livello per un rompicapo di questa grandezza. Il punteggio conta tutta la soluzione: ogni passo secondo il livello della sua tecnica (1, 2, 4 o 8 punti) e un punto per ogni caso scritto e verificato. Un punto vale circa dieci secondi, da cui il tempo: un’indicazione di massima, non una misura.',
    showAnswer: 'Mostra la soluzione',
    others: 'Altri rompicapi di questo libro',
    previous: template('‹ Precedente: {{label}}'),
    next: template('Successivo: {{label}} ›'),
    first: 'Primo rompicapo del libro',
    last: 'Ultimo rompicapo del libro',
  },
  grade: {
    needs: template('richiede «{{technique}}»'),
    // A no-break space: a narrow line never leaves "min" alone at the start of the next.
    about: template('circa {{minutes}}\u00a0min'),
    // A technique ("la tecnica"), or no uses of any: "nessuna" serves both.
    none: 'nessuna',
    level: template('{{band}} (livello {{level}})'),
  },
  listing: {
    description: 'Ogni rompicapo di ogni libro: sfoglia, stampa, cerca e controlla le soluzioni.',
    lede: template(
      '{{puzzles}} rompicap{{#if (eq puzzles 1)}}o{{else}}i{{/if}} da {{books}} libr{{#if (eq books 1)}}o{{else}}i{{/if}}, ognuno verificato da un programma: una soluzione e nessun’altra (in {{countdown}}: almeno un modo per raggiungere l’obiettivo). Apri un rompicapo per giocarci, stamparlo o vederne la soluzione.',
    ),
    random: 'Rompicapo a caso',
    randomWhy: ': uno che non hai ancora risolto.',
    kinds: 'Tipi di rompicapo',
    example: 'L’esempio descritto da queste regole',
    allOfKind: template(
      // Not "Tutti i 12 rompicapi": Italian says "tutti e 12 i", heavy in a link; the count goes after.
      '{{#if (eq count 1)}}L’unico rompicapo di tipo {{kindTitle}}{{else}}Tutti i rompicapi di tipo {{kindTitle}} ({{count}}){{/if}}',
    ),
    kindTitle: template('Rompicapi di tipo {{kindTitle}}'),
    teach: 'Come si risolve: i primi passi, e che cosa chiede ogni livello',
    firstSteps: 'I primi passi dell’esempio',
    eachBand: 'Che cosa chiede ogni livello',
    eachBandNote: 'Ogni livello usa le tecniche dei livelli precedenti, aggiunge queste e chiede più lavoro in tutto.',
    showDifficulty: 'Mostra il livello',
    showLanguage: 'Mostra la lingua',
    all: 'Tutti',
    randomOfKind: template('Rompicapo a caso di tipo {{kindTitle}}'),
    puzzles: 'Rompicapi',
    searchTitle: 'Cerca nell’archivio',
    searchIntro: template(
      'Cerca un rompicapo per id, come è stampato sotto di esso nel libro (per esempio {{id}}), per tipo, livello, titolo del libro o per le parole di una regola; restringi i risultati con i filtri.',
    ),
    searchNeedsScript: template('La ricerca ha bisogno di JavaScript. Senza, sfoglia i {{books}} o i {{kinds}}.'),
    booksLink: 'libri',
    kindsLink: 'tipi di rompicapo',
    filters: { kind: 'tipo', difficulty: 'livello', book: 'libro', language: 'lingua' },
    randomDescription: 'Un rompicapo scelto a caso tra quelli che non hai ancora risolto.',
    randomAtWork: 'Con JavaScript attivo, questa pagina sceglie un rompicapo che non hai ancora risolto e lo apre. Senza, scegline uno dall’elenco.',
    randomPicking: 'Scelgo un rompicapo…',
    randomNone: 'Qui nessun rompicapo corrisponde a quanto richiesto. Scegline uno dall’elenco qui sotto.',
    inBook: template('in {{book}}'),
    back: 'Torna all’archivio',
    notFound: 'Pagina non trovata',
    noSuchPage: 'Questa pagina non esiste',
    // Feminine, both: "la pagina iniziale", "la ricerca".
    notFoundText: template('Qui non c’è nessun rompicapo e nessun libro. Prova la {{front}} o la {{search}}.'),
    frontLink: 'pagina iniziale dell’archivio',
    searchLink: 'ricerca',
  },
};
