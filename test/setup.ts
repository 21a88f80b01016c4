import { afterAll } from 'vitest';
import { assertNodeVersion } from '../src/node-version.js';
import { removeTempDirs } from './temp.ts';
// Every kind, as every program but a one-kind entry loads them (src/kinds/known.ts): a test file
// that makes puzzles through src/book without importing the registry would pass or fail by
// which file its worker ran first.
import '../src/kinds/registry.ts';

// Where npm skipped the `node` package's install script, npm test would quietly run the
// system Node 20 and fail in confusing ways; say so plainly instead.
assertNodeVersion();

// A run leaves nothing in the temporary folder but the screenshots and pages tests say they wrote.
afterAll(removeTempDirs);
