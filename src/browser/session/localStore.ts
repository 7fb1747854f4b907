// A JSON value under one localStorage key. Storage can be missing, blocked or full: reads then
// answer nothing and writes are dropped, so a sign-in still works for the page it was made on.

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value, if there is one that `isValid` accepts. */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(browserStorage()?.getItem(key) ?? 'null');
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Null removes the entry. */
export function writeJson(key: string, value: unknown): void {
  try {
    if (value === null) browserStorage()?.removeItem(key);
    else browserStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Over quota or blocked.
  }
}
