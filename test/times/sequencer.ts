/**
 * The order test files start in: longest first, across both projects, so the two cores stay
 * busy to the end (vitest's own order runs one project after the other, and its last files
 * left a core idle). A file's length is its time in this clone's last run, which vitest keeps
 * in its cache; in a fresh clone (CI), the time `npm run test:times` measured (durations.json).
 * A file neither knows starts first, as vitest starts unknown files.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const measured = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<string, number>;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const length = (spec: TestSpecification): number => {
      const cached = this.ctx.cache.getTestSpecificationResult(spec)?.duration;
      if (cached !== undefined) return cached / 1000;
      return measured[relative(root, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    };
    const lengths = new Map(files.map((spec) => [spec, length(spec)]));
    return [...files].sort((a, b) => lengths.get(b)! - lengths.get(a)! || (a.moduleId < b.moduleId ? -1 : 1));
  }
}
