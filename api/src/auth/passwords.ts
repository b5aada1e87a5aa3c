import { hash, verify } from '@node-rs/argon2';
import type { Argon2Params } from '../config.ts';

export function hashPassword(password: string, params: Argon2Params): Promise<string> {
  return hash(password, params);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: { params: Argon2Params; hash: Promise<string> } | null = null;

/** Spends the time of one verification when the user does not exist (no timing oracle). */
export async function verifyDummy(password: string, params: Argon2Params): Promise<void> {
  if (!dummyHash || dummyHash.params !== params) dummyHash = { params, hash: hashPassword('not-a-password', params) };
  await verifyPassword(await dummyHash.hash, password);
}
