/**
 * Futoshiki beside Tatham's Unequal (his Futoshiki, Debian package `sgt-puzzles`), process to
 * process: `puzzlebook generate futoshiki --count N` and `sgt-unequal --generate N <size>d<level>`,
 * each the CPU of its whole process, start-up included. Unequal's levels t (trivial), e (easy: its
 * links, our sign), k (tricky: its set techniques) and x (extreme: forcing chains); r (recursive)
 * is left out, as it guesses. Our grader reads its puzzles (`unequalPuzzle`), and each of our
 * bands is held to Unequal's cost of a puzzle in that band, as bench/calcudoku.ts holds to Keen's.
 */
import { DIFFICULTIES } from '../../engine/kind.ts';
import { kind as futoshiki } from './index.ts';
import type { FutoshikiPuzzle, Less } from './schema.ts';
import type { BenchRow, KindBench } from '../../../bench/lib.ts';
import { absent, peerRow, program, run, timePeers } from '../../../bench/peers.ts';
import { installedBin } from '../../../bench/process.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

const KIND = 'futoshiki';

/**
 * A puzzle of Unequal's (`N:desc`) as our record, read as `new_game_desc` writes it and
 * `validate_desc` reads it: the cells row by row, comma-separated, each its digit (0 empty) and the
 * letters U R D L of the neighbours it is greater than; a lower-case letter skips that many cells.
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
    for (const [dr, dc] of [...flags!].map((f) => step[f as keyof typeof step])) less.push({ a: [r + dr, c + dc], b: [r, c] });
    i++;
  }
  if (i !== size * size) throw new Error(`unequal: ${line} fills ${i} cells, not ${size * size}`);
  return futoshiki.puzzle.parse({ size, givens, less });
}

/** Puzzles a run makes, by size: start-up a small part of a run, three runs of every band within a bench's wait. */
const N: Record<number, number> = { 4: 60, 5: 30, 6: 20, 9: 3 };
const LEVELS = { t: 'trivial', e: 'easy', k: 'tricky', x: 'extreme' } as const;

function rows(): BenchRow[] {
  const out: BenchRow[] = [];
  const unequal = program('sgt-unequal', '/usr/games/sgt-unequal');
  const version = unequal ? (/Version (\S+)/.exec(run(unequal, ['--version']).out)?.[1] ?? '') : '';
  for (const size of [4, 5, 6, 9]) {
    const bands = DIFFICULTIES.filter((d) => !futoshiki.refuses?.(futoshiki.options.parse({ size }), d));
    const ours = timePeers(bands, process.execPath, (d) => [installedBin(), 'generate', KIND, '--size', `${size}`, '--difficulty', d, '--count', `${N[size]}`, '--json'], (o) => (JSON.parse(o) as unknown[]).map(String));
    // Unequal's CPU per puzzle at each level, and the share of its puzzles in each of our bands.
    const theirs = (unequal ? (Object.keys(LEVELS) as (keyof typeof LEVELS)[]) : []).map((l) => {
      const t = timePeers([l], unequal!, () => ['--generate', `${N[size]}`, `${size}d${l}`], (o) => o.split('\n').filter((x) => x.startsWith(`${size}:`))).get(l)!;
      const graded = t.lines.map((x) => unequalPuzzle(x)).map((p) => futoshiki.regrade(p) && futoshiki.band(futoshiki.regrade(p)!, p));
      const inBands = DIFFICULTIES.map((d) => graded.filter((g) => g === d).length);
      out.push(peerRow(KIND, `unequal ${version} --generate ${N[size]} ${size}d${l} (${LEVELS[l]}), process CPU; in our bands easy/medium/hard/expert: ${inBands.join('/')}, past our ladder ${graded.filter((g) => g === null).length}`, t, N[size]!));
      return { l, ms: t.totalMs / Math.max(1, t.made), share: inBands.map((n) => n / Math.max(1, t.made)) };
    });
    for (const d of bands) {
      const t = ours.get(d)!;
      const r = peerRow(KIND, `puzzlebook generate futoshiki --size ${size} --difficulty ${d} --count ${N[size]}, process CPU`, t, N[size]!);
      const i = DIFFICULTIES.indexOf(d);
      const best = theirs.filter((x) => x.share[i]! > 0).map((x) => ({ ...x, cost: x.ms / x.share[i]! })).sort((a, b) => a.cost - b.cost)[0];
      const mine = t.totalMs / Math.max(1, t.made);
      if (best) Object.assign(r, { case: `${r.case}; ÷ unequal at our band (${size}d${best.l}, ${Math.round(best.share[i]! * 100)}% of its puzzles) ${(mine / best.cost).toFixed(2)}`, target: `CPU ≤ ${Math.round(best.cost * 100) / 100} ms (unequal ${size}d${best.l})`, met: mine <= best.cost });
      else if (unequal) r.case += `; unequal made no puzzle of our ${d} at ${size}×${size}`;
      out.push(r);
    }
  }
  if (!unequal) out.push(absent(KIND, 'unequal: not installed (Debian package sgt-puzzles): no peer times, rows untargeted'));
  return out;
}

export const bench: KindBench = { kind: KIND, run: rows };

/** The sizes its bands are measured at (bench/bands.ts; docs/kinds/futoshiki.md): every size it makes; its clues the digits printed. */
export const survey: KindSurvey<'futoshiki'> = {
  cases: [4, 5, 6, 7, 8, 9].map((size) => ({ kind: KIND, label: `${size}×${size}`, options: { size }, seeds: size < 8 ? 20 : 12 })),
  clues: { name: 'digits given', of: (grade) => Number(grade.givens) },
};
