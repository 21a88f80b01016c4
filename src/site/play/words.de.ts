import { template } from '../../engine/words.ts';
import type { en } from './words.ts';

/**
 * The play controls' words in German (checked against the English in words.ts). Undo is
 * "Rückgängig", as Zahlenjagd's hints name it; the reader is "du". A hint is "der Hinweis",
 * not "der Tipp": Codeknacker's guesses are its "Tipps". Keys are German keyboards' (Strg).
 */
export const de: typeof en = {
  shell: {
    undo: 'Rückgängig',
    undoTip: 'Rückgängig (Strg+Z)',
    redo: 'Wiederholen',
    redoTip: 'Wiederholen (Strg+Y)',
    undone: 'Rückgängig gemacht.',
    redone: 'Wiederholt.',
    check: 'Prüfen',
    startAgain: 'Neu starten',
    sure: 'Sicher? Noch mal drücken',
    sureSay: 'Neu starten löscht den Spielstand. Drück noch einmal, um neu zu starten.',
    time: 'Zeit',
    mistakes: template('Fehler: {{count}}'),
    hints: template('Hinweise: {{count}}'),
    answerShown: 'Lösung gezeigt',
    opened: 'Du hast die Lösung geöffnet: Dieses Spiel wird als „Lösung gezeigt“ vermerkt.',
    // Dative after "mit": "mit 1 Fehler", "mit 2 Fehlern"; "mit 1 Hinweis", "mit 2 Hinweisen".
    solved: template(
      'Gelöst in {{time}}' +
        '{{#if mistakes}} mit {{mistakes}} Fehler{{#unless (eq mistakes 1)}}n{{/unless}}{{/if}}' +
        '{{#if hints}}{{#if mistakes}} und{{else}} mit{{/if}} {{hints}} Hinweis{{#unless (eq hints 1)}}en{{/unless}}{{/if}}' +
        '{{#if revealed}}, nachdem du dir die Lösung angesehen hast{{/if}}. Gut gemacht!',
    ),
    fit: 'Einpassen',
    zoom: 'Vergrößern',
  },
  digits: {
    notes: 'Notizen',
    notesTip: 'Bleistiftnotizen (N)',
    notesOn: 'Notizen an: Ziffern werden als Bleistiftnotizen eingetragen.',
    notesOff: 'Notizen aus: Ziffern werden als Antwort eingetragen.',
    noted: template('Notizen {{digits}}'),
    checkBox: 'Dieses Kästchen prüfen',
    keypad: 'Zifferntasten',
    erase: 'Löschen',
  },
  hint: {
    hint: 'Hinweis',
    done: 'Alles ist eingetragen und richtig: Drück auf „Prüfen“.',
    why: 'Warum?',
    before: template('{{#if (eq count 1)}}Dieser Schritt baut auf einem früheren auf:{{else}}Dieser Schritt baut auf {{count}} früheren auf:{{/if}}'),
    writeIn: 'Eintragen',
    take: template('{{say}} Drück auf „Eintragen“, um das zu übernehmen.'),
  },
  progress: {
    solved: 'Gelöst',
    solvedIn: template('Gelöst in {{time}}'),
    revealed: 'Lösung gezeigt',
    started: 'Angefangen',
  },
};
