/**
 * Futoshiki: every band it makes at each size, and its speed against Tatham's Unequal (his
 * Futoshiki, Debian package `sgt-puzzles`), process to process: `puzzlebook generate futoshiki
 * --count N` beside `sgt-unequal --generate N <size>d<level>`, each the CPU of its whole process,
 * start-up included, as a user pays it. Unequal's levels are t (trivial: the Latin square's own
 * steps), e (easy: and its links, our sign), k (tricky: its set techniques) and x (extreme:
 * forcing chains); r (recursive) is left out, as it keeps puzzles its solver guesses at. Its
 * levels are not ours, so our grader reads its puzzles (`unequalPuzzle`) and each of our bands is
 * held to Unequal's cost of a puzzle in that band, as bench/calcudoku.ts holds Calcudoku to Keen.
 */
import { join } from 'node:path';
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { kind as futoshiki } from './index.ts';
import type { FutoshikiPuzzle, Less } from './schema.ts';
import type { BenchRow, KindBench } from '../../../bench/lib.ts';
import { absent, peerRow, program, run, timePeers } from '../../../bench/peers.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

const KIND = 'futoshiki';

/**
 * A puzzle of Unequal's (`N:desc`) as our record, read as its `new_game_desc` writes it and
 * `validate_desc` reads it: the cells row by row, comma-separated, each its digit (0 empty) and
 * the letters U R D L of the neighbours it is greater than (up, right, down, left); a lower-case
 * letter skips that many empty cells (a 1, b 2…).
 */
export function unequalPuzzle(line: string): FutoshikiPuzzle {
  const [order, desc] = line.trim().split(':') as [string, string];
  const size = Number(order);
  const givens = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const less: Less[] = [];
  const step = { U: [-1, 0], R: [0, 1], D: [1, 0], L: [0, -1] } as const;
  let i = 0;
  for (const [, skip, digit, flags] of desc.matchAll(/([a-z]*)(\d+)([URDL]*),?/g)) {
    for (const ch of skip!) i += ch.charCodeAt(0) - 96;
    const [r, c] = [Math.floor(i / size), i % size];
    givens[r]![c] = Number(digit);
    for (const f of flags!) {
      const [dr, dc] = step[f as keyof typeof step];
      less.push({ a: [r + dr, c + dc], b: [r, c] });
    }
    i++;
  }
  if (i !== size * size) throw new Error(`unequal: ${line} fills ${i} cells, not ${size * size}`);
  return futoshiki.puzzle.parse({ size, givens, less });
}

/** Puzzles a run makes, by size: enough that both sides run near their pace, no more than a bench run can wait for. */
const N: Record<number, number> = { 4: 200, 5: 100, 6: 60, 7: 30, 9: 10 };
const SIZES = [4, 5, 6, 7, 9];
const LEVELS = { t: 'trivial', e: 'easy', k: 'tricky', x: 'extreme' } as const;
type Level = keyof typeof LEVELS;
const root = new URL('../../../', import.meta.url).pathname;

/** Our grader on Unequal's puzzles: how many fall in each of our bands (at the band's level, its score in the band's range), and past our ladder. */
function ourBands(lines: readonly string[]): { bands: number[]; past: number } {
  const graded = lines.map((l) => {
    const puzzle = unequalPuzzle(l);
    const grade = futoshiki.regrade(puzzle);
    return grade ? futoshiki.band(grade, puzzle) : 'past';
  });
  return { bands: DIFFICULTIES.map((d) => graded.filter((g) => g === d).length), past: graded.filter((g) => g === 'past').length };
}

function rows(): BenchRow[] {
  const out: BenchRow[] = [];
  const unequal = program('sgt-unequal', '/usr/games/sgt-unequal');
  const round = (x: number) => Math.round(x * 100) / 100;
  for (const size of SIZES) {
    const bands = DIFFICULTIES.filter((d) => !futoshiki.refuses?.(futoshiki.options.parse({ size }), d));
    // Ours, a process a band: `puzzlebook generate`, its records read back from its JSON.
    const ours = timePeers(bands, process.execPath, (d) => [join(root, 'bin/puzzlebook.js'), 'generate', KIND, '--size', String(size), '--difficulty', d, '--count', String(N[size]), '--json'], (o) => (JSON.parse(o) as unknown[]).map((r) => JSON.stringify(r)));
    const theirs = new Map<Level, { ms: number; bands: number[] }>();
    if (unequal) {
      const version = /Version (\S+)/.exec(run(unequal, ['--version']).out)?.[1] ?? '';
      const levels = Object.keys(LEVELS) as Level[];
      const times = timePeers(levels, unequal, (l) => ['--generate', String(N[size]), `${size}d${l}`], (o) => o.split('\n').filter((l) => l.startsWith(`${size}:`)));
      for (const l of levels) {
        const t = times.get(l)!;
        const { bands: in_, past } = ourBands(t.lines);
        theirs.set(l, { ms: t.totalMs / Math.max(1, t.made), bands: in_.map((n) => n / Math.max(1, t.made)) });
        out.push(peerRow(KIND, `unequal ${version} --generate ${N[size]} ${size}d${l} (${LEVELS[l]}), process CPU; in our bands easy/medium/hard/expert: ${in_.join('/')}, past our ladder ${past}`, t, N[size]));
      }
    }
    for (const d of bands) {
      const t = ours.get(d as Difficulty)!;
      const r = peerRow(KIND, `puzzlebook generate futoshiki --size ${size} --difficulty ${d} --count ${N[size]}, process CPU`, t, N[size]);
      const i = DIFFICULTIES.indexOf(d);
      const best = [...theirs].map(([l, { ms, bands: share }]) => ({ l, share: share[i]!, ms: ms / share[i]! })).filter((c) => c.share > 0).sort((a, b) => a.ms - b.ms)[0];
      if (best) {
        const ourMs = t.totalMs / Math.max(1, t.made);
        r.case += `; ÷ unequal at our band (${size}d${best.l}, ${Math.round(best.share * 100)}% of its puzzles) ${(ourMs / best.ms).toFixed(2)}`;
        r.target = `CPU ≤ ${round(best.ms)} ms (unequal ${size}d${best.l})`;
        r.met = ourMs <= best.ms;
      } else if (unequal) r.case += `; unequal made no puzzle of our ${d} at ${size}×${size}`;
      out.push(r);
    }
  }
  if (!unequal) out.push(absent(KIND, 'unequal: not installed (Debian package sgt-puzzles): no peer times, rows untargeted'));
  return out;
}

export const bench: KindBench = { kind: KIND, run: rows };

/** The sizes its bands are measured at (bench/bands.ts; docs/kinds/futoshiki.md): every size it makes; its clues the digits printed (`givens`). */
export const survey: KindSurvey<'futoshiki'> = {
  cases: [4, 5, 6, 7, 8, 9].map((size) => ({ kind: KIND, label: `${size}×${size}`, options: { size }, seeds: size < 8 ? 20 : 12 })),
  clues: { name: 'digits given', of: (grade) => Number(grade.givens) },
};
