import { createHash, randomBytes } from 'node:crypto';

/** A new random token (40 hex characters, like Django REST's). */
export function generateToken(bytes = 20): string {
  return randomBytes(bytes).toString('hex');
}

export function sha256(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const TOKEN_RE = /^[0-9a-f]{40}$/;
