/**
 * Content files (questionnaires, forms, prices, instructions) do not change while a process runs,
 * so each is read once per content folder and the same promise answers every later call, including
 * the calls that come while the first read is still under way. A read that fails is forgotten, so
 * the next call tries again rather than answering from a broken copy (a file fixed in place is read
 * without a restart).
 */
export function contentCache<Args extends readonly string[], Value>(
  read: (...args: Args) => Promise<Value>,
): (...args: Args) => Promise<Value> {
  const kept = new Map<string, Promise<Value>>();
  return (...args) => {
    // A NUL cannot occur in a path, so two lists of arguments never share a key.
    const key = args.join('\0');
    let found = kept.get(key);
    if (found === undefined) {
      found = read(...args);
      kept.set(key, found);
      found.catch(() => {
        if (kept.get(key) === found) kept.delete(key);
      });
    }
    return found;
  };
}
