/**
 * Marks a promise as React's use() reads it (`status` and `value` or `reason`), so that once it has
 * settled — loaded ahead, say — use() returns at once instead of suspending for one render.
 */
export function readable<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}
