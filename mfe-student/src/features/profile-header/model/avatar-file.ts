/** Only JPEG and PNG are uploaded; anything else is ignored silently (spec 000 section 5). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

export const isAcceptedAvatar = (file: Pick<File, 'type'> | null | undefined): file is File =>
  !!file && (AVATAR_TYPES as readonly string[]).includes(file.type);

/** What the avatar shows without a photo: the first letters of first and last name. */
export function initials(firstName: string | undefined, lastName: string | undefined): string {
  const letter = (name: string | undefined) => (name?.trim() ? [...name.trim()][0].toLocaleUpperCase() : '');
  return letter(firstName) + letter(lastName) || '?';
}
