import { config } from 'zod/mini';
import { said } from './errors.ts';

/*
 * zod's settings, made before any schema is: every module that builds one imports this module
 * (test/structure.test.ts holds them to it), and zod's mini build itself, as
 * `import * as z from 'zod/mini'` (a bundle then takes its functions one by one; the classic
 * API brings all of itself, its JSON Schema and its 40 locales, most of what a browser
 * fetched of the engine, and so does a namespace passed on from another module).
 * - jitless: zod compiles each object schema with `new Function` when it may, which a strict
 *   Content-Security-Policy refuses (and reports, even probed); it reads the setting as a schema
 *   is made, not as it parses. The engine is no slower without it (docs/library.md).
 * - localeError: the mini build has no words, so every issue whose schema gives no message is
 *   worded as the project words a problem (`said`).
 */
config({ jitless: true, localeError: said });
