import { fileURLToPath } from 'node:url';
// Social cards (src/archive/card.ts, card-thread.ts): 1200×630 PNGs of a puzzle's own drawing
// beside its words, its text outlines of the project's fonts, the same bytes each time; decoded here to
// see that the drawing on a card is its puzzle's and not another's.
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/book/language.ts';
import { card, KEY, rasterize, renderCard } from '../../src/archive/card.ts';
import { familyOf, wrap } from '../../src/archive/card-type.ts';
import { pngText } from '../../src/archive/png.ts';
import draw from '../../src/archive/card-thread.ts';
import { screenFigure } from '../../src/archive/model.ts';
import { bookSchema } from '../../src/book/bookfile-schema.ts';
import { toSvg } from '../../src/draw/svg.ts';
import { tempDir } from '../temp.ts';
import { defaultSection, unlisted } from '../../bench/defaults.ts';
import { makeRecord } from '../../src/book/make.ts';
import type { PuzzleRecord } from '../../src/kinds/record.ts';
import { getKind, type KindName } from '../../src/kinds/registry.ts';
import { drawingAlone, lightOf, PANEL } from './card-view.ts';
import { decodePng, inkMap, pngSize, unlike } from './png.ts';

const fixture = fileURLToPath(new URL('../fixtures/books/stored-fr.json', import.meta.url));
const book = bookSchema.parse(JSON.parse(readFileSync(fixture, 'utf8')));

/** A record of a kind the fixture holds none of, made at its worked example's options (bench/defaults.ts), from the first seed that makes one. */
function madeRecord(kind: KindName): PuzzleRecord {
  const { options, difficulty } = defaultSection(kind);
  for (let i = 1; i <= 20; i++) {
    const record = makeRecord(kind, `card-${kind}-${i}`, `card/${kind}/${i}`, getKind(kind).options.parse(options) as never, difficulty);
    if (record) return record;
  }
  throw new Error(`no ${difficulty} ${kind} made at ${JSON.stringify(options)}`);
}

/** The fixture's records, then one of every kind of the registry it holds none of: a card of every kind. */
const everyKind = (): PuzzleRecord[] => [...book.puzzles, ...unlisted(book.puzzles).map(madeRecord)];

