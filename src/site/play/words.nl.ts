import { template } from '../../engine/words.ts';
import type { en } from './words.ts';

/**
 * The play controls' words in Dutch (checked against the English in words.ts). Undo and Redo
 * are "Ongedaan maken" and "Herhalen", as Dutch software names them; a hint is "de hint", as
 * in print; the reader is "je". Quotes are ‘…’.
 */
export const nl: typeof en = {
  shell: {
    // Only tooltips and screen readers say these two: the toolbar shows their arrows.
    undo: 'Ongedaan maken',
    undoTip: 'Ongedaan maken (Ctrl+Z)',
    redo: 'Herhalen',
    redoTip: 'Herhalen (Ctrl+Y)',
    undone: 'Ongedaan gemaakt.',
    redone: 'Herhaald.',
    // Short: the toolbar is one line on a phone. Measured at 390 px, Numbrix's row (arrows,
    // "Volgende" tile, Hint, this) fits with "Kijk na" (83 px) and wraps with "Nakijken" (98)
    // or "Controleer" (113).
    check: 'Kijk na',
    // Beside the clock and Passend on one line on a phone: "Opnieuw beginnen" would wrap it.
    startAgain: 'Begin opnieuw',
    sure: 'Zeker? Druk nog eens',
    sureSay: '‘Begin opnieuw’ wist alles wat je in dit spel hebt gedaan. Druk nog eens om opnieuw te beginnen.',
    time: 'Tijd',
    mistakes: template('Fouten: {{count}}'),
    hints: template('Hints: {{count}}'),
    answerShown: 'Antwoord bekeken',
    opened: 'Je hebt het antwoord geopend: dit spel krijgt het label ‘antwoord bekeken’.',
    solved: template(
      'Opgelost in {{time}}' +
        '{{#if mistakes}} met {{mistakes}} fout{{#unless (eq mistakes 1)}}en{{/unless}}{{/if}}' +
        '{{#if hints}}{{#if mistakes}} en{{else}} met{{/if}} {{hints}} hint{{#unless (eq hints 1)}}s{{/unless}}{{/if}}' +
        '{{#if revealed}}, nadat je het antwoord had bekeken{{/if}}. Goed gedaan!',
    ),
    fit: 'Passend',
    zoom: 'Inzoomen',
  },
  digits: {
    notes: 'Notities',
    notesTip: 'Potloodnotities (N)',
    notesOn: 'Notities aan: cijfers komen erin als potloodnotities.',
    notesOff: 'Notities uit: cijfers komen erin als antwoord.',
    noted: template('notities {{digits}}'),
    checkBox: 'Dit vakje nakijken',
    keypad: 'Cijfertoetsen',
    erase: 'Wissen',
  },
  hint: {
    hint: 'Hint',
    done: 'Alles is ingevuld, en goed: druk op ‘Kijk na’.',
    why: 'Waarom?',
    before: template('{{#if (eq count 1)}}Deze stap bouwt voort op één eerdere stap:{{else}}Deze stap bouwt voort op {{count}} eerdere stappen:{{/if}}'),
    writeIn: 'Invullen',
    take: template('{{say}} Druk op ‘Invullen’ om dit over te nemen.'),
  },
  progress: {
    solved: 'Opgelost',
    solvedIn: template('Opgelost in {{time}}'),
    revealed: 'Antwoord bekeken',
    started: 'Bezig',
  },
};
