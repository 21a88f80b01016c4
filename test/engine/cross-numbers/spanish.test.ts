// Cross Numbers in Spanish (issue 24): every sentence the steps say, the rules under the grid,
// the ladder and the measures come in the book's language, read at use rather than copied
// into constants when the modules load; the English stays as it was.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../src/book/language.ts';
import type { Difficulty } from '../../../src/engine/kind.ts';
import { ruleLines } from '../../../src/kinds/cross-numbers/draw.ts';
import { kind } from '../../../src/kinds/cross-numbers/index.ts';
import { CrossSteps } from '../../../src/kinds/cross-numbers/steps.ts';
import { boundsSaid, oneBlankSaid, wordsSet } from '../../../src/kinds/cross-numbers/words.ts';

const en = wordsSet.in('en');
import { Rng } from '../../../src/engine/random.ts';
import { cli, tempDirsRemovedAfterEach } from '../../cli/run.ts';
import { pagesText } from '../../pdf/read.ts';

const tempDir = tempDirsRemovedAfterEach();

/** Words of the English templates that Spanish never uses. */
const ENGLISH = /\b(the|is|are|row|column|box|boxes|digit|digits|and|or|with|only|goes|cross|total|line|makes?|pairs?|fillings?|base \d+\))\b/;

/** Option sets that between them call on every technique and every rule line. */
const OPTIONS = [{}, { distinct: 'lines', size: 4 }, { distinct: 'grid' }, { distinct: 'rows' }, { order: 'left-to-right' }, { base: 16 }, { operators: '×÷' }];

function made() {
  return OPTIONS.flatMap((o) =>
    (['hard', 'expert'] as Difficulty[]).flatMap((d) =>
      [0, 1].flatMap((s) => {
        const m = kind.generate(new Rng(`cross-spanish/${JSON.stringify(o)}/${d}/${s}`), kind.options.parse(o), d);
        return m ? [m.puzzle] : [];
      }),
    ),
  );
}

describe('cross numbers in Spanish', () => {
  const puzzles = made();
  // Each at level 3 and at 4: a person at expert lists a short line at once, where at hard the
  // same line is narrowed by bounds, parity, last digit or divisibility.
  const logs = () => puzzles.flatMap((p) => [3, 4].flatMap((level) => new CrossSteps(p).solve(p.cells.flat(), level, true).steps));
  const said = (lang: 'en' | 'es') => inLanguage(lang, () => logs().map((s) => ({ technique: s.technique, say: s.say })));

  it('says every step in Spanish, for every technique, and the English as before', () => {
    const spanish = said('es');
    expect(new Set(spanish.map((s) => s.technique))).toEqual(new Set(Object.keys(en.ladder)));
    for (const { say } of spanish) expect([say, ENGLISH.test(say)]).toEqual([say, false]);
    // Outside any book the words are English, as every shipped book's bytes rely on.
    const english = said('en');
    expect(logs().map((s) => s.say)).toEqual(english.map((s) => s.say));
    expect(english.every((s) => ENGLISH.test(s.say))).toBe(true);
  });

  it('prints the rules under the grid and its text alternative in Spanish', () => {
    inLanguage('es', () => {
      for (const p of puzzles) {
        for (const line of [...ruleLines(p), kind.draw(p).alt!]) expect([line, ENGLISH.test(line)]).toEqual([line, false]);
      }
    });
  });

  it('reads the title, the ladder and the measures in the language at use, not once when the modules load', () => {
    inLanguage('es', () => {
      expect(kind.title).toBe('Números cruzados');
      expect(kind.stepper.ladder['two-blanks'].title).toBe('dos huecos');
      expect(kind.stepper.ladder['two-blanks'].level).toBe(en.ladder['two-blanks'].level);
      expect(kind.words.measures.blanks).toBe('casillas por llenar');
    });
    expect(kind.title).toBe('Cross Numbers');
    expect(kind.stepper.ladder['two-blanks'].title).toBe('two blanks');
    expect(kind.words.measures.blanks).toBe('boxes to fill');
  });

  it('writes "u" for "or" before 8, as Spanish does, and gives each digit its article where it names a number', () => {
    inLanguage('es', () => {
      const line = { line: { row: true, n: 2 }, cell: { row: 2, col: 3 }, total: '12' };
      expect(boundsSaid({ ...line, short: [{ cell: line.cell, digits: ['3', '8'] }], past: [], placed: [], one: false })).toBe(
        'El resultado de la fila 2 es 12. Por pequeñas o grandes que sean las cifras de sus otros huecos, la línea se queda corta con 3 u 8 en la columna 3. Tacha esas cifras.',
      );
      expect(oneBlankSaid({ ...line, digits: ['3', '8'], count: 2 })).toBe(
        'El único hueco de la fila 2 está en la columna 3: solo el 3 o el 8 dan ahí 12.',
      );
    });
  });

  it('prints a hard worksheet and its worked key in Spanish, packed and one answer a page', async () => {
    const out = tempDir();
    const r = await cli(['worksheet', 'cross-numbers', '--language', 'es', '--seed', '7', '--difficulty', 'hard', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const sheet = pagesText(join(out, 'cross-numbers-worksheet-7.pdf'), false).join('\n');
    const key = pagesText(join(out, 'cross-numbers-worksheet-7-answers.pdf'), false).join('\n');
    expect(sheet).toContain('Escribe una cifra en cada casilla vacía');
    expect(sheet).toContain('Cifras del 1 al 9.');
    // Packed several a page (issue 111), each answer's slot holds its key step alone (a Cross
    // Numbers step runs six lines or more), the steps before it said as a count, in Spanish.
    expect(key).toMatch(/…\s+\d+\s+pasos\s+más\s+…/);
    expect(key).toContain('Límites: el resultado de la');
    expect(key).toMatch(/Luego,\s+\d+\s+pasos\s+más\s+hasta\s+la\s+solución/);
    // One answer a page, its first steps too.
    const whole = tempDir();
    const r2 = await cli(['worksheet', 'cross-numbers', '--language', 'es', '--seed', '7', '--difficulty', 'hard', '--key-per-page', '--out', whole]);
    expect(r2.status).toBe(0);
    const perPage = pagesText(join(whole, 'cross-numbers-worksheet-7-answers.pdf'), false).join('\n');
    expect(perPage).toMatch(/1\.\s+Dos\s+huecos(:\s+en|\.\s+En)\s+la\s+(fila|columna)\s+\d\s+hay\s+dos\s+huecos/);
    for (const text of [sheet, key, perPage]) expect(text.match(ENGLISH)).toBeNull();
  });
});
