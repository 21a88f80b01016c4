// Plain JavaScript (with types beside it) so the CLI entry can run it on any Node.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const atLeast = ([wantMajor, wantMinor]) => major > wantMajor || (major === wantMajor && minor >= wantMinor);

/**
 * Exits with one line where this Node is too old. The installed package runs its built
 * JavaScript, which needs what Astro needs (22.12); a clone runs its TypeScript directly,
 * which needs 22.18, and its npm scripts and npx use the Node 24 that npm install put in
 * node_modules, so only a clone's plain `node` can be too old there.
 */
export function assertNodeVersion(installed = false) {
  const [wantMajor, wantMinor] = installed ? [22, 12] : [22, 18];
  if (atLeast([wantMajor, wantMinor])) return;
  const how = installed
    ? 'Install Node 22 or 24 (https://nodejs.org, or a version manager such as nvm) and run it again.'
    : 'In this clone, run it through npm (npm start, npm test, npx puzzlebook), which uses the Node 24 that npm install put in node_modules.';
  process.stderr.write(`puzzlebook needs Node ${wantMajor}.${wantMinor} or later; this is Node ${process.versions.node}. ${how}\n`);
  process.exit(1);
}
