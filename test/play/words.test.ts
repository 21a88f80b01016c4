/**
 * The play controls' sentences composed of parts (issue 70): what helped a solve, the hints of a
 * shared result and Check's wrong digits, each part a message of its own (counted by the
 * language's plural rules) and the parts joined as the language joins a list.
 */
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../src/engine/language.ts';
import { playControlsSet, sharedLine, solvedLine, wrongDigitsLine } from '../../src/play/words.ts';

describe('the play controls’ composed lines', () => {
  it('say what helped a solve, counted and joined, and nothing where nothing did', () => {
    inLanguage('en', () => {
      expect(solvedLine('4:05', 0, 0)).toBe('Solved in 4:05. Well done!');
      expect(solvedLine('4:05', 1, 0)).toBe('Solved in 4:05 with 1 mistake. Well done!');
      expect(solvedLine('4:05', 0, 2)).toBe('Solved in 4:05 with 2 hints. Well done!');
      expect(solvedLine('4:05', 3, 1)).toBe('Solved in 4:05 with 3 mistakes and 1 hint. Well done!');
    });
    expect(inLanguage('es', () => solvedLine('4:05', 1, 2))).toBe('Resuelto en 4:05 con 1 error y 2 pistas. ¡Bien hecho!');
    expect(inLanguage('de', () => solvedLine('4:05', 2, 1))).toBe('Gelöst in 4:05 mit 2 Fehlern und 1 Hinweis. Gut gemacht!');
  });

  it('share a sentence: the puzzle of the day or one of its kind, its band, the date, the time and the hints taken, or none', () => {
    const daily = { kind: 'Numbrix', band: 'easy', daily: true };
    const other = { kind: 'Sudoku', band: 'medium', daily: false };
    expect(inLanguage('en', () => sharedLine(daily, 'March 15, 2026', '4:05', 0))).toBe('I solved the puzzle of the day (Numbrix, easy) on March 15, 2026 in 4:05 with no hints.');
    expect(inLanguage('en', () => sharedLine(other, 'March 15, 2026', '4:05', 1))).toBe('I solved a Sudoku puzzle (medium) on March 15, 2026 in 4:05 with 1 hint.');
    expect(inLanguage('fr', () => sharedLine({ ...daily, band: 'facile' }, '15 mars 2026', '4:05', 3))).toBe('J’ai résolu la grille du jour (Numbrix, facile) le 15 mars 2026 en 4:05 avec 3 indices.');
  });

  it('name each wrong digit’s cell, joined as a list', () => {
    expect(inLanguage('en', () => wrongDigitsLine([{ row: 2, column: 3 }]))).toBe('This digit is wrong: row 2 column 3.');
    expect(inLanguage('en', () => wrongDigitsLine([{ row: 2, column: 3 }, { row: 1, column: 1 }, { row: 4, column: 4 }]))).toBe(
      '3 digits are wrong: row 2 column 3, row 1 column 1 and row 4 column 4.',
    );
    expect(inLanguage('es', () => wrongDigitsLine([{ row: 2, column: 3 }, { row: 1, column: 1 }]))).toBe('2 cifras están mal: fila 2 columna 3 y fila 1 columna 1.');
  });

  it('word a raw group and a pencil mark’s change by the catalog', () => {
    expect(playControlsSet.in('de').grid.already({ context: 'box', v: 4 })).toBe('Die 4 steht schon in diesem Block.');
    expect(playControlsSet.in('en').digits.mark({ context: 'erased', d: 5 })).toBe('Pencil mark 5 rubbed out.');
  });
});
