/**
 * What every worker thread the program starts is given (`resourceLimits`, the Worker option:
 * no V8 flag is changed): a young generation of 12 MB. V8 sizes each isolate's young
 * generation by its heap, so a publish's several threads (the command's, its PDFs', its
 * cards') each grew one of tens of megabytes, collected late. Measured (docs/bench.md,
 * "Memory"): `site --url` of 400 puzzles peaked at 1.31–1.41 GB, 1.06–1.08 GB so; a 36-puzzle
 * build 340–356 MB, 241–253 MB; CPU the same within the machine's noise.
 */
export const THREAD_LIMITS = { maxYoungGenerationSizeMb: 12 };
