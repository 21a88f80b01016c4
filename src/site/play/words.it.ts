import { template } from '../../engine/words.ts';
import type { en } from './words.ts';

/**
 * The play controls' words in Italian (checked against the English in words.ts), in the printed
 * words' terms: "Annulla" as Conto giusto's hints name it, "la casella", "la cifra", "la
 * soluzione"; a hint is "un aiuto" (as quiz shows' "aiuti"), shorter than "suggerimento" on
 * the phone's toolbar. The reader is "tu", and nothing says the reader's gender.
 */
export const it: typeof en = {
  shell: {
    undo: 'Annulla',
    undoTip: 'Annulla (Ctrl+Z)',
    redo: 'Ripeti',
    redoTip: 'Ripeti (Ctrl+Y)',
    undone: 'Annullato.',
    redone: 'Ripetuto.',
    // Short: the toolbar is one line on a phone.
    check: 'Controlla',
    startAgain: 'Ricomincia',
    // "Davvero?", not "Sicuro?", which takes the reader for a boy ("Sicura?" for a girl).
    sure: 'Davvero? Premi ancora',
    sureSay: '«Ricomincia» cancella i dati di questa partita. Premi ancora per ricominciare.',
    time: 'Tempo',
    mistakes: template('Errori: {{count}}'),
    hints: template('Aiuti: {{count}}'),
    answerShown: 'Soluzione vista',
    opened: 'Hai aperto la soluzione: questa partita sarà segnata come «soluzione vista».',
    solved: template(
      'Risolto in {{time}}' +
        '{{#if mistakes}} con {{mistakes}} error{{#if (eq mistakes 1)}}e{{else}}i{{/if}}{{/if}}' +
        '{{#if hints}}{{#if mistakes}} e{{else}} con{{/if}} {{hints}} aiut{{#if (eq hints 1)}}o{{else}}i{{/if}}{{/if}}' +
        '{{#if revealed}}, dopo aver guardato la soluzione{{/if}}. Ben fatto!',
    ),
    fit: 'Adatta',
    zoom: 'Ingrandisci',
  },
  digits: {
    notes: 'Note',
    notesTip: 'Note a matita (N)',
    notesOn: 'Note attive: le cifre si scrivono come note a matita.',
    notesOff: 'Note spente: le cifre si scrivono come risposta.',
    noted: template('note {{digits}}'),
    checkBox: 'Controlla questa casella',
    keypad: 'Tastierino',
    erase: 'Cancella',
  },
  hint: {
    // Short: the toolbar is one line on a phone ("Suggerimento" pushed Check to a second row).
    hint: 'Aiuto',
    done: 'Hai scritto tutto, ed è tutto giusto: premi Controlla.',
    why: 'Perché?',
    before: template('{{#if (eq count 1)}}Si basa su un passo precedente:{{else}}Si basa su {{count}} passi precedenti:{{/if}}'),
    writeIn: 'Scrivilo',
    take: template('{{say}} Premi «Scrivilo» per usarlo.'),
  },
  progress: {
    solved: 'Risolto',
    solvedIn: template('Risolto in {{time}}'),
    revealed: 'Soluzione vista',
    started: 'In corso',
  },
};
