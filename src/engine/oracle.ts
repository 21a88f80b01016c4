/**
 * A kind's test oracle (`oracle.ts` in its folder, exporting `oracle`): a deliberately naive
 * solver written from the rules alone, sharing no code with the kind's solver, its checks or
 * its player, for puzzles small enough to try everything. The tests hold every solver to it
 * (the contract test for every registered kind). Solutions come in the kind's own format, at
 * most `cap` of them; each kind documents what it tries.
 */
export type Oracle<Puzzle, Solution> = (puzzle: Puzzle, cap?: number) => Solution[];
