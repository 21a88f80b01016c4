/**
 * What the kind contract's two files share (contract.test.ts, whole in npm test, and
 * contract.matrix.test.ts, a language for each kind in npm test and the rest in CI): how words
 * on a page are read, what printed words must be, and what a kind's player module offers.
 */
import { expect } from 'vitest';
import { toSvg } from '../../src/draw/svg.ts';
import type { Figure } from '../../src/engine/figure.ts';
import type { KindName, PuzzleOf, SolutionOf } from '../../src/kinds/registry.ts';

export const folder = (name: KindName, file: string) => new URL(`../../src/kinds/${name}/${file}`, import.meta.url);

/** Words on a page, whatever the line breaks (a line may break after a word's hyphen: Portuguese "usá-los"). */
export const flat = (text: string) => text.replace(/-\s+/g, '-').replace(/\s+/g, ' ').trim();

/** Printed words come from templates with every field filled: no gaps, no template syntax left. */
export function expectWords(text: string): void {
  expect(text.trim().length).toBeGreaterThan(0);
  expect(text).not.toMatch(/undefined|NaN|\[object|\{\{|\}\}/);
}

/** A figure as drawn: a size, words filled in its alt text and every text item, and an SVG titled by them. */
export function expectFigure(figure: Figure): void {
  expect(figure.width).toBeGreaterThan(0);
  expect(figure.height).toBeGreaterThan(0);
  expectWords(figure.alt);
  for (const item of figure.items) if (item.type === 'text') expectWords(item.text);
  expect(toSvg(figure)).toContain(`<title id="figure-title">`);
}

/** What the page asks of a kind's player (its full type is checked with the browser code). */
export interface PlayerModule<K extends KindName> {
  player: {
    start(puzzle: PuzzleOf<K>): { mistakes: number };
    restore(puzzle: PuzzleOf<K>, stored: unknown): unknown;
    verdict(puzzle: PuzzleOf<K>, answer: SolutionOf<K>, state: { mistakes: number }): { solved: true } | { solved: false; message: string };
  };
}
