import type { Runnable } from './main.ts';
import { parseData, readText } from '../book/files.ts';
import { solveRequest } from '../kinds/request.ts';
import { io } from './io.ts';
import { flagInt } from './shared.ts';

interface Args {
  file: string;
  limit: number;
}

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('file', { type: 'string', default: '-', describe: 'JSON file, or - for stdin' })
      .option('limit', { type: 'number', default: 2, describe: 'stop after this many solutions' }),
  handler: ({ file, limit: rawLimit }) => {
    const limit = flagInt(rawLimit, 'limit', 1, 1000);
    const where = file === '-' ? 'stdin' : file;
    const data = parseData(readText(file, io.stdin), where, false);
    io.out(`${JSON.stringify(solveRequest(data, where, limit))}\n`);
  },
};
