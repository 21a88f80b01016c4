// Issue 41: layout measures on a pure model of the fonts (src/pdf/metrics.ts), with no PDFKit
// document, and every book stays byte-identical. That holds only while the model's numbers are
// pdfkit's to the last bit, so here they are held to a document's, measured as layout measured
// on one before: every width and block height the shipped books, five more specs (German,
// French worksheets in Andika, a 6×9 and a 5×8 with bleed and worked answers, a Greek and
// Cyrillic title in Atkinson Hyperlegible) and test/pdf/* measured, logged from the code
// before the switch (metrics-corpus.jsonl.gz), and the wrapping rules' edge cases.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Typeface } from '../../src/book/spec.ts';
import { FONTS, measuringDocument, metricsOf } from '../../src/pdf/document.ts';
import { paragraphFit } from '../../src/pdf/faces.ts';

interface Measured {
  f: Typeface;
  t: 'w' | 'h';
  text: string;
  size: number;
  bold: boolean;
  lineGap?: number;
  width?: number;
}

/** What pdfkit measures on a document, as `metricsOf` measured before it had a model. */
function pdfkit(m: Measured): number {
  const doc = measuringDocument(m.f).font(m.bold ? FONTS.bold : FONTS.regular).fontSize(m.size);
  if (m.t === 'w') return doc.widthOfString(m.text);
  return doc.heightOfString(m.text, { width: m.width!, align: 'left', lineGap: (m.lineGap ?? 0) + paragraphFit(m.f).gap * m.size });
}

/** What the model measures, through `metricsOf` as layout asks it. */
function model(m: Measured): number {
  const metrics = metricsOf(m.f);
  if (m.t === 'w') return metrics.widthOf(m.text, m.size, m.bold);
  const area = { x: 0, y: 0, width: m.width!, height: 1e6 };
  return metrics.setBlocks(area, [{ text: m.text, size: m.size, bold: m.bold, lineGap: m.lineGap ?? 0, gap: 0 }]).rest.y;
}

const corpus: Measured[] = gunzipSync(readFileSync(new URL('metrics-corpus.jsonl.gz', import.meta.url)))
  .toString('utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Measured);

describe('the pure metrics measure as pdfkit does, to the last bit', () => {
  it('on every string the books and the test specs measured', () => {
    expect(corpus.length).toBeGreaterThan(4000);
    const wrong = corpus.filter((m) => !Object.is(model(m), pdfkit(m))).map((m) => `${JSON.stringify(m)}: ${model(m)} ≠ ${pdfkit(m)}`);
    expect(wrong).toEqual([]);
  });

  it('on the wrapping rules: breaks, long words cut by characters, soft hyphens, tabs, other scripts, no width', () => {
    const texts = [
      '',
      ' ',
      'a',
      'one two  three   four',
      'line one\nline two\n\nafter a blank line\n',
      'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherung',
      'ab\u00ADsolutely hy\u00ADphen\u00ADated wo\u00ADrds in a nar\u00ADrow col\u00ADumn',
      'tab\tseparated\twords',
      'Γρίφοι και αινίγματα — Загадки и головоломки',
      'Łamigłówki, čeština, Ŵŷ and AV Wa To kerning',
      '12 − 3 × 4 ÷ 2 = 6 — “quoted” … (brackets) [and] ‘more’',
      'https://example.com/a/very/long/address/without/spaces/to/break/at',
    ];
    const cases: Measured[] = [];
    for (const f of ['noto', 'hyperlegible', 'andika'] as const) {
      for (const text of texts) {
        for (const bold of [false, true]) {
          cases.push({ f, t: 'w', text, size: 10.5, bold });
          for (const width of [0, 1, 30, 72.3, 200, 1e4]) cases.push({ f, t: 'h', text, size: 11, bold, lineGap: bold ? 2 : 0, width });
        }
      }
    }
    const wrong = cases.filter((m) => !Object.is(model(m), pdfkit(m))).map((m) => `${JSON.stringify(m)}: ${model(m)} ≠ ${pdfkit(m)}`);
    expect(wrong).toEqual([]);
  });
});
