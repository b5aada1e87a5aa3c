// The repository's TypeScript modules (the API's, the contract's), imported from the plain-JavaScript scripts through
// tsx, in one module namespace so that each is loaded once.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scope = register({ namespace: 'abacus-scripts' });

/** importTs('api/src/config.ts'): the module, path from the repository root. */
export const importTs = (path) => scope.import(pathToFileURL(join(root, path)).href, import.meta.url);
