/*
 * The measures a maze's drawing sets its doors' arrows by, in units (a corridor): one set for the
 * square maze (draw.ts) and the round one (round-draw.ts), so their arrows look alike.
 */

/** Room round the drawing where nothing is drawn but a wall's square end (half a wall, and slack), in units. */
export const PAD = 0.2;
/** How far an arrow stands off the wall line. */
export const STAND_OFF = 0.15;
/** An arrow's head: its half-width and its length, as shares of the arrow's length. */
export const HEAD_HALF = 0.3;
export const HEAD_LENGTH = 0.4;
