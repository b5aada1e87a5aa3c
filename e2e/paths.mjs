import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// E2E_PORT and E2E_TMP let two runs (say, two engineers' worktrees) run side by side.
export const TMP = resolve(ROOT, process.env.E2E_TMP || 'e2e/.tmp');
export const SITE = join(TMP, 'site');
export const DB = join(TMP, 'db');
export const PORT = Number(process.env.E2E_PORT || 8181);
export const BASE_URL = `http://localhost:${PORT}`;
