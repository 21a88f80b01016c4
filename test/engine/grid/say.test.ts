import { describe, expect, it } from 'vitest';
import { chain, gridSay } from '../../../src/engine/grid/say.ts';
import { inLanguage } from '../../../src/engine/language.ts';

/*
 * Issue 70: the kit's step sentences are forms chosen by raw values (a group's kind, a count,
 * the colour that is false), their lists worded item by item and joined by code: squares by the
 * catalog's own list words (`more`, `join`), since a square's name holds a comma; numbers by Intl.
 */

const trap = { value: 5, green: [{ row: 1, col: 2 }, { row: 3, col: 4 }], blue: [{ row: 5, col: 6 }], wrap: false, greenFalse: false, cells: [{ row: 7, col: 8 }, { row: 9, col: 1 }, { row: 2, col: 2 }] };

describe("the grid kit's steps, composed", () => {
  it('join squares with the language’s own list words: "; " and "and", French " ; " and "ni" after a negation', () => {
    const en = inLanguage('en', () => gridSay.colouring!(trap));
    expect(en).toContain('which chain row 1, column 2 and row 3, column 4 (green) with row 5, column 6 (blue)');
    expect(en).toContain('So 5 cannot go in row 7, column 8; row 9, column 1 and row 2, column 2: each sees a green cell and a blue one.');
    const fr = inLanguage('fr', () => gridSay.colouring!(trap));
    expect(fr).toMatch(/ne peut donc pas aller en ligne 7, colonne 8\u00a0; en ligne 9, colonne 1 ni en ligne 2, colonne 2\u00a0: chacune de ces cases voit/);
    const de = inLanguage('de', () => gridSay.colouring!(trap));
    expect(de).toContain('Also kann die 5 in Zeile 7, Spalte 8; in Zeile 9, Spalte 1 und in Zeile 2, Spalte 2 nicht stehen: Jedes dieser Kästchen sieht');
  });

  // Issue 90: a square a sentence chains is a noun of that sentence, named with its article where
  // the language needs one ("relient en chaîne la case ligne 2, colonne 8 … à la case …").
  it('the colouring step names each chained square as its language needs: with its article in French, Italian, Spanish and Portuguese', () => {
    const named: Record<string, (row: number, col: number) => string> = {
      en: (r, c) => `row ${r}, column ${c}`,
      fr: (r, c) => `la case ligne ${r}, colonne ${c}`,
      it: (r, c) => `la casella in riga ${r}, colonna ${c}`,
      es: (r, c) => `la fila ${r}, columna ${c}`,
      'pt-BR': (r, c) => `a linha ${r}, coluna ${c}`,
      'pt-PT': (r, c) => `a linha ${r}, coluna ${c}`,
      de: (r, c) => `Zeile ${r}, Spalte ${c}`,
      nl: (r, c) => `rij ${r}, kolom ${c}`,
    };
    for (const [lang, square] of Object.entries(named)) {
      const said = inLanguage(lang, () => gridSay.colouring!(trap));
      for (const { row, col } of [...trap.green, ...trap.blue]) expect(said, lang).toContain(square(row, col));
    }
    expect(inLanguage('fr', () => gridSay.colouring!(trap))).toContain('qui relient en chaîne la case ligne 1, colonne 2 et la case ligne 3, colonne 4 (en vert) à la case ligne 5, colonne 6 (en bleu)');
    expect(inLanguage('it', () => gridSay.colouring!(trap))).toContain('che collegano a catena la casella in riga 1, colonna 2 e la casella in riga 3, colonna 4 (verde) con la casella in riga 5, colonna 6 (blu)');
  });

  it('choose the form by the group’s kind and the count of cells named, and name a line’s cells by their one changing number', () => {
    const locked = { value: 4, group: { kind: 'row', n: 3 }, other: { kind: 'box', n: 2 }, places: [{ row: 3, col: 4 }, { row: 3, col: 5 }], cells: [{ row: 1, col: 4 }] };
    expect(inLanguage('en', () => gridSay['locked-candidates']!(locked))).toBe('In row 3, 4 can only go in columns 4 or 5, all in box 2. So box 2 has its 4 there: cross 4 off the rest of the box, in row 1, column 4.');
    const one = { ...locked, places: [{ row: 3, col: 4 }] };
    expect(inLanguage('en', () => gridSay['locked-candidates']!(one))).toContain('can only go in column 4, all in box 2');
    expect(inLanguage('fr', () => gridSay['locked-candidates']!(locked))).toMatch(/^Dans la ligne 3, le 4 ne peut aller qu’en colonnes 4 ou 5, et toutes ces places sont dans le bloc 2\. .* dans la case ligne 1, colonne 4\.$/);
  });

  it('say which colour is false from the raw flags, never a word of code', () => {
    const wrap = { ...trap, wrap: true, greenFalse: true, cells: trap.green };
    expect(inLanguage('en', () => gridSay.colouring!(wrap))).toContain('Two green cells share a group, so green is the false colour: cross 5 off every green cell.');
    expect(inLanguage('es', () => gridSay.colouring!({ ...wrap, greenFalse: false }))).toContain('Dos casillas azules comparten un grupo, así que el azul es el color falso');
  });

  it('chain a list as CLDR list patterns do: each item before the rest, the last two joined', () => {
    const more = ({ first, rest }: { first: string; rest: string }) => `${first}; ${rest}`;
    const last = ({ first, last }: { first: string; last: string }) => `${first} & ${last}`;
    expect([[], ['a'], ['a', 'b'], ['a', 'b', 'c']].map((items) => chain(items, more, last))).toEqual(['', 'a', 'a & b', 'a; b & c']);
    expect(chain(['a', 'b', 'c'], more)).toBe('a; b; c');
  });
});
