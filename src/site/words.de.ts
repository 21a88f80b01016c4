import { template } from '../engine/words.ts';
import type { en } from './words.ts';

/**
 * The archive's words in German (checked against the English in words.ts), in the printed
 * words' terms (src/templates/words.de.ts): "das Rätsel" (the same in the plural), a
 * difficulty "die Stufe", a kind "die Rätselart", the answers "die Lösungen", the reader "du".
 * German quotes are „…“.
 */
export const de: typeof en = {
  site: {
    // Short: on a phone the header is one line, the site's name beside the menu.
    name: 'Rätselarchiv',
    windowTitle: template('{{title}} · Rätselarchiv'),
    skip: 'Zum Inhalt springen',
    mainNav: 'Hauptmenü',
    books: 'Bücher',
    // "Arten", not "Rätselarten": the phone's header has one line for the name and all three.
    kinds: 'Arten',
    search: 'Suche',
    searchForm: 'Website',
    searchLabel: 'Rätsel suchen',
    searchPlaceholder: 'Suche: ID, Art, Buch…',
    footer:
      'Erstellt mit puzzlebook. Jedes Rätsel hier wurde vor der Veröffentlichung noch einmal gelöst: Jedes hat genau eine Lösung, und jede Zielzahl der Zahlenjagd lässt sich erreichen.',
    breadcrumb: 'Navigationspfad',
    archive: 'Archiv',
  },
  book: {
    // "Rätsel" is the same in the singular and the plural.
    count: template('{{count}} Rätsel'),
    author: template('von {{author}}'),
    pdf: 'Rätselbuch (PDF)',
    answersPdf: 'Lösungen (PDF)',
    answersAtBack: 'Die Lösungen stehen hinten im Buch',
  },
  puzzle: {
    title: template('{{kindTitle}} {{number}}, {{difficulty}} · {{book}}'),
    crumb: template('Rätsel {{number}}'),
    play: 'Spielen',
    idBefore: 'Rätsel',
    idIn: 'in',
    print: 'Dieses Rätsel drucken',
    howTo: 'So wird gespielt',
    // Not "<kind>-Rätsel": one kind's name is itself "Kreuzzahlrätsel".
    more: template('Mehr Rätsel der Art „{{kindTitle}}“'),
    asText: 'Das Rätsel als Text',
    measured: 'Wie die Schwierigkeit gemessen wurde',
    askedFor: 'Gewünschte Stufe',
    score: 'Gemessener Wert',
    measuredNote:
      'Die Stufe ist die der schwersten Technik, die man braucht, um das Rätsel ohne Raten zu lösen; die Zahlen zählen die Schritte. Die Zeit ist nur ein grober Richtwert, geschätzt aus den Schritten.',
    showAnswer: 'Lösung zeigen',
    others: 'Weitere Rätsel in diesem Buch',
    // Neuter, as "das Rätsel": "Voriges: 6. Numbrix · leicht".
    previous: template('‹ Voriges: {{label}}'),
    next: template('Nächstes: {{label}} ›'),
    first: 'Erstes Rätsel des Buchs',
    last: 'Letztes Rätsel des Buchs',
  },
  grade: {
    needs: template('braucht „{{technique}}“'),
    // A no-break space: a narrow line never leaves "Min." alone at the start of the next.
    about: template('etwa {{minutes}}\u00a0Min.'),
    // No technique, or no uses of any: "keine" serves both.
    none: 'keine',
    level: template('{{band}} (Stufe {{level}})'),
  },
};
