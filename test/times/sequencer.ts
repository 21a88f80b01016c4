/**
 * The order test files start in: longest first, across both projects, so the two cores stay
 * busy to the end (vitest's own order runs one project after the other, and its last files
 * left a core idle). A file's length is its time in this clone's last run, which vitest keeps
 * in its cache; in a fresh clone (CI), the time `npm run test:times` measured (durations.json,
 * by project: a matrix file's sample in npm test is a tenth of its rest in test:release).
 * A file neither knows starts first, as vitest starts unknown files. The end-to-end files wait
 * for the shared archive as the run starts, so the second file is one that does not.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds a file took, by project: a matrix file's sample (npm test) and its rest (test:release) differ tenfold. */
const measured = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<string, Record<string, number>>;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const length = (spec: TestSpecification): number => {
      const cached = this.ctx.cache.getTestSpecificationResult(spec)?.duration;
      if (cached !== undefined) return cached / 1000;
      return measured[spec.project.name]?.[relative(root, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    };
    const lengths = new Map(files.map((spec) => [spec, length(spec)]));
    const sorted = [...files].sort((a, b) => lengths.get(b)! - lengths.get(a)! || (a.moduleId < b.moduleId ? -1 : 1));
    // The end-to-end files wait for the shared archive, made as the run starts (test/global/archive.ts):
    // the second core starts on the longest file that does not, so it is not idle meanwhile.
    const waits = (spec: TestSpecification) => spec.project.config.setupFiles.some((file) => file.endsWith('test/global/archive-ready.ts'));
    const free = sorted.findIndex((spec) => !waits(spec));
    if (sorted.length > 2 && waits(sorted[0]!) && waits(sorted[1]!) && free > 1) sorted.splice(1, 0, ...sorted.splice(free, 1));
    return sorted;
  }
}
