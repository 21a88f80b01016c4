/**
 * A puzzle of Tatham's Solo (`sgt-solo --generate N 3x3d<level>` prints `3x3:desc`) in the
 * one-line form (81 characters, `.` for an empty cell), read from its game description as Solo
 * writes it: the cells row by row, a letter a run of empty cells (`a` one … `z` 26; a longer run
 * is several letters), a number a given, and `_` between two givens that would otherwise run
 * together. Bench only (timing Solo beside us, grading its puzzles with our ladder), and the
 * script that keeps its puzzles as a test fixture (bench/sudoku-peers.ts).
 */
export function soloLine(id: string): string {
  const [params, desc] = id.trim().split(':') as [string, string | undefined];
  // Only the plain 9×9 (3×3 boxes): a jigsaw's or killer's description goes on past a comma, an X's params end in x.
  if (params !== '3x3' || desc === undefined || desc.includes(',')) throw new Error(`solo: not a plain 9×9 game ID: ${id.trim().slice(0, 100)}`);
  let out = '';
  for (const [token] of desc.matchAll(/[a-z]|[0-9]+|_|./g)) {
    if (token === '_') continue;
    if (/^[a-z]$/.test(token)) out += '.'.repeat(token.charCodeAt(0) - 96);
    else if (/^[1-9]$/.test(token)) out += token;
    else throw new Error(`solo: "${token}" in ${id.trim()} is neither a run of empty cells nor a digit 1–9`);
  }
  if (out.length !== 81) throw new Error(`solo: ${id.trim()} describes ${out.length} cells, not 81`);
  return out;
}
