import { config } from 'zod/mini';
import { said } from './errors.ts';

/*
 * zod's settings, made before any schema is: every module that builds one imports this module
 * (test/structure.test.ts holds them to it), beside zod's mini build itself as
 * `import * as z from 'zod/mini'`. (A bundle takes mini's functions one by one; zod's classic
 * API brings all of itself, its JSON Schema and its 40 locales, most of what a browser fetched
 * of the engine, and so does a namespace handed on from another module.)
 * - jitless: zod may compile a schema with `new Function`, which a strict Content-Security-Policy
 *   refuses (and reports, even when only probed); zod reads this as a schema is made. Mini's
 *   objects have no compiled path, so it costs nothing (docs/library.md, "What it costs").
 * - localeError: mini carries no words, so every issue whose schema gives no message of its
 *   own is worded as the project words a problem (`said`, errors.ts).
 */
config({ jitless: true, localeError: said });
