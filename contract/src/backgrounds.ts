// The backgrounds of the landing page and the games area (issue 11; spec 000 section 6 "background tester", spec 002
// section 5 "background image only jpeg or png"): the areas, the upload rules and their messages. Plain TypeScript, no
// zod, apart from settings.ts: the landing page's first load carries the footer's settings, never these rules (they
// are the tester's, which only the super franchise loads).

export const BACKGROUND_AREAS = ['landing', 'games'] as const;
export type BackgroundArea = (typeof BACKGROUND_AREAS)[number];

/** A background upload: JPEG or PNG (by content on the server), at most 5 MB. */
export const BACKGROUND_MAX_BYTES = 5 * 1024 * 1024;
export const BACKGROUND_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** Also in messages.ts (re-exported there), with the other messages the screens translate. */
export const IMAGE_TYPE_REFUSED = 'Upload a valid image. Only JPEG and PNG files are accepted.';
export const IMAGE_TOO_LARGE = 'The file is larger than 5 MB.';

/** Why a chosen file cannot be a background, before it is sent (the server checks the bytes again); null: fine. */
export function backgroundFileProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!BACKGROUND_MIME_TYPES.includes(file.type)) return 'type';
  if (file.size > BACKGROUND_MAX_BYTES) return 'size';
  return null;
}
