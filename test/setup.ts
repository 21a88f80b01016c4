import { afterAll } from 'vitest';
import { assertNodeVersion } from '../src/node-version.js';
import { removeTempDirs } from './temp.ts';

// Where npm skipped the `node` package's install script, npm test would quietly run the
// system Node 20 and fail in confusing ways; say so plainly instead.
assertNodeVersion();

// A run leaves nothing in the temporary folder but the screenshots and pages tests say they wrote.
afterAll(removeTempDirs);
