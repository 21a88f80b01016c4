/** What a test of the library expects to fail, caught: the thrown value, or the rejection. */

/** What `work` throws, which it must. */
export function thrown<T = unknown>(work: () => unknown): T {
  try {
    work();
  } catch (error) {
    return error as T;
  }
  throw new Error('it did not throw');
}

/** The rejection of `promise`, which must reject. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('it did not reject');
}
