/**
 * Ctrl-C, a hang-up or a kill while a command runs: what must be undone first (a half-built
 * site), then exit with the shell's status for the signal. Work done without yielding — the
 * file swap of `writeAll` — is never cut in half, because a handled signal only runs when
 * the event loop does: it lands before the swap or after it.
 */
const cleanups: (() => void)[] = [];

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;

let installed = false;

/** Installs the handlers for this process (the command line does, once; tests running commands in their own process do not). */
export function handleInterrupts(): void {
  if (installed) return;
  installed = true;
  for (const [signal, number] of Object.entries(SIGNALS)) {
    process.on(signal, () => {
      for (const clean of cleanups.splice(0).reverse()) {
        try {
          clean();
        } catch {
          // The next clean-up still runs; exiting matters more than one folder left behind.
        }
      }
      process.exit(128 + number);
    });
  }
}

/** Runs `clean` if the process is interrupted before the returned function is called. */
export function onInterrupt(clean: () => void): () => void {
  cleanups.push(clean);
  return () => {
    const i = cleanups.indexOf(clean);
    if (i >= 0) cleanups.splice(i, 1);
  };
}
