// What the archive's pages use of Vite, which Astro builds them with: the site's server code
// (src/site/lib, the pages' endpoints) is type-checked with the Node code, and these are the
// two things it reads from Vite. (The browser code's are in src/play/vite.d.ts.)

interface ImportMeta {
  /** Modules matching a pattern, each imported with the module (Vite's import.meta.glob with `eager`). */
  glob<M>(pattern: string | string[], options: { eager: true; import?: string; query?: '?url' }): Record<string, M>;
  /** The base the archive is published under (`--base`), as Astro gives it to Vite. */
  readonly env: { readonly BASE_URL: string };
}
