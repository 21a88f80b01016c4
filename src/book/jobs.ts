import { availableParallelism } from 'node:os';

/** Threads by default: one per core. Apart from parallel.ts, so a command's flags name it without loading the thread pool. */
export const defaultJobs = () => availableParallelism();
