// Every kind, as the jobs sent here may be of any: the making code reads kinds where the registry puts them (kinds/known.ts).
import '../kinds/registry.ts';
import { makeTasks } from './tasks.ts';

/* The entry point of Node's worker threads (parallel.ts): each batch of tasks made as a single-threaded build would (tasks.ts). */
export default makeTasks;
