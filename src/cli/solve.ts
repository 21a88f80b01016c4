import type { Runnable } from './main.ts';
import { parseData } from '../book/files.ts';
import { readText } from '../book/read.ts';
import { looksLikeJson, puzzleLines, solveRequest } from '../kinds/request.ts';
import { io } from './io.ts';
import { flagInt, lineKinds } from './shared.ts';

interface Args {
  file: string;
  limit: number;
}

/** What `file` may be; `kinds`: those with a one-line form, listed in help alone (`lineKinds`: its list is the one Intl object a run would make). */
const fileWords = (kinds: string) => `a JSON file (a record, {kind, puzzle}, or an array of them) or puzzles in the one-line form other programs write (${kinds}), one a line; - for stdin`;

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('file', { type: 'string', default: '-', describe: fileWords('…') })
      .option('limit', { type: 'number', default: 2, describe: 'stop after this many solutions' }),
  help: (y) => y.describe('file', fileWords(lineKinds())),
  handler: ({ file, limit: rawLimit }) => {
    const limit = flagInt(rawLimit, 'limit', 1, 1000);
    const where = file === '-' ? 'stdin' : file;
    const text = readText(file, io.stdin);
    const data = looksLikeJson(text) ? parseData(text, where, false) : puzzleLines(text, where);
    io.out(`${JSON.stringify(solveRequest(data, where, limit))}\n`);
  },
};
