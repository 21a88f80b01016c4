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
    searchPlaceholder: 'Suche: ID, Art, Buch …',
    footer:
      'Erstellt mit puzzlebook. Jedes Rätsel hier wurde vor der Veröffentlichung noch einmal gelöst: Jedes hat genau eine Lösung, außer bei der Zahlenjagd: Dort lässt sich jede Zielzahl erreichen, oft auf mehreren Wegen.',
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
    score: 'Verlangte Arbeit (Wert)',
    measuredNote:
      'Eine Stufe verlangt zweierlei: die Techniken, die man braucht, um das Rätsel ohne Raten zu lösen, und einen Wert im Bereich der Stufe für ein Rätsel dieser Größe. Der Wert zählt den ganzen Lösungsweg: jeden Schritt nach der Stufe seiner Technik (1, 2, 4 oder 8 Punkte) und einen Punkt für jeden Fall, der aufgeschrieben und geprüft wird. Ein Punkt sind etwa zehn Sekunden, daraus ergibt sich die Zeit: ein grober Richtwert, keine Messung.',
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
  listing: {
    description: 'Jedes Rätsel aus jedem Buch: stöbern, drucken, suchen und die Lösungen prüfen.',
    lede: template(
      '{{puzzles}} Rätsel aus {{books}} {{#if (eq books 1)}}Buch{{else}}Büchern{{/if}}, jedes von einem Programm geprüft: eine Lösung und keine andere (bei {{countdown}}: mindestens ein Weg zum Ziel). Öffne ein Rätsel, um es zu spielen, zu drucken oder seine Lösung zu sehen.',
    ),
    random: 'Zufallsrätsel',
    randomWhy: ': eines, das du noch nicht gelöst hast.',
    kinds: 'Rätselarten',
    example: 'Das Beispiel zu diesen Regeln',
    allOfKind: template('{{#if (eq count 1)}}Das einzige{{else}}Alle {{count}}{{/if}} {{kindTitle}}-Rätsel'),
    kindTitle: template('{{kindTitle}}-Rätsel'),
    teach: 'So wird es gelöst: erste Schritte und was jede Stufe verlangt',
    firstSteps: 'Erste Schritte im Beispiel',
    eachBand: 'Was jede Stufe verlangt',
    eachBandNote: 'Jede Stufe nutzt die Techniken der Stufen davor, fügt die hier genannten hinzu und verlangt insgesamt mehr Arbeit.',
    showDifficulty: 'Stufe zeigen',
    showLanguage: 'Sprache zeigen',
    all: 'Alle',
    randomOfKind: template('Zufälliges {{kindTitle}}-Rätsel'),
    puzzles: 'Rätsel',
    searchTitle: 'Im Archiv suchen',
    searchIntro: template(
      'Suche nach der Kennung eines Rätsels, wie sie im Buch darunter steht (etwa {{id}}), nach Rätselart, Stufe, Buchtitel oder den Wörtern einer Regel; grenze die Ergebnisse mit den Filtern ein.',
    ),
    searchNeedsScript: template('Die Suche braucht JavaScript. Ohne JavaScript stöbere in den {{books}} oder den {{kinds}}.'),
    booksLink: 'Büchern',
    kindsLink: 'Rätselarten',
    filters: { kind: 'Rätselart', difficulty: 'Stufe', book: 'Buch', language: 'Sprache' },
    randomDescription: 'Ein zufällig gewähltes Rätsel, das du noch nicht gelöst hast.',
    randomAtWork: 'Mit JavaScript wählt diese Seite ein Rätsel, das du noch nicht gelöst hast, und öffnet es. Ohne JavaScript wähle eines aus der Liste.',
    randomPicking: 'Rätsel wird gewählt …',
    randomNone: 'Kein Rätsel passt zu dieser Auswahl. Wähle eines aus der Liste unten.',
    inBook: template('in {{book}}'),
    back: 'Zurück zum Archiv',
    notFound: 'Nicht gefunden',
    noSuchPage: 'Diese Seite gibt es nicht',
    notFoundText: template('Hier ist kein Rätsel und kein Buch. Versuch es auf der {{front}} oder mit der {{search}}.'),
    frontLink: 'Startseite des Archivs',
    searchLink: 'Suche',
  },
};
