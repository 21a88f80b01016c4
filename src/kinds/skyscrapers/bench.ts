/** Skyscrapers: its bands measured at 4×4 to 9×9 (the survey, docs/kinds/skyscrapers.md), and rows timing it against Tatham's Towers process to process, CPU against CPU, in one run, where Towers is installed (Debian package `sgt-puzzles`): `sgt-towers --generate N <size>d<level>`, levels e, h, x (its "unreasonable" guesses: left out), beside `puzzlebook generate skyscrapers --count N` in a process of its own, start-up and compiling paid as a user pays them. Towers' levels are not ours, so our grader reads its puzzles (`towersPuzzle`) and each band is held to Towers' cheapest cost of a puzzle in it: its CPU a puzzle at a level over the share of that level's puzzles in our band. */
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { rowsOf } from '../../engine/steps.ts';
import { kind as skyscrapers } from './index.ts';
import type { SkyscrapersPuzzle } from './schema.ts';
import type { BenchRow, KindBench } from '../../../bench/lib.ts';
import { absent, type PeerTimes, peerRow, program, run, RUNS, timePeers } from '../../../bench/peers.ts';
import { installedBin } from '../../../bench/process.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

const KIND = 'skyscrapers';
const TOWERS = { e: 'easy', h: 'hard', x: 'extreme' } as const;
type Level = keyof typeof TOWERS;
/** Puzzles a run makes, by size: enough that both sides run near their pace, no more than a bench run can wait for (a 9×9 extreme is over a second of Towers'). */
const N: Record<number, number> = { 5: 100, 7: 30, 9: 8 };
/** Our levels 1 to 4 and past our ladder, and our bands, of a peer's puzzles. */
function graded(puzzles: readonly SkyscrapersPuzzle[]): { counts: number[]; bands: number[] } {
  const grades = puzzles.map((p) => [p, skyscrapers.regrade(p)] as const).map(([p, g]) => ({ level: g?.level ?? 5, band: g && skyscrapers.band(g, p) }));
  return { counts: [1, 2, 3, 4, 5].map((k) => grades.filter((g) => g.level === k).length), bands: DIFFICULTIES.map((d) => grades.filter((g) => g.band === d).length) };
}
/** Our band at a size made by the installed `puzzlebook generate` in a process of its own, `RUNS` times: CPU a puzzle, as a user pays it. */
function ours(size: number, difficulty: Difficulty): PeerTimes {
  const bin = installedBin();
  const t: PeerTimes = { perPuzzle: [], made: 0, totalMs: 0, cpu: true, lines: [] };
  for (let r = 0; r < RUNS; r++) {
    const ran = run(process.execPath, [bin, 'generate', KIND, '--size', String(size), '--difficulty', difficulty, '--count', String(N[size]), '--seed', `bench/${r}`, '--format', 'json']);
    const made = (JSON.parse(ran.out) as unknown[]).length;
    Object.assign(t, { made: t.made + made, totalMs: t.totalMs + ran.ms, cpu: t.cpu && ran.cpu });
    t.perPuzzle.push(ran.ms / Math.max(1, made));
  }
  return t;
}
function rows(): BenchRow[] {
  const towers = program('sgt-towers', '/usr/games/sgt-towers');
  const out: BenchRow[] = [];
  for (const size of [5, 7, 9]) {
    const mine = DIFFICULTIES.map((d) => ({ d, row: peerRow(KIND, `${size}×${size} ${d}, puzzlebook generate --count ${N[size]}, whole process CPU`, ours(size, d), N[size]!) }));
    out.push(...mine.map((m) => m.row));
    if (!towers) continue;
    const levels = Object.keys(TOWERS) as Level[];
    const times = timePeers(levels, towers, (l) => ['--generate', String(N[size]), `${size}d${l}`], (o) => o.split('\n').filter((l) => l.startsWith(`${size}:`)));
    const ranks = new Map(levels.map((l) => [l, graded(times.get(l)!.lines.map((line) => towersPuzzle(size, line.slice(line.indexOf(':') + 1))))]));
    for (const l of levels) {
      const { counts, bands } = ranks.get(l)!;
      out.push(peerRow(KIND, `towers --generate ${N[size]} ${size}d${l} (${TOWERS[l]}), whole process CPU; our levels 1/2/3/4/past: ${counts.join('/')}; our bands easy/medium/hard/expert: ${bands.join('/')}`, times.get(l)!, N[size]!));
    }
    for (const { d, row } of mine) {
      const want = DIFFICULTIES.indexOf(d);
      const costs = levels.flatMap((l) => {
        const t = times.get(l)!;
        const share = ranks.get(l)!.bands[want]! / Math.max(1, t.made);
        return share > 0 ? [{ l, share, ms: t.totalMs / Math.max(1, t.made) / share }] : [];
      });
      const best = costs.sort((a, b) => a.ms - b.ms)[0];
      const theirs = best && Math.round(best.ms * 100) / 100;
      if (!best || !theirs) row.case += `; towers made no puzzle of our ${d}`;
      else Object.assign(row, { case: `${row.case}; ÷ towers at our band (${size}d${best.l}, ${Math.round(best.share * 100)}% of its puzzles) ${(row.medianMs / theirs).toFixed(2)}`, target: `CPU ≤ ${theirs} ms (towers ${size}d${best.l})`, met: row.medianMs <= theirs });
    }
  }
  if (!towers) out.push(absent(KIND, 'towers: not installed (Debian package sgt-puzzles): no peer times, rows untargeted'));
  return out;
}
export const bench: KindBench = { kind: KIND, run: rows };
export const survey: KindSurvey<'skyscrapers'> = {
  cases: [4, 5, 6, 7, 8, 9].map((size) => ({ kind: 'skyscrapers' as const, label: `${size}×${size}`, options: { size }, seeds: 12 })),
  // Its clues are the heights printed in the grid: the clues round it define the puzzle (an easy one keeps them all) as a Futoshiki's signs do.
  clues: { name: 'heights given', of: (grade) => Number(grade.givens) },
};
/** A Towers game ID (`sgt-towers --generate`) as our record: its 4N clues, `/` between them, top, bottom, left, right, each side left to right or top to bottom, looking in (empty: none); then, after a comma, the printed heights row by row, a letter `a`…`z` a run of 1 to 26 empty cells, `_` a mere separator, digits a height. */
export function towersPuzzle(size: number, desc: string): SkyscrapersPuzzle {
  const [clueText, gridText = ''] = desc.split(',');
  const clues = clueText!.split('/').map((c) => (c ? Number(c) : 0));
  const side = (i: number) => clues.slice(i * size, (i + 1) * size);
  const cells: number[] = [];
  for (const [, run, digits] of gridText.matchAll(/([a-z])|(\d+)|_/g)) {
    if (run) cells.push(...new Array<number>(run.charCodeAt(0) - 96).fill(0));
    else if (digits) cells.push(Number(digits));
  }
  const puzzle: SkyscrapersPuzzle = { size, top: side(0), bottom: side(1), left: side(2), right: side(3) };
  return cells.some((v) => v > 0) ? { ...puzzle, givens: rowsOf(cells, size) } : puzzle;
}
