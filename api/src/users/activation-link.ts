import { PG_INT_MAX } from '@abacus/contract/ids-schema';

/** `${publicUrl}/activate/<base64url(user id)>/<token>` */
export function activationLink(publicUrl: string, userId: number, token: string): string {
  return `${publicUrl}/activate/${encodeUserId(userId)}/${token}`;
}

export function encodeUserId(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64url');
}

/** Inverse of encodeUserId; null for anything that is not a positive int32. */
export function decodeUserId(param: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(param)) return null;
  const text = Buffer.from(param, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= PG_INT_MAX ? id : null;
}
