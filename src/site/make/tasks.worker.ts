// Every kind, as a book may hold any: the making code reads kinds where the registry puts them (kinds/known.ts).
import '../../kinds/registry.ts';
import { type Outcome, makeTasks, type Task } from '../../book/tasks.ts';
import { setLanguage } from '../../engine/language.ts';
import { loadBookWords } from './book-words.ts';

/*
 * One of the maker's puzzle workers (pool.ts): makes each batch of puzzles it is sent, as a
 * thread of `build --jobs N` makes its own (book/tasks.ts), in the book's language.
 */

export interface Batch {
  tasks: readonly Task[];
}

export type Answer = { outcomes: Outcome[] } | { error: string };

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<Batch>) => void) | null;
  postMessage(message: Answer): void;
};

scope.onmessage = ({ data: { tasks } }) => {
  const lang = tasks[0]?.job.language ?? 'en';
  loadBookWords(lang)
    .then(() => {
      setLanguage(lang);
      scope.postMessage({ outcomes: makeTasks(tasks) });
    })
    .catch((error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }));
};
