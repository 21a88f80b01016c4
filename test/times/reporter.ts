/**
 * A vitest reporter that writes how long each test file held a worker (its wall time from start
 * to end, hooks and imports included) and the run's own wall time, as JSON to the file named by
 * PUZZLEBOOK_TIMES. `npm run test:times` (test/times/measure.ts) reads it; nothing else does.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  file: string;
  project: string;
  /** Seconds from the file's start to its end, on the run's clock. */
  start: number;
  end: number;
  tests: number;
}
export interface RunTimes {
  /** Seconds from the run's start to its last file's end. */
  wall: number;
  files: FileTime[];
}

export default class TimesReporter implements Reporter {
  private readonly t0 = performance.now();
  private readonly started = new Map<string, number>();
  private readonly files: FileTime[] = [];

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.id, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const start = this.started.get(module.id) ?? this.t0;
    this.files.push({
      file: relative(process.cwd(), module.moduleId),
      project: module.project.name,
      start: (start - this.t0) / 1000,
      end: (performance.now() - this.t0) / 1000,
      tests: [...module.children.allTests()].length,
    });
  }

  onTestRunEnd(): void {
    const out = process.env.PUZZLEBOOK_TIMES;
    if (!out) return;
    const times: RunTimes = { wall: (performance.now() - this.t0) / 1000, files: this.files.sort((a, b) => a.start - b.start) };
    writeFileSync(out, `${JSON.stringify(times, null, 1)}\n`);
  }
}
