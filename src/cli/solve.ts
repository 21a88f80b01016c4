import type { Runnable } from './main.ts';
import { z } from 'zod';
import { parseData, readText } from '../book/files.ts';
import { describeIssues, UserError } from '../engine/errors.ts';
import { getKind, KIND_NAMES } from '../engine/registry.ts';
import { io } from './io.ts';
import { flagInt } from './shared.ts';

const itemShape = z.looseObject({
  kind: z.enum(KIND_NAMES),
  puzzle: z.record(z.string(), z.unknown(), { error: 'must be an object: the puzzle to solve' }),
});

interface Args {
  file: string;
  limit: number;
}

/** Validates one `{kind, puzzle}` (or a whole record) and solves it; refuses bad input with a UserError naming its path. */
export function solveItem(item: unknown, where: string, path: PropertyKey[], limit: number) {
  const head = itemShape.safeParse(item);
  if (!head.success) throw new UserError(describeIssues(where, head.error, path));
  const kind = getKind(head.data.kind);
  const puzzle = kind.puzzle.safeParse(head.data.puzzle);
  if (!puzzle.success) throw new UserError(describeIssues(where, puzzle.error, [...path, 'puzzle']));
  const { solutions, complete, details } = kind.solve(puzzle.data, limit);
  return { count: solutions.length, complete, solutions, ...details };
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
    const result = Array.isArray(data)
      ? data.map((item, i) => solveItem(item, where, [i], limit))
      : solveItem(data, where, [], limit);
    io.out(`${JSON.stringify(result)}\n`);
  },
};
