import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SITE = join(ROOT, 'e2e/.tmp/site');
export const DB = join(ROOT, 'e2e/.tmp/db');
export const PORT = Number(process.env.E2E_PORT || 8181);
export const BASE_URL = `http://localhost:${PORT}`;
