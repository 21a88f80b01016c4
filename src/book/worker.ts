import { makeTasks } from './tasks.ts';

/* The entry point of Node's worker threads (parallel.ts): each batch of tasks made as a single-threaded build would (tasks.ts). */
export default makeTasks;
