// The one rule for blob keys, shared by every blob store: lower-case letters, digits and `/._-`, starting with a letter
// or digit, no `..`, at most 128 characters. Keys are made by the server (random names), so anything else is a bug.
const SAFE_KEY = /^[a-z0-9][a-z0-9/._-]{0,127}$/;

export function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe blob key: ${key}`);
}
