import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeBook } from '../../src/book/book.ts';
import { type BookFile, bookSchema } from '../../src/book/bookfile-schema.ts';
import { specSchema } from '../../src/book/spec.ts';

/** A book made through the real pipeline from a spec written as in YAML (defaults filled in). */
export function bookOf(spec: Record<string, unknown>): BookFile {
  return makeBook(specSchema.parse({ title: 'Feature Test', seed: 'pdf-features', ...spec }));
}

export const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-pdf-'));

/** Writes a PDF into the test's temporary folder and returns its path. */
export function write(name: string, pdf: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, pdf);
  return path;
}

export function info(path: string): string {
  return execFileSync('pdfinfo', ['-isodates', path], { encoding: 'utf8' });
}

export function pageCount(path: string): number {
  const match = /^Pages:\s+(\d+)/m.exec(info(path));
  if (!match) throw new Error(`pdfinfo printed no page count for ${path}`);
  return Number(match[1]);
}

/** Width and height in points, as pdfinfo reports the first page. */
export function pageSize(path: string): [number, number] {
  const match = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info(path));
  if (!match) throw new Error(`pdfinfo printed no page size for ${path}`);
  return [Number(match[1]), Number(match[2])];
}

export function pageText(path: string, page: number, layout = true): string {
  const args = [...(layout ? ['-layout'] : []), '-f', String(page), '-l', String(page), path, '-'];
  return execFileSync('pdftotext', args, { encoding: 'utf8' });
}

/** The text of every page, in order (index 0 is page 1). */
export function pagesText(path: string, layout = true): string[] {
  return Array.from({ length: pageCount(path) }, (_, i) => pageText(path, i + 1, layout));
}

export function fonts(path: string): string {
  return execFileSync('pdffonts', [path], { encoding: 'utf8' });
}

export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word on a page with its box in points from the top left, as pdftotext -bbox reports it. */
export function wordBoxes(path: string, page: number): WordBox[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), path, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: m[5]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"'),
  }));
}

/**
 * A Numbrix record of any size without generating one (a 30×30 takes seconds): the path snakes
 * row by row and every seventh number is given. Printing never solves, so this is enough to lay out.
 */
export function snakeNumbrix(id: string, size: number) {
  const grid = Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => r * size + (r % 2 === 0 ? c : size - 1 - c) + 1),
  );
  const givens = grid.map((row) => row.map((v) => (v % 7 === 1 ? v : 0)));
  return {
    id,
    kind: 'numbrix' as const,
    difficulty: 'easy' as const,
    seed: id,
    options: { width: size, height: size, symmetry: 'none' as const },
    puzzle: { width: size, height: size, givens },
    solution: { grid },
    // Placeholder figures: printing reads none of them, but a record carries its kind's grade.
    grade: { score: 1, level: 1, strikes: 0, guesses: 0, stretch: 6, clues: Math.ceil((size * size) / 7), cells: size * size, clueShare: 0.143 },
  };
}

/** A book file around hand-made records, through the same schema a book file on disk passes. */
export function bookFileOf(spec: Record<string, unknown>, puzzles: unknown[]): BookFile {
  const parsed = specSchema.parse({ title: 'Feature Test', seed: 'pdf-features', ...spec });
  return bookSchema.parse({ title: parsed.title, slug: parsed.slug, seed: parsed.seed, version: '0.1.0', spec: { title: parsed.title, seed: parsed.seed, ...spec }, puzzles });
}
