import { template } from '../engine/words.ts';
import type { en } from './index.ts';

/*
 * The book's furniture in Italian (checked against the English in index.ts). A puzzle is a
 * "rompicapo", plural "rompicapi"; a band is a "livello", named after it ("di livello
 * difficile"), so the band's adjective never has to agree with a noun. Kinds are named as
 * titles after "a" ("Come si gioca a Numbrix"), with no article to contract.
 */
export const it: typeof en = {
  book: {
    copyright: template('© {{#if year}}{{year}} {{/if}}{{author}}'),
    copyrightPuzzles: template(
      '{{count}} rompicap{{#if plural}}i{{else}}o{{/if}}, ognuno verificato da un programma: tutti hanno una soluzione, e tutti tranne quelli di Conto giusto ne hanno una sola.',
    ),
    copyrightMade: template(
      'Fatto con puzzlebook {{version}} a partire dal seme {{seed}}; la stessa descrizione e lo stesso seme ricreano questo libro, pagina per pagina.',
    ),
    bands: { easy: 'facile', medium: 'medio', hard: 'difficile', expert: 'esperto' },
    belongsTo: template('Questo libro appartiene a'),
    contentsHeading: template('Indice'),
    contentsHowTo: template('Come si gioca a {{kindTitle}}'),
    howToHeading: template('Come si gioca a {{kindTitle}}'),
    howToExample: template('Esempio'),
    howToSolved: template('Risolto'),
    howToFirstSteps: template('Primi passi'),
    howToBands: template('Che cosa chiede ogni livello'),
    howToBandsNote: template('Ogni livello usa le tecniche dei livelli precedenti, aggiunge queste e chiede più lavoro in tutto.'),
    howToBand: template('{{band}}'),
    howToTechnique: template('{{title}}: {{lowerFirst what}}'),
    howToTitles: template('{{band}}: {{titles}}'),
    howToRef: template('Come si gioca: pagina {{page}}'),
    sectionHeading: template('{{kindTitle}} · {{count}} rompicap{{#if plural}}i{{else}}o{{/if}} di livello {{difficulty}}'),
    puzzleLabel: template('{{number}}. {{kindTitle}} · {{difficulty}}'),
    puzzleId: template('{{id}}'),
    footerRight: template('{{title}} · {{page}}'),
    footerLeft: template('{{page}} · {{title}}'),
  },
  cover: {
    pdfTitle: template('{{title}}: copertina'),
    spine: template('{{title}} · {{author}}'),
    // "incluse", not "in fondo": the key may be a PDF of its own (answers: separate).
    blurb: template(
      '{{count}} rompicapi con i numeri ({{difficulties}}), ognuno verificato da un programma: ha una soluzione a cui si arriva ragionando, senza tirare a indovinare. All’inizio di ogni tipo di gioco una pagina spiega come si gioca, e tutte le soluzioni sono incluse.',
    ),
    kindLine: template('{{kindTitle}}: {{count}}'),
  },
  answers: {
    title: template('{{title}}: soluzioni'),
    heading: template('Soluzioni'),
    caption: template('{{number}}. {{kindTitle}} (pagina {{page}})'),
  },
  worked: {
    step: template('{{n}}. {{title}}{{#if colon}}. {{say}}{{else}}: {{lowerFirst say}}{{/if}}'),
    stepNamed: template('{{n}}. {{say}}'),
    gap: template('… ancora {{count}} pass{{#if (eq count 1)}}o{{else}}i{{/if}} …'),
    rest: template('Poi ancora {{count}} pass{{#if (eq count 1)}}o{{else}}i{{/if}} fino alla soluzione.'),
  },
  worksheet: {
    title: template('Scheda di {{kindTitle}}'),
    version: template('{{title}} {{letter}}'),
    header: template('Nome {{name}}   Data {{date}}   Punteggio ____ / {{count}}'),
    footer: template('{{title}} · seme {{seed}}'),
  },
  explained: {
    summary: template('{{count}} pass{{#if (eq count 1)}}o{{else}}i{{/if}}, solo ragionando; il più difficile è «{{hardest}}» ({{band}}).'),
    stuck: template('Dopo {{count}} pass{{#if (eq count 1)}}o{{else}}i{{/if}} nessuna tecnica va avanti: questo rompicapo richiede tentativi, o ha più di una soluzione.'),
    answer: template('La soluzione a cui arrivano questi passi:'),
    stored: template('È la soluzione salvata.'),
    right: template('È una soluzione giusta, come quella salvata.'),
  },
};
