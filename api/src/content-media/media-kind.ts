// What an upload for a lesson or a page really is, from its first bytes (never its name or declared type):
// a PNG or JPEG picture, or an MP4 or WebM video. Anything else (SVG, HTML, GIF...) is refused.
import { detectImageType } from '../media/image-type.ts';

export type MediaKind =
  | { kind: 'image'; ext: 'png' | 'jpg'; mime: 'image/png' | 'image/jpeg' }
  | { kind: 'video'; ext: 'mp4' | 'webm'; mime: 'video/mp4' | 'video/webm' };

const EBML = [0x1a, 0x45, 0xdf, 0xa3];

export function detectMediaKind(head: Uint8Array): MediaKind | null {
  const image = detectImageType(head);
  if (image) return { kind: 'image', ...image };
  if (head.length >= 12 && String.fromCharCode(head[4], head[5], head[6], head[7]) === 'ftyp') {
    return { kind: 'video', ext: 'mp4', mime: 'video/mp4' };
  }
  if (head.length >= 4 && EBML.every((b, i) => head[i] === b))
    return { kind: 'video', ext: 'webm', mime: 'video/webm' };
  return null;
}

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** A stored content file's name: 32 hex characters and its extension. */
export const CONTENT_NAME = /^[0-9a-f]{32}\.(png|jpg|mp4|webm)$/;
