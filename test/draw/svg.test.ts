import { describe, expect, it } from 'vitest';
import { draw } from '../../src/api/index.ts';
import { TEXT_INK } from '../../src/draw/style.ts';
import { escapeXml, toSvg } from '../../src/draw/svg.ts';
import type { Figure } from '../../src/engine/figure.ts';
import { kind as numbrix } from '../../src/kinds/numbrix/index.ts';
import { Rng } from '../../src/engine/random.ts';

/**
 * A strict check of the XML subset toSvg writes (no DOM parser in Node, and no new dependency):
 * one root element, balanced and properly nested tags, quoted unique attributes, and no raw
 * `<` or stray `&` in text or attribute values. Throws with the reason when the input breaks it.
 */
function assertWellFormed(xml: string): void {
  const name = '[A-Za-z_][\\w.:-]*';
  const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
  // `>` may stand raw in XML; `<` and a bare `&` may not.
  const checkText = (text: string, where: string) => {
    const bare = text.replace(entity, '');
    if (bare.includes('<')) throw new Error(`raw < in ${where}: ${text}`);
    if (bare.includes('&')) throw new Error(`unescaped & in ${where}: ${text}`);
  };
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const text = xml.slice(at, lt === -1 ? xml.length : lt);
    checkText(text, 'text');
    if (open.length === 0 && text.trim() !== '') throw new Error(`text outside the root: ${text.trim()}`);
    if (lt === -1) break;
    const gt = xml.indexOf('>', lt);
    if (gt === -1) throw new Error('unterminated tag');
    const tag = xml.slice(lt + 1, gt);
    at = gt + 1;
    const close = new RegExp(`^/(${name})\\s*$`).exec(tag);
    if (close) {
      const expected = open.pop();
      if (expected !== close[1]) throw new Error(`</${close[1]}> closes <${expected}>`);
      continue;
    }
    const start = new RegExp(`^(${name})((?:\\s+${name}\\s*=\\s*"[^"]*")*)\\s*(/?)$`).exec(tag);
    if (!start) throw new Error(`malformed tag <${tag}>`);
    const seen = new Set<string>();
    for (const [, attr, value] of start[2]!.matchAll(new RegExp(`(${name})\\s*=\\s*"([^"]*)"`, 'g'))) {
      if (seen.has(attr!)) throw new Error(`attribute ${attr} twice in <${start[1]}>`);
      seen.add(attr!);
      checkText(value!, 'attribute');
    }
    if (open.length === 0) roots++;
    if (roots > 1) throw new Error('more than one root element');
    if (start[3] !== '/') open.push(start[1]!);
  }
  if (open.length > 0) throw new Error(`unclosed <${open.join('>, <')}>`);
  if (roots !== 1) throw new Error('no root element');
}

