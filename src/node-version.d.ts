/** Exits with one line where Node is too old: for the installed package (`installed`), or for a clone running its TypeScript. */
export declare function assertNodeVersion(installed?: boolean): void;
