import { template } from '../engine/words.ts';
import type { en } from './index.ts';

/** The book's furniture in German (checked against the English in index.ts). */
export const de: typeof en = {
  book: {
    copyright: template('© {{#if year}}{{year}} {{/if}}{{author}}'),
    copyrightPuzzles: template(
      '{{count}} Rätsel, jedes von einem Programm geprüft: Jedes hat eine Lösung, und alle außer den Zahlenjagd-Rätseln genau eine.',
    ),
    copyrightMade: template(
      'Erstellt mit puzzlebook {{version}} aus dem Startwert {{seed}}; dieselbe Vorgabe mit demselben Startwert ergibt dieses Buch wieder, Seite für Seite.',
    ),
    bands: { easy: 'leicht', medium: 'mittel', hard: 'schwer', expert: 'Profi' },
    belongsTo: template('Dieses Buch gehört'),
    contentsHeading: template('Inhalt'),
    contentsHowTo: template('So spielt man {{kindTitle}}'),
    howToHeading: template('So spielt man {{kindTitle}}'),
    howToExample: template('Beispiel'),
    howToSolved: template('Gelöst'),
    howToFirstSteps: template('Die ersten Schritte'),
    howToBands: template('Was jede Stufe verlangt'),
    howToBandsNote: template('Jede Stufe nutzt die Techniken der Stufen davor, fügt die hier genannten hinzu und verlangt insgesamt mehr Arbeit.'),
    howToBand: template('{{band}}'),
    howToTechnique: template('{{title}}: {{what}}'),
    howToTitles: template('{{band}}: {{titles}}'),
    howToRef: template('So spielt man: Seite {{page}}'),
    sectionHeading: template('{{kindTitle}} · {{count}} Rätsel, Stufe {{difficulty}}'),
    puzzleLabel: template('{{number}}. {{kindTitle}} · {{difficulty}}'),
    puzzleId: template('{{id}}'),
    footerRight: template('{{title}} · {{page}}'),
    footerLeft: template('{{page}} · {{title}}'),
  },
  cover: {
    pdfTitle: template('{{title}}: Umschlag'),
    spine: template('{{title}} · {{author}}'),
    blurb: template(
      '{{count}} Zahlenrätsel ({{difficulties}}), jedes von einem Programm geprüft: Es hat eine Lösung, die man durch Nachdenken findet, ohne zu raten. Eine Seite vor jeder Rätselart erklärt, wie man spielt, und zu jedem Rätsel gibt es die Lösung.',
    ),
    kindLine: template('{{kindTitle}}: {{count}}'),
  },
  answers: {
    title: template('{{title}}: Lösungen'),
    heading: template('Lösungen'),
    caption: template('{{number}}. {{kindTitle}} (Seite {{page}})'),
  },
  worked: {
    step: template('{{n}}. {{title}}{{#if colon}}. {{say}}{{else}}: {{say}}{{/if}}'),
    stepNamed: template('{{n}}. {{say}}'),
    gap: template('… {{count}} weitere{{#if (eq count 1)}}r{{/if}} Schritt{{#unless (eq count 1)}}e{{/unless}} …'),
    rest: template('Dann {{#if (eq count 1)}}noch ein Schritt{{else}}noch {{count}} Schritte{{/if}} bis zur Lösung.'),
  },
  worksheet: {
    title: template('Arbeitsblatt {{kindTitle}}'),
    version: template('{{title}} {{letter}}'),
    header: template('Name {{name}}   Datum {{date}}   Punkte ____ / {{count}}'),
    footer: template('{{title}} · Startwert {{seed}}'),
  },
  explained: {
    summary: template('{{count}} Schritt{{#unless (eq count 1)}}e{{/unless}}, allein durch Nachdenken; der schwierigste ist „{{hardest}}“ ({{band}}).'),
    stuck: template('Nach {{count}} Schritt{{#unless (eq count 1)}}en{{/unless}} hilft keine Technik weiter: Dieses Rätsel verlangt Ausprobieren, oder es hat mehr als eine Lösung.'),
    answer: template('Die Lösung, zu der diese Schritte führen:'),
    stored: template('Es ist die gespeicherte Lösung.'),
    right: template('Es ist eine richtige Lösung, wie die gespeicherte.'),
  },
};
