/**
 * Sudoku puzzles no one here made, kept as a test fixture (test/fixtures/sudoku-peers.json):
 * the sets issue 86 measures our ladder's reach on (test/engine/sudoku/peer-reach.test.ts).
 *
 *   node bench/sudoku-peers.ts            prints the fixture it would write
 *   node bench/sudoku-peers.ts --write    writes it
 *
 * Each set is one run of a peer's generator, as the issue ran them: Tatham's Solo at extreme and
 * at unreasonable (`sgt-solo --generate 12 3x3de`, `… 3x3du`; its game IDs read by bench/solo.ts)
 * and qqwing at expert (`qqwing --generate 20 --difficulty expert --one-line`). Both seed from
 * the clock, so a run draws new puzzles: the point of keeping them is that the test stays on
 * these. The fixture says where each set came from: the program, its version and the command.
 * Peers are the Debian packages `sgt-puzzles` and `qqwing`; without one this refuses, writing nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { program, run } from './peers.ts';
import { soloLine } from './solo.ts';

const FIXTURE = new URL('../test/fixtures/sudoku-peers.json', import.meta.url);
/** What the fixture says made it: the only file this script overwrites is one that says so. */
const BY = 'bench/sudoku-peers.ts';

interface PeerSet {
  name: string;
  /** The peer's name for the level, in its own words. */
  level: string;
  program: string;
  version: string;
  command: string;
  /** Each puzzle in the one-line form, and (Solo) the game ID it was read from. */
  puzzles: { line: string; id?: string }[];
}

function fail(message: string): never {
  process.stderr.write(`sudoku-peers: ${message}\n`);
  process.exit(1);
}

function soloSet(solo: string, version: string, letter: 'e' | 'u', level: string): PeerSet {
  const args = ['--generate', '12', `3x3d${letter}`];
  const ids = run(solo, args).out.split('\n').filter((l) => l.startsWith('3x3:'));
  if (ids.length !== 12) fail(`sgt-solo ${args.join(' ')} printed ${ids.length} game IDs, not 12`);
  return {
    name: `solo-${level}`,
    level,
    program: "Simon Tatham's Solo (Portable Puzzle Collection)",
    version,
    command: `sgt-solo ${args.join(' ')}`,
    puzzles: ids.map((id) => ({ line: soloLine(id), id: id.trim() })),
  };
}

function qqwingSet(qqwing: string): PeerSet {
  const args = ['--generate', '20', '--difficulty', 'expert', '--one-line'];
  const lines = run(qqwing, args).out.split('\n').filter((l) => /^[.1-9]{81}$/.test(l));
  if (lines.length !== 20) fail(`qqwing ${args.join(' ')} printed ${lines.length} puzzle lines, not 20`);
  return {
    name: 'qqwing-expert',
    level: 'expert',
    program: 'qqwing',
    version: run(qqwing, ['--version']).out.trim().replace(/^qqwing\s+/, ''),
    command: `qqwing ${args.join(' ')}`,
    puzzles: lines.map((line) => ({ line })),
  };
}

const write = process.argv.includes('--write');
// Asked first, so a file this did not write stops the run before any peer does.
if (write && existsSync(FIXTURE)) {
  let by: unknown;
  try {
    by = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { by?: unknown }).by;
  } catch {
    by = undefined;
  }
  if (by !== BY) fail(`test/fixtures/sudoku-peers.json is there and was not written by ${BY}: left as it is`);
}

const solo = program('sgt-solo', '/usr/games/sgt-solo') ?? fail('sgt-solo is not installed (Debian package sgt-puzzles)');
const qqwing = program('qqwing') ?? fail('qqwing is not installed (Debian package qqwing)');
const soloVersion = /Version (\S+)/.exec(run(solo, ['--version']).out)?.[1] ?? fail('sgt-solo --version names no version');

/** The three sets; a peer that fails, or prints what this cannot read, is one line of error. */
function peerSets(): PeerSet[] {
  try {
    return [soloSet(solo, soloVersion, 'e', 'extreme'), soloSet(solo, soloVersion, 'u', 'unreasonable'), qqwingSet(qqwing)];
  } catch (error) {
    return fail((error as Error).message);
  }
}

const fixture = {
  by: BY,
  about:
    "Sudoku puzzles made by other programs, for the test of how far our ladder takes them (test/engine/sudoku/peer-reach.test.ts, issue 86): each set one run of the command it names, on the day it names. Each line is 81 cells row by row, '.' for an empty one; Solo's are read from its game IDs (kept beside them). Both programs prove each puzzle has one answer; the test proves it again with our counter.",
  made: new Date().toISOString().slice(0, 10),
  sets: peerSets(),
};
const text = `${JSON.stringify(fixture, null, 2)}\n`;

if (write) {
  writeFileSync(FIXTURE, text);
  process.stdout.write(`wrote test/fixtures/sudoku-peers.json: ${fixture.sets.map((s) => `${s.name} ${s.puzzles.length}`).join(', ')}\n`);
} else process.stdout.write(text);
