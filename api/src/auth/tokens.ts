import { hash, randomBytes } from 'node:crypto';

/** A new random token (40 hex characters, like Django REST's). */
export function generateToken(bytes = 20): string {
  return randomBytes(bytes).toString('hex');
}

/** Hex sha256 of `token` (one-shot `hash`: a third of createHash's cost, on every authenticated request). */
export function sha256(token: string): string {
  return hash('sha256', token, 'hex');
}

export const TOKEN_RE = /^[0-9a-f]{40}$/;
