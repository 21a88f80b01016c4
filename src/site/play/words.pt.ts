import { template } from '../../engine/words.ts';
import type { en } from './words.ts';

/**
 * The play controls' words in Portuguese (checked against the English in words.ts). Brazilian,
 * as the kinds' words are: "Desfazer" as Conta Certa's hints name it, "dica", "casa", "aperte".
 */
export const pt: typeof en = {
  shell: {
    undo: 'Desfazer',
    undoTip: 'Desfazer (Ctrl+Z)',
    redo: 'Refazer',
    redoTip: 'Refazer (Ctrl+Y)',
    undone: 'Desfeito.',
    redone: 'Refeito.',
    // Short: the toolbar is one line on a phone.
    check: 'Conferir',
    startAgain: 'Recomeçar',
    sure: 'Certeza? Aperte de novo',
    sureSay: 'Recomeçar apaga o registro desta partida. Aperte de novo para recomeçar.',
    time: 'Tempo',
    mistakes: template('Erros: {{count}}'),
    hints: template('Dicas: {{count}}'),
    answerShown: 'Solução vista',
    opened: 'Você abriu a solução: esta partida vai ficar marcada como solução vista.',
    solved: template(
      'Resolvido em {{time}}' +
        '{{#if mistakes}} com {{mistakes}} erro{{#unless (eq mistakes 1)}}s{{/unless}}{{/if}}' +
        '{{#if hints}}{{#if mistakes}} e{{else}} com{{/if}} {{hints}} dica{{#unless (eq hints 1)}}s{{/unless}}{{/if}}' +
        '{{#if revealed}}, depois de ver a solução{{/if}}. Muito bem!',
    ),
    fit: 'Ajustar',
    zoom: 'Ampliar',
  },
  digits: {
    notes: 'Notas',
    notesTip: 'Notas a lápis (N)',
    notesOn: 'Notas ligadas: os algarismos entram como notas a lápis.',
    notesOff: 'Notas desligadas: os algarismos entram como resposta.',
    noted: template('notas {{digits}}'),
    checkBox: 'Conferir esta casa',
    keypad: 'Teclado',
    erase: 'Apagar',
  },
  hint: {
    hint: 'Dica',
    done: 'Está tudo preenchido e certo: aperte Conferir.',
    why: 'Porquê?',
    before: template('{{#if (eq count 1)}}Depende de um passo anterior:{{else}}Depende de {{count}} passos anteriores:{{/if}}'),
    writeIn: 'Preencher',
    take: template('{{say}} Aperte “Preencher” para usar a dica.'),
  },
  progress: {
    solved: 'Resolvido',
    solvedIn: template('Resolvido em {{time}}'),
    revealed: 'Solução vista',
    started: 'Em andamento',
  },
};
