/**
 * Criss-Cross: every band at its default options, made and proved (the proof is `layOut`'s: the
 * words fill the layout one way only), timed by CPU; the 20-word criss-cross (goal: under
 * 50 ms a puzzle); its layouts beside the npm package `crossword-layout-generator`'s on the same
 * word lists (words placed, crossings a word, letters a square of the grid, CPU process to process);
 * and the survey of its bands (bench/bands.ts; docs/kinds/criss-cross.md): at each band's
 * defaults, and at 8 and 14 words a puzzle.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DIFFICULTIES } from '../../engine/kind.ts';
import { language } from '../../engine/language.ts';
import { Rng } from '../../engine/random.ts';
import { CLUE_THEMES } from '../../engine/wordkit/clues.ts';
import { lexiconFor } from '../../engine/wordkit/lexicon.ts';
import { kind as crissCross } from './index.ts';
import { type BenchRow, generationRow, type KindBench } from '../../../bench/lib.ts';
import { absent, run } from '../../../bench/peers.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

const KIND = 'criss-cross';

/** Word lists both lay out: this many, of `LIST` words each, drawn from the themes with clues. */
const LISTS = 30;
const LIST = 20;

/** The lists: each `LIST` words of a theme, drawn by seed, as its grid letters (marks, spaces and hyphens folded). */
function wordLists(): string[][] {
  const lexicon = lexiconFor(language())!;
  return Array.from({ length: LISTS }, (_, i) => {
    const rng = new Rng(`bench/lists/${i}`);
    const theme = lexicon.themes.get(CLUE_THEMES[i % CLUE_THEMES.length]!)!;
    const words = [...new Set(theme.words.flatMap((w) => lexicon.alphabet.fold(w)?.join('') ?? []).filter((w) => w.length >= 3 && w.length <= 15))];
    return rng.shuffle(words).slice(0, LIST);
  });
}

/** One process laying out every list (`bench/criss-cross-layouts.ts`), its CPU, and the figures of its layouts, as a row. */
function layoutRow(who: string, args: string[], lists: string[][]): BenchRow {
  const script = fileURLToPath(new URL('../../../bench/criss-cross-layouts.ts', import.meta.url));
  const ran = run(process.execPath, [script, ...args], JSON.stringify(lists));
  const laid = JSON.parse(ran.out.trim().split('\n').at(-1)!) as { placed: number; crossings: number; filled: number; area: number }[];
  const sum = (f: (l: (typeof laid)[number]) => number) => laid.reduce((n, l) => n + f(l), 0);
  const words = lists.length * LIST;
  const whole = laid.filter((l) => l.placed === LIST);
  const figures = `${sum((l) => l.placed)}/${words} words placed, ${whole.length}/${lists.length} lists whole, ${(sum((l) => l.crossings) / Math.max(1, sum((l) => l.placed))).toFixed(2)} crossings a word, ${(sum((l) => l.filled) / Math.max(1, sum((l) => l.area))).toFixed(2)} letters a square`;
  const ms = ran.ms / lists.length;
  return { kind: KIND, case: `${who}: ${LIST}-word layouts, ${figures}${ran.cpu ? '' : ', wall time (no bash)'}`, runs: lists.length, made: whole.length, medianMs: Math.round(ms * 100) / 100, p90Ms: NaN, perSecond: Math.round((lists.length / (ran.ms / 1000)) * 100) / 100, target: null, met: null };
}

/**
 * Ours and the peer's layouts of the same lists; the peer where `crossword-layout-generator` is
 * installed beside the project (`npm install --no-save crossword-layout-generator`) or its folder
 * is named by `CROSSWORD_LAYOUT_GENERATOR`.
 */
function peerRows(): BenchRow[] {
  const lists = wordLists();
  const rows = [layoutRow('ours', ['ours'], lists)];
  let peer: string | null = null;
  try {
    peer = createRequire(import.meta.url).resolve(process.env.CROSSWORD_LAYOUT_GENERATOR ?? 'crossword-layout-generator');
  } catch {
    // Not installed: a row saying so.
  }
  rows.push(peer ? layoutRow('crossword-layout-generator 0.1', ['peer', peer], lists) : absent(KIND, 'crossword-layout-generator: not installed (npm install --no-save crossword-layout-generator)'));
  return rows;
}

export const bench: KindBench = {
  kind: KIND,
  run: async () => [
    ...DIFFICULTIES.map((difficulty) => generationRow({ kind: KIND, what: `default options ${difficulty}`, options: crissCross.options.parse({}), difficulty, seeds: 200, warmup: 20 })),
    generationRow({ kind: KIND, what: '20 words, 21×21, hard: made, proved, graded', options: crissCross.options.parse({ count: 20, size: 21 }), difficulty: 'hard', seeds: 100, warmup: 10, target: { medianBelowMs: 50 } }),
    ...peerRows(),
  ],
};

/**
 * The cases its bands are measured at: each band's own defaults (6, 8, 10 and 12 words over 11 to
 * 15 squares a side), and 8 and 14 words over 13 and 17. It prints no clues a harder band gives
 * fewer of: its words are the work, and a harder band lists more and prints no bank.
 */
export const survey: KindSurvey<'criss-cross'> = {
  cases: [
    { kind: KIND, label: 'defaults', options: {}, seeds: 30 },
    { kind: KIND, label: '8 words, 13×13', options: { count: 8, size: 13 }, seeds: 30 },
    { kind: KIND, label: '14 words, 17×17', options: { count: 14, size: 17 }, seeds: 30 },
  ],
  clues: null,
};
