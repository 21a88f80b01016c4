// Plain JavaScript (with types beside it) so the CLI entry can run it on any Node.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);

/** puzzlebook runs its TypeScript directly, which needs Node 22.18 or later (Node 24 comes with it). */
export function assertNodeVersion() {
  if (major > 22 || (major === 22 && minor >= 18)) return;
  process.stderr.write(
    `puzzlebook needs Node 22.18 or later; this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm start, npm test, npx puzzlebook), which uses the Node 24 that npm install puts in node_modules.\n',
  );
  process.exit(1);
}
