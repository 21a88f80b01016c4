import type { Solved } from '../../engine/kind.ts';
import { DIRECTIONS, type Direction } from '../../engine/wordkit/directions.ts';
import { type GridProof, GridProver, type Placed } from '../../engine/wordkit/proof.ts';
import { language } from '../../engine/language.ts';
import { ALL_DIRECTIONS, cellAlong, Trie } from '../../engine/wordkit/scan.ts';
import { readPuzzle } from './letters.ts';
import type { WordSearchPuzzle, WordSearchSolution } from './schema.ts';
import { forwardOf, isPalindrome, leftOver } from './steps.ts';

/**
 * Every answer up to `limit`: each word's readings in all eight directions (a palindrome's
 * two ways over the same cells once, stored the easier way), every choice of one a word. One
 * walk of the grid reads every word; it is complete at any size a record holds (40×40, 120
 * words), so no budget is spent. `work`: the walk and the answers, counted as engine/work.ts
 * counts a cell visited.
 */
export function solve(puzzle: WordSearchPuzzle, limit: number): Solved<WordSearchSolution> {
  const read = readPuzzle(puzzle);
  const { grid } = read;
  // A palindrome's one reading stored the way forwards (the kit counts it from its lower end).
  // A word listed twice: the proof counts each listing's reading twice (neither reads once), where an answer takes it once for each.
  const twice = new Set(read.words.map((w) => w?.join(','))).size !== read.words.length;
  const proof = twice ? undefined : proofOf(puzzle);
  const readings = proof?.readings.map((r, i) => (isPalindrome(read.words[i]!) ? r.map(forwardOf) : r)) ?? readingsAlone(puzzle);
  const solutions: WordSearchSolution[] = [];
  const chosen: Placed[] = [];
  const choose = (i: number) => {
    if (solutions.length >= limit) return;
    if (i === readings.length) {
      const placements = chosen.map((p, k) => ({ word: puzzle.words[k]!, row: p.row, col: p.col, dir: DIRECTIONS[p.dir] as Direction }));
      solutions.push(puzzle.message ? { placements, message: leftOver(puzzle, placements) } : { placements });
      return;
    }
    for (const at of readings[i]!) {
      chosen.push(at);
      choose(i + 1);
      chosen.pop();
    }
  };
  choose(0);
  return { solutions, complete: true, work: grid.rows * grid.cols * 8 * 4 + solutions.length * puzzle.words.length };
}

/** The kit's proof of a puzzle (its words' readings, offensive words, words inside others), made once a puzzle and language; none without a lexicon. */
const proofs = new WeakMap<WordSearchPuzzle, Map<string, GridProof>>();
function proofOf(puzzle: WordSearchPuzzle): GridProof | undefined {
  const read = readPuzzle(puzzle);
  if (!read.lexicon || read.words.some((w) => !w)) return undefined;
  let byTag = proofs.get(puzzle);
  if (!byTag) proofs.set(puzzle, (byTag = new Map()));
  const tag = language();
  let proof = byTag.get(tag);
  if (!proof) byTag.set(tag, (proof = new GridProver(read.words as number[][], read.lexicon).prove(read.grid)));
  return proof;
}

/** Each word's readings without the kit's proof (a word no grid prints, a language with no lexicon): one walk of a tree of the words. */
function readingsAlone(puzzle: WordSearchPuzzle): Placed[][] {
  const read = readPuzzle(puzzle);
  const { grid, alphabet } = read;
  const trie = new Trie(alphabet.letters.length);
  // A word listed twice is read for both listings.
  const firstOf = read.words.map((w, i) => (w && !trie.add(w, i) ? trie.idAt(w) : i));
  const readings: Placed[][] = read.words.map(() => []);
  const { cols } = grid;
  trie.scan(grid, ALL_DIRECTIONS, (id, start, dir, length) => {
    const codes = read.words[id]!;
    const at = { row: Math.floor(start / cols), col: start % cols, dir, length };
    // A palindrome is read once, the way forwards; a one-letter word has no way back.
    if (isPalindrome(codes) && forwardOf(at) !== at) return;
    readings[id]!.push(at);
  });
  firstOf.forEach((first, i) => {
    if (first !== i) readings[i] = readings[first]!;
  });
  return readings;
}

/**
 * What keeps a proved puzzle off the page (`PuzzleKind.unfit`): a word of the language's
 * offensive list read anywhere in the grid but inside a listed word's own letters, or a listed
 * word whose one reading lies inside another's; null where neither. In the language of the work
 * under way (a book's, as `verify` checks it); none where the language has no lexicon here.
 */
export function unfit(puzzle: WordSearchPuzzle): string | null {
  const read = readPuzzle(puzzle);
  const proof = proofOf(puzzle);
  if (!read.lexicon || !proof) return null;
  const square = (p: Placed) => `row ${p.row + 1}, column ${p.col + 1}`;
  const rude = proof.offensive[0];
  if (rude) {
    const end = cellAlong(read.grid.cols, rude.at.row * read.grid.cols + rude.at.col, rude.at.dir, rude.at.length - 1);
    return `its grid reads an offensive word of ${read.lexicon.tag}'s list (${rude.letters.length} letters), from ${square(rude.at)} to row ${Math.floor(end / read.grid.cols) + 1}, column ${(end % read.grid.cols) + 1}`;
  }
  const inside = proof.inside[0];
  if (inside) return `${puzzle.words[inside.word]} reads only inside ${puzzle.words[inside.within]}, at ${square(proof.readings[inside.word]![0]!)}`;
  return null;
}
