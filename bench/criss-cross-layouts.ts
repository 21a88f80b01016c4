/**
 * A child process of Criss-Cross's bench (src/kinds/criss-cross/bench.ts): lays out word lists,
 * read as JSON from standard input (`[["LION", "TIGER", …], …]`), and prints for each what its
 * layout holds: words placed, squares two words cross in, squares filled and the grid's area.
 * `ours` lays them out as Criss-Cross does (the word kit's `layOut`, proved to fill one way
 * only); `peer <module>` with the npm package `crossword-layout-generator` found at that path,
 * installed by whoever runs the bench (never a dependency). Each run is one process, so its CPU is
 * the bench's to time process to process, start-up included, as a person running either pays.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Rng } from '../src/engine/random.ts';
import { layOut } from '../src/engine/wordkit/layout.ts';

interface Laid {
  placed: number;
  crossings: number;
  filled: number;
  area: number;
}

const lists = JSON.parse(readFileSync(0, 'utf8')) as string[][];
const [who, path] = process.argv.slice(2);

/** Each cell's count of words over it, from words laid as (row, col, across, word). */
function figures(rows: number, cols: number, laid: { row: number; col: number; across: boolean; word: string }[]): Laid {
  const over = new Map<number, number>();
  for (const w of laid) for (let k = 0; k < w.word.length; k++) {
    const cell = (w.row + (w.across ? 0 : k)) * cols + w.col + (w.across ? k : 0);
    over.set(cell, (over.get(cell) ?? 0) + 1);
  }
  return { placed: laid.length, crossings: [...over.values()].filter((n) => n > 1).length, filled: over.size, area: rows * cols };
}

function ours(words: string[], i: number): Laid {
  const codes = words.map((w) => [...w].map((l) => l.charCodeAt(0) - 65));
  const layout = layOut(codes, new Rng(`layouts/${i}`), 21, 21, 24);
  if (!layout) return { placed: 0, crossings: 0, filled: 0, area: 0 };
  return figures(layout.rows, layout.cols, layout.laid.map((l) => ({ row: l.row, col: l.col, across: l.across, word: words[l.word]! })));
}

function peer(generate: (input: { answer: string; clue: string }[]) => { rows: number; cols: number; result: { answer: string; startx: number; starty: number; orientation: string }[] }): (words: string[]) => Laid {
  return (words) => {
    const layout = generate(words.map((answer) => ({ answer: answer.toLowerCase(), clue: '' })));
    // Its positions count from 1; a word it could not place has the orientation "none".
    const laid = layout.result.filter((r) => r.orientation !== 'none').map((r) => ({ row: r.starty - 1, col: r.startx - 1, across: r.orientation === 'across', word: r.answer }));
    return figures(layout.rows, layout.cols, laid);
  };
}

const lay = who === 'peer' ? peer(createRequire(import.meta.url)(path!).generateLayout) : ours;
// The peer logs as it lays out (each word and a score): the figures are the last line alone.
const write = process.stdout.write.bind(process.stdout);
console.log = () => undefined;
const laid = lists.map((words, i) => lay(words, i));
write(`\n${JSON.stringify(laid)}\n`);