describe('a social card', () => {
  it("is a 1200×630 PNG for each puzzle and one for the site, drawn the same, byte for byte, each time", async () => {
    const [one, two] = [tempDir(), tempDir()];
    for (const folder of [one, two]) {
      await draw({ file: fixture, from: 0, to: book.puzzles.length, book: book.title, lang: 'fr', address: 'puzzles.example.org', folder, kept: new Map() });
      await draw({ site: 'secret-number', lang: 'fr', address: 'puzzles.example.org', folder });
    }
    for (const name of [...book.puzzles.map((p) => `${p.id}.png`), 'site.png']) {
      const png = readFileSync(join(one, name));
      expect(pngSize(png), name).toEqual({ width: 1200, height: 630 });
      expect(png.equals(readFileSync(join(two, name))), name).toBe(true);
    }
  });

  it("shows its own puzzle's drawing: its panel's ink is laid out as that drawing alone, not as another puzzle's", async () => {
    const [a, b] = book.puzzles.filter((p) => p.kind === 'secret-number').slice(0, 2);
    const cardOf = async (record: typeof a) => decodePng(await renderCard(card(screenFigure(record!), { kicker: 'Casse-têtes', title: book.title, label: 'n', address: 'x' })));
    const [cardA, cardB] = [await cardOf(a), await cardOf(b)];
    const [aloneA, aloneB] = await Promise.all([a, b].map(async (r) => inkMap(await drawingAlone(toSvg(screenFigure(r!), { id: 'x' })))));
    const [panelA, panelB] = [inkMap(cardA, PANEL), inkMap(cardB, PANEL)];
    // Ink there is (a blank card has none), and each card is nearer its own drawing than the other's.
    expect(panelA.reduce((s, v) => s + v, 0)).toBeGreaterThan(10);
    expect(unlike(panelA, aloneA!)).toBeLessThan(unlike(panelA, aloneB!) / 4);
    expect(unlike(panelB, aloneB!)).toBeLessThan(unlike(panelB, aloneA!) / 4);
  });

  it("sets its text as outlines of the project's fonts, its words in Atkinson Hyperlegible (Noto Sans where a line needs letters it lacks), its drawing in Noto Sans: no font of the system's can be used", () => {
    const figure = screenFigure(book.puzzles[0]!);
    const latin = card(figure, { title: 'Casse-têtes de l’été', address: 'x' });
    expect(latin.fonts).toEqual(['Atkinson Hyperlegible', 'Noto Sans']);
    const greek = card(figure, { title: 'Γρίφοι για τις διακοπές', address: 'x' });
    expect(greek.fonts).toEqual(['Atkinson Hyperlegible', 'Noto Sans']);
    // Issue 67: the drawing's figures in a face whose zero is plain, as the page's drawing; Atkinson's is slashed.
    const drawingText = latin.patches[0]!.ops.filter((op) => op.type === 'text');
    expect(drawingText.length).toBeGreaterThan(0);
    for (const op of drawingText) expect(op.type === 'text' && familyOf(op.font)).toBe('Noto Sans');
    const words = latin.patches.slice(1).flatMap((p) => p.ops).filter((op) => op.type === 'text');
    for (const op of words) expect(op.type === 'text' && familyOf(op.font)).toBe('Atkinson Hyperlegible');
    for (const drawn of [latin, greek]) {
      expect(drawn.svg).not.toContain('<text');
      expect(drawn.frame).not.toContain('<text');
      for (const part of drawn.patches) expect(part.svg).not.toContain('<text');
    }
    // The title's outlines are another font's: Atkinson Hyperlegible has no Greek letter to draw.
    expect(greek.frame).not.toBe(card(figure, { title: 'Casse-têtes de l’été', address: 'x' }).frame);
  });

  it('wraps words to the column, cuts a word too long for a line, and ends a title cut short in an ellipsis', () => {
    const lines = wrap('The quick brown fox jumps over the lazy dog, again and again, until the column is full and more', 'bold', 54, 520, 3);
    expect(lines.length).toBe(3);
    expect(lines.at(-1)!.text).toMatch(/…$/);
    const long = wrap('Supercalifragilisticexpialidociousnessesandthensome', 'bold', 54, 520, 3);
    expect(long.length).toBeGreaterThan(1);
    expect(long.map((l) => l.text).join('')).toBe('Supercalifragilisticexpialidociousnessesandthensome');
  });

  it('drawn as its frame with its drawing and words painted over, is the picture its whole SVG renders', async () => {
    // Every kind, the longest words a card's column holds, in Greek too: where each part is laid matters.
    const titles = [book.title, 'A book whose title runs on to a third line of the column and is cut there with an ellipsis, as long ones are', 'Γρίφοι για τις διακοπές'];
    for (const [i, record] of everyKind().entries()) {
      const drawn = card(screenFigure(record), {
        kicker: 'Casse-têtes',
        title: titles[i % titles.length]!,
        label: `${i + 1}. ${record.kind} ${'· a long label '.repeat(i % 3)}`,
        detail: 'Difficile · demande une technique de plus · environ 12 min '.repeat(1 + (i % 2)),
        address: 'puzzles.example.org/',
      });
      const laid = decodePng(await renderCard(drawn));
      const whole = lightOf(await rasterize(drawn.svg, { fonts: [] }));
      // Painted, a glyph falls on the nearest quarter pixel and is laid over what is beneath it alone:
      // its edge pixels may differ by an anti-aliasing step or two, a glyph or a box out of place by thousands.
      const apart = [...whole.light].map((v, p) => Math.abs(v - laid.light[p]!));
      expect(apart.filter((d) => d > 64).length, record.id).toBeLessThan(60);
      expect(apart.reduce((sum, d) => sum + d, 0) / apart.length, record.id).toBeLessThan(0.6);
    }
  });

  it("carries its key: a card an earlier archive holds with this card's key is linked, not drawn, and one with another is drawn", async () => {
    const [first, folder, earlier] = [tempDir(), tempDir(), tempDir()];
    const task = { file: fixture, from: 0, to: 3, book: book.title, lang: 'fr' as const, address: 'puzzles.example.org', kept: new Map<string, string[]>() };
    expect(await draw({ ...task, folder: first })).toEqual({ drawn: 3, kept: 0 });
    const [a, b, c] = book.puzzles.slice(0, 3).map((p) => p.id);
    const key = pngText(join(first, `${a}.png`), KEY);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    // The earlier archive holds a's card as drawn, b's card under c's name (another key), and nothing for c.
    for (const [id, from] of [[a, a], [b, c]] as const) {
      mkdirSync(join(earlier, 'puzzles', id!), { recursive: true });
      copyFileSync(join(first, `${from}.png`), join(earlier, 'puzzles', id!, 'card.png'));
    }
    const all = new Map([a, b, c].map((id) => [id!, [earlier]]));
    expect(await draw({ ...task, folder, kept: all })).toEqual({ drawn: 2, kept: 1 });
    expect(statSync(join(folder, `${a}.png`)).ino).toBe(statSync(join(earlier, 'puzzles', a!, 'card.png')).ino);
    for (const id of [a, b, c]) expect(readFileSync(join(folder, `${id}.png`)).equals(readFileSync(join(first, `${id}.png`))), id).toBe(true);
    // Another title is another card: nothing is taken.
    expect(await draw({ ...task, book: 'Autre titre', folder: tempDir(), kept: all })).toEqual({ drawn: 3, kept: 0 });
    // An archive is looked in only for the puzzles it is named for (those its book held when its files were checked).
    expect(await draw({ ...task, folder: tempDir(), kept: new Map([[b!, [earlier]], [c!, [earlier]]]) })).toEqual({ drawn: 3, kept: 0 });
  });
});
