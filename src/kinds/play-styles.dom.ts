/*
 * The registry's browser half's styles, beside players.dom.ts: every kind's game styles (each
 * scoped to its own [data-kind]), in the kinds' folder order, for the puzzle page, imported
 * after game.css so they come after it. Were each fetched with its
 * player, the order Astro writes them in would follow the pages a build happens to draw first,
 * and a page would differ with the books around it. In a module of its own, as an eager glob's
 * imports go to the top of the module that holds it.
 */
import.meta.glob('./*/play.css', { eager: true });
