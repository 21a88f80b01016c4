import type { Runnable } from './main.ts';
import { readSpec } from '../book/files.ts';
import { io } from './io.ts';
import { publish } from './publish.ts';
import { jobsFlag, jobsOption } from './shared.ts';

interface Args {
  spec: string;
  out: string;
  jobs: number;
}

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('spec', { type: 'string', demandOption: true, describe: 'book spec, YAML or JSON' })
      .option('out', { type: 'string', default: 'dist/books', describe: 'folder to write into' })
      .option('jobs', jobsOption),
  handler: async ({ spec: path, out, jobs }) => publish(readSpec(path, io.stdin), out, jobsFlag(jobs), path),
};
