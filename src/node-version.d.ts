/** Exits with a clear message where Node is too old to run puzzlebook's TypeScript. */
export declare function assertNodeVersion(): void;
