/**
 * The transaction of an in-memory repository (unit tests' stand-in for a store): `snapshot` copies the state
 * before the outermost transaction's body runs, and `restore` puts that copy back when the body throws, as a
 * rolled-back transaction does. A nested transaction runs in its outer one.
 */
export function memoryTransaction<S>(snapshot: () => S, restore: (saved: S) => void) {
  let depth = 0;
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    const saved = depth === 0 ? snapshot() : undefined;
    depth += 1;
    try {
      return await fn();
    } catch (error) {
      if (depth === 1) restore(saved as S);
      throw error;
    } finally {
      depth -= 1;
    }
  };
}
