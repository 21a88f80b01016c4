import { template } from '../../engine/words.ts';
import type { en } from './words.ts';

/** The play controls' words in Spanish (checked against the English in words.ts). */
export const es: typeof en = {
  shell: {
    undo: 'Deshacer',
    undoTip: 'Deshacer (Ctrl+Z)',
    redo: 'Rehacer',
    redoTip: 'Rehacer (Ctrl+Y)',
    undone: 'Deshecho.',
    redone: 'Rehecho.',
    check: 'Comprobar',
    startAgain: 'Empezar de nuevo',
    sure: '¿Seguro? Pulsa otra vez',
    sureSay: 'Empezar de nuevo borra lo hecho en esta partida. Pulsa otra vez para empezar de nuevo.',
    time: 'Tiempo',
    mistakes: template('Errores: {{count}}'),
    hints: template('Pistas: {{count}}'),
    answerShown: 'Solución vista',
    opened: 'Has abierto la solución: esta partida quedará marcada como «Solución vista».',
    solved: template(
      'Resuelto en {{time}}' +
        '{{#if mistakes}} con {{mistakes}} error{{#unless (eq mistakes 1)}}es{{/unless}}{{/if}}' +
        '{{#if hints}}{{#if mistakes}} y{{else}} con{{/if}} {{hints}} pista{{#unless (eq hints 1)}}s{{/unless}}{{/if}}' +
        '{{#if revealed}}, después de ver la solución{{/if}}. ¡Bien hecho!',
    ),
    fit: 'Ajustar',
    zoom: 'Ampliar',
  },
  digits: {
    notes: 'Notas',
    notesTip: 'Notas a lápiz (N)',
    notesOn: 'Notas activadas: las cifras se escriben como notas a lápiz.',
    notesOff: 'Notas desactivadas: las cifras se escriben como respuesta.',
    noted: template('notas {{digits}}'),
    checkBox: 'Comprobar esta casilla',
    keypad: 'Teclado',
    erase: 'Borrar',
  },
  hint: {
    hint: 'Pista',
    done: 'Está todo escrito, y bien: pulsa Comprobar.',
    why: '¿Por qué?',
    before: template('{{#if (eq count 1)}}Se apoya en un paso anterior:{{else}}Se apoya en {{count}} pasos anteriores:{{/if}}'),
    writeIn: 'Escribirlo',
    take: template('{{say}} Pulsa «Escribirlo» para usarlo.'),
  },
  progress: {
    solved: 'Resuelto',
    solvedIn: template('Resuelto en {{time}}'),
    revealed: 'Solución vista',
    started: 'En curso',
  },
};
