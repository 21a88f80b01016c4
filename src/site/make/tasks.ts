// Every kind, as a book may hold any: the making code reads kinds where the registry puts them (kinds/known.ts).
import '../../kinds/registry.ts';
import { makeTasks } from '../../book/tasks.ts';
import { setLanguage } from '../../engine/language.ts';
import { loadBookWords, loadDictionary, loadForms, needsDictionary, needsForms } from './book-words.ts';
import type { Answer, Batch } from './protocol.ts';

/*
 * What the maker's puzzle workers (pool.ts) do: make each batch of puzzles they are sent, as a
 * thread of `build --jobs N` makes its own (book/tasks.ts), in the book's language. A puzzle
 * worker runs the maker's own script (worker.ts) under the name TASKS_WORKER, which loads this.
 */

/** A batch's puzzles made, or what stopped them. */
export async function answer({ tasks }: Batch): Promise<Answer> {
  const lang = tasks[0]?.job.language ?? 'en';
  try {
    await loadBookWords(lang);
    if (needsDictionary(tasks.map((t) => t.job))) await loadDictionary(lang);
    if (needsForms(tasks.map((t) => t.job))) await loadForms(lang);
    setLanguage(lang);
    return { outcomes: makeTasks(tasks) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