/** The contents of every <text> element, with the attributes it carried. */
function allTexts(svg: string): { attrs: string; content: string }[] {
  return [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map((m) => ({ attrs: m[1]!, content: m[2]! }));
}

/** The grid's row and column numbers, inked as coordinates. */
const isCoordinate = (t: { attrs: string }) => t.attrs.includes(`fill="${TEXT_INK.coordinate.screen ?? TEXT_INK.coordinate.fill}"`);

/** The texts inside the grid: everything but its row and column numbers. */
const texts = (svg: string) => allTexts(svg).filter((t) => !isCoordinate(t));

const made = numbrix.generate(new Rng('t'), numbrix.options.parse({ size: 5 }), 'easy');
if (!made) throw new Error('no easy 5×5 numbrix from seed t');
const givens = made.puzzle.givens.flat().filter((v) => v > 0);

describe('toSvg', () => {
  it('the checker itself rejects broken markup', () => {
    expect(() => assertWellFormed('<svg><text>a</svg></text>')).toThrow();
    expect(() => assertWellFormed('<svg><text>a < b</text></svg>')).toThrow();
    expect(() => assertWellFormed('<svg><text>a & b</text></svg>')).toThrow();
    expect(() => assertWellFormed('<svg a="1" a="2"/>')).toThrow();
    expect(() => assertWellFormed('<svg><g></svg>')).toThrow();
    expect(() => assertWellFormed('<svg/><svg/>')).toThrow();
    expect(() => assertWellFormed('<svg x=1/>')).toThrow();
    expect(() => assertWellFormed('<svg><text>a &amp; b &lt;</text></svg>')).not.toThrow();
  });

  it('writes a well-formed standalone SVG of a numbrix puzzle', () => {
    const figure = numbrix.draw(made.puzzle);
    const svg = toSvg(figure);
    assertWellFormed(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
    expect(svg).toContain('role="img"');
  });

  it('labels the image with a <title> holding the alt text', () => {
    const figure = numbrix.draw(made.puzzle);
    const svg = toSvg(figure, { id: 'puzzle-7' });
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(svg)?.[1];
    expect(labelledBy).toBe('puzzle-7-title');
    expect(svg).toContain(`<title id="puzzle-7-title">${figure.alt}</title>`);
  });

  it('prints every given number, in bold, and nothing else in the puzzle', () => {
    const printed = texts(toSvg(numbrix.draw(made.puzzle)));
    expect(printed.map((t) => Number(t.content)).sort((a, b) => a - b)).toEqual([...givens].sort((a, b) => a - b));
    for (const t of printed) {
      expect(t.attrs).toContain('font-weight="bold"');
      expect(t.attrs).toContain('text-anchor="middle"');
      expect(t.attrs).toContain('dominant-baseline="central"');
    }
  });

  it('numbers the rows down the left and the columns across the top, in light regular type, where asked (the archive)', () => {
    expect(allTexts(toSvg(numbrix.draw(made.puzzle))).filter(isCoordinate)).toEqual([]);
    const coordinates = allTexts(toSvg(numbrix.draw(made.puzzle, undefined, { coordinates: true }))).filter(isCoordinate);
    expect(coordinates.map((t) => t.content)).toEqual(['1', '2', '3', '4', '5', '1', '2', '3', '4', '5']);
    for (const t of coordinates) expect(t.attrs).not.toContain('font-weight="bold"');
    expect(TEXT_INK.coordinate.screen ?? TEXT_INK.coordinate.fill).not.toBe(TEXT_INK.given.fill);
  });

  it("the library's draw numbers a grid as the archive does unless told coordinates: false, as a book prints it; anything but true or false is refused", () => {
    const item = { kind: 'numbrix' as const, puzzle: made.puzzle };
    expect(allTexts(draw(item)).filter(isCoordinate)).toHaveLength(10);
    expect(allTexts(draw(item, { coordinates: false })).filter(isCoordinate)).toEqual([]);
    expect(() => draw(item, { coordinates: 'no' as never })).toThrow(expect.objectContaining({ code: 'invalid-options' }));
  });

  it('prints the answers of a solved puzzle in regular type, the givens in bold', () => {
    const printed = texts(toSvg(numbrix.draw(made.puzzle, made.solution)));
    expect(printed).toHaveLength(25);
    const bold = printed.filter((t) => t.attrs.includes('font-weight="bold"')).map((t) => Number(t.content));
    expect(bold.sort((a, b) => a - b)).toEqual([...givens].sort((a, b) => a - b));
  });

  it('keeps the outer frame inside the viewBox and sizes the image by pixelsPerUnit', () => {
    const svg = toSvg(numbrix.draw(made.puzzle), { pixelsPerUnit: 10 });
    const [minX, minY, width, height] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number) as [number, number, number, number];
    expect(minX).toBeLessThan(0);
    expect(minY).toBeLessThan(0);
    expect(minX + width).toBeGreaterThan(5);
    expect(minY + height).toBeGreaterThan(5);
    expect(Number(/ width="([^"]+)"/.exec(svg)![1])).toBeCloseTo(width * 10, 6);
    expect(Number(/ height="([^"]+)"/.exec(svg)![1])).toBeCloseTo(height * 10, 6);
  });

  it('escapes markup in text and alt', () => {
    const figure: Figure = {
      width: 2,
      height: 1,
      alt: 'a <script> & "quotes"',
      items: [{ type: 'text', x: 0, y: 0.5, text: `<b>&"'`, size: 0.5, role: 'label', anchor: 'start' }],
    };
    const svg = toSvg(figure, { id: `x"><y` });
    assertWellFormed(svg);
    expect(svg).toContain('>&lt;b&gt;&amp;&quot;&apos;</text>');
    expect(svg).toContain('<title id="x&quot;&gt;&lt;y-title">a &lt;script&gt; &amp; &quot;quotes&quot;</title>');
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('<script>');
  });

  it('gives the same bytes for the same figure', () => {
    expect(toSvg(numbrix.draw(made.puzzle))).toBe(toSvg(numbrix.draw(made.puzzle)));
  });
});

describe('characters XML forbids', () => {
  it('become U+FFFD, so hand-made text cannot make an SVG malformed', () => {
    expect(escapeXml('bell\u0007 and \uD800 lone \uDC00 tab\tok')).toBe('bell\uFFFD and \uFFFD lone \uFFFD tab\tok');
    // A paired surrogate (an emoji) is kept whole.
    expect(escapeXml('🧩 <b>')).toBe('🧩 &lt;b&gt;');
  });
});
