import type { PuzzlePool } from '../../book/pooled.ts';
import type { Outcome, Task } from '../../book/tasks.ts';
import { type Answer, TASKS_WORKER } from './protocol.ts';

/*
 * The maker's threads: Web Workers, each the maker's own script as a puzzle worker (tasks.ts),
 * that make puzzles while the maker waits, as Node's worker threads do for `build`
 * (book/pooled.ts decides when a book is worth them). Each batch goes to the next idle worker;
 * the maker ending (Cancel) ends them with it.
 */

interface Waiting {
  tasks: readonly Task[];
  resolve: (outcomes: Outcome[]) => void;
  reject: (error: Error) => void;
}

/**
 * `size` puzzle workers, started at once from `script`, the maker's own: one script for both
 * parts, where a script of their own was the engine bundled, downloaded and kept offline twice.
 */
export function webWorkerPool(size: number, script: string): PuzzlePool {
  const workers = Array.from({ length: size }, () => new Worker(script, { type: 'module', name: TASKS_WORKER }));
  const idle = [...workers];
  const queue: Waiting[] = [];
  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.shift()!;
      const { tasks, resolve, reject } = queue.shift()!;
      worker.onmessage = ({ data }: MessageEvent<Answer>) => {
        idle.push(worker);
        if ('error' in data) reject(new Error(data.error));
        else resolve(data.outcomes);
        dispatch();
      };
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || 'a puzzle worker could not start'));
      };
      worker.postMessage({ tasks });
    }
  };
  return {
    run: (tasks) =>
      new Promise<Outcome[]>((resolve, reject) => {
        queue.push({ tasks, resolve, reject });
        dispatch();
      }),
    destroy: async () => {
      for (const worker of workers) worker.terminate();
    },
  };
}
