import { fileURLToPath } from 'node:url';
// Social cards (src/archive/card.ts, card-thread.ts): 1200×630 PNGs of a puzzle's own drawing
// beside its words, from the project's fonts only, the same bytes each time; decoded here to
// see that the drawing on a card is its puzzle's and not another's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/book/language.ts';
import { card, renderCard, wrap } from '../../src/archive/card.ts';
import draw from '../../src/archive/card-thread.ts';
import { screenFigure } from '../../src/archive/model.ts';
import { bookSchema } from '../../src/book/bookfile-schema.ts';
import { toSvg } from '../../src/draw/svg.ts';
import { tempDir } from '../temp.ts';
import { drawingAlone, PANEL } from './card-view.ts';
import { decodePng, inkMap, pngSize, unlike } from './png.ts';

const fixture = fileURLToPath(new URL('../fixtures/books/stored-fr.json', import.meta.url));
const book = bookSchema.parse(JSON.parse(readFileSync(fixture, 'utf8')));
const require = createRequire(import.meta.url);
const PROJECT_FONTS = /@expo-google-fonts\/(atkinson-hyperlegible|noto-sans)\/[^/]+\/\w+\.ttf$/;

describe('a social card', () => {
  it("is a 1200×630 PNG for each puzzle and one for the site, drawn the same, byte for byte, each time", () => {
    const [one, two] = [tempDir(), tempDir()];
    for (const folder of [one, two]) {
      draw({ file: fixture, from: 0, to: book.puzzles.length, book: book.title, lang: 'fr', address: 'puzzles.example.org', folder });
      draw({ site: 'secret-number', lang: 'fr', address: 'puzzles.example.org', folder });
    }
    for (const name of [...book.puzzles.map((p) => `${p.id}.png`), 'site.png']) {
      const png = readFileSync(join(one, name));
      expect(pngSize(png), name).toEqual({ width: 1200, height: 630 });
      expect(png.equals(readFileSync(join(two, name))), name).toBe(true);
    }
  });

  it("shows its own puzzle's drawing: its panel's ink is laid out as that drawing alone, not as another puzzle's", () => {
    const [a, b] = book.puzzles.filter((p) => p.kind === 'secret-number').slice(0, 2);
    const cardOf = (record: typeof a) => decodePng(renderCard(card(toSvg(screenFigure(record!), { id: 'x' }), { kicker: 'Casse-têtes', title: book.title, label: 'n', address: 'x' })));
    const [cardA, cardB] = [cardOf(a), cardOf(b)];
    const [aloneA, aloneB] = [a, b].map((r) => inkMap(drawingAlone(toSvg(screenFigure(r!), { id: 'x' }))));
    const [panelA, panelB] = [inkMap(cardA, PANEL), inkMap(cardB, PANEL)];
    // Ink there is (a blank card has none), and each card is nearer its own drawing than the other's.
    expect(panelA.reduce((s, v) => s + v, 0)).toBeGreaterThan(10);
    expect(unlike(panelA, aloneA!)).toBeLessThan(unlike(panelA, aloneB!) / 4);
    expect(unlike(panelB, aloneB!)).toBeLessThan(unlike(panelB, aloneA!) / 4);
  });

  it("loads the project's font files only, and Noto Sans only where a line needs letters Atkinson Hyperlegible lacks", () => {
    const svg = toSvg(screenFigure(book.puzzles[0]!), { id: 'x' });
    const latin = card(svg, { title: 'Casse-têtes de l’été', address: 'x' });
    expect(latin.fonts.map((f) => f.replace(/.*@expo-google-fonts\//, ''))).toEqual([
      'atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf',
      'atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf',
    ]);
    const greek = card(svg, { title: 'Γρίφοι για τις διακοπές', address: 'x' });
    expect(greek.fonts.length).toBe(4);
    for (const file of greek.fonts) {
      expect(file).toMatch(PROJECT_FONTS);
      expect(file.startsWith(join(require.resolve('@expo-google-fonts/noto-sans/package.json'), '../..'))).toBe(true);
    }
    expect(greek.svg).toContain('font-family="Noto Sans"');
  });

  it('wraps words to the column, cuts a word too long for a line, and ends a title cut short in an ellipsis', () => {
    const lines = wrap('The quick brown fox jumps over the lazy dog, again and again, until the column is full and more', 'bold', 54, 520, 3);
    expect(lines.length).toBe(3);
    expect(lines.at(-1)!.text).toMatch(/…$/);
    const long = wrap('Supercalifragilisticexpialidociousnessesandthensome', 'bold', 54, 520, 3);
    expect(long.length).toBeGreaterThan(1);
    expect(long.map((l) => l.text).join('')).toBe('Supercalifragilisticexpialidociousnessesandthensome');
  });
});
