/*
 * What the /make/ page and its maker (worker.ts, a Web Worker) say to each other. The page
 * sends a spec as a person filled it in; the worker runs the pipeline's own plan → fit →
 * make → render on it (src/pipeline/pipeline.ts), so what it hands back is what `puzzlebook build`
 * writes from the same spec, byte for byte. Each request carries an id, and every answer
 * names the request it answers: the page ignores answers to a request it has moved past.
 */

import type { Outcome, Task } from '../../book/tasks.ts';

/** Page → maker. */
export type ToMaker =
  /** The pages the spec will take, from the spec alone (as `build --plan`), without making a puzzle: the preview's frames while the person fills the form in. */
  | { type: 'plan'; id: number; spec: unknown; lang: string }
  /** Every puzzle made, proved and graded, and the files painted. */
  | { type: 'make'; id: number; spec: unknown; lang: string };

/** A problem with the spec, by its place in it, as the build refuses it. */
export interface Problem {
  /** The place in the spec: `['sections', 0, 'perPage']`; empty for the spec as a whole. */
  path: (string | number)[];
  /** What is wrong, in English, as the command line says it. */
  message: string;
  /** What kind of problem, for the page to say it in its own language: see `UserError.problems`. */
  code?: string;
  /** The figures the page's sentence for `code` needs. */
  values?: Record<string, string | number>;
}

/** One page of the book as laid out: an SVG of its size, the puzzles drawn where they print. */
export interface PreviewPage {
  /** 1-based, as printed. */
  number: number;
  /** What the page is: `puzzles`, `answers`, `title`, `contents`, `how-to`, … (src/pdf/plan.ts `BookPage`). */
  type: string;
  svg: string;
}

/** A file the build would write, named as it names it. */
export interface MadeFile {
  name: string;
  /** `application/pdf`, `application/json`, `application/yaml`. */
  mime: string;
  data: Uint8Array;
}

/** Maker → page. */
export type FromMaker =
  | {
      type: 'planned';
      id: number;
      pages: PreviewPage[];
      puzzles: number;
      /** The addresses the maker has fetched so far (its words, its fonts), for the page's service worker to keep. */
      fetched: string[];
    }
  /** Work done so far: `done` of `total` puzzles (`stage` make) or pages (`stage` render). */
  | { type: 'progress'; id: number; stage: 'fit' | 'make' | 'render'; done: number; total: number }
  | {
      type: 'made';
      id: number;
      /** The book's PDF, its key (unless at the back), the book file, and the spec (`<slug>.yaml`), which `puzzlebook build` makes the same files from. */
      files: MadeFile[];
      /** The seed the book was made from: the spec's, or one drawn for it (and written into the spec). */
      seed: string;
      pages: PreviewPage[];
      /** How many puzzles the book holds. */
      puzzles: number;
      /** How many of them puzzle workers made (a book worth them: book/pooled.ts); the rest the maker made itself. */
      onWorkers: number;
      /** The fewest pages a print-on-demand binder takes, where the book is on a trim and has fewer; else null. */
      fewestPages: number | null;
      /** What the build reports, in English, as the command line says it: `Title: 20 puzzles, each proved unique`. */
      report: string[];
      warnings: string[];
      /** As in `planned`. */
      fetched: string[];
    }
  | { type: 'refused'; id: number; problems: Problem[] }
  /** A fault of the program's, not the spec's: said plainly, with its message for a report. */
  | { type: 'failed'; id: number; message: string };

/** The name a puzzle worker (pool.ts) is started under: the maker's own script, which by it knows its part (tasks.ts). */
export const TASKS_WORKER = 'puzzle-tasks';

/** Maker → a puzzle worker: a batch of puzzles to make. */
export interface Batch {
  tasks: readonly Task[];
}

/** A puzzle worker → maker: the batch made, or what stopped it. */
export type Answer = { outcomes: Outcome[] } | { error: string };
