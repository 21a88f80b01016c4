// Dependency-free, so the archive's in-browser game scores guesses with the solver's own rule.

/** How many places of `guess` hold the digit `secret` has there. */
export function score(guess: string, secret: string): number {
  let n = 0;
  for (let i = 0; i < guess.length; i++) if (guess[i] === secret[i]) n++;
  return n;
}
