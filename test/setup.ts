import { assertNodeVersion } from '../src/node-version.js';

// Where npm skipped the `node` package's install script, npm test would quietly run the
// system Node 20 and fail in confusing ways; say so plainly instead.
assertNodeVersion();
