// The materials storage (spec 002 "Storage screen", sections 3 "Storage", 7 "Storage"): folders and files of the
// staff. GET storage/folders/?folder={id}, GET storage/files/?folder={id} (no folder: the top level),
// POST storage/folders/ {name, parent}, POST storage/files/?folder={id} (multipart field "file"),
// DELETE storage/folders/{id}/ and storage/files/{id}/, GET storage/files/{id}/download (the link; an attachment),
// GET storage/folders/{id}/ (one folder and its path).
import { z } from 'zod';
import { idParam } from './ids-schema.ts';
import { FIELD_REQUIRED, INVALID_NAME } from './messages.ts';

/** Spec 002 section 9: "Storage name display: shortened above 34 characters". */
export const STORAGE_NAME_DISPLAY_MAX = 34;
export const STORAGE_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const STORAGE_NAME_MAX = 255;
/** Teaching materials: documents, tables, slides, pictures, sound and video. Never html, svg or programs. */
export const STORAGE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'txt',
  'csv',
  'rtf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'mp3',
  'wav',
  'ogg',
  'mp4',
  'webm',
  'zip',
] as const;

/** The extension of a file name, lowercased, if materials accept it. */
export function storageExtension(name: string): (typeof STORAGE_EXTENSIONS)[number] | null {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
  return STORAGE_EXTENSIONS.find((known) => known === ext) ?? null;
}

/** A name as a tile shows it: at most 34 characters, the end kept when it is a file's extension. */
export function shortStorageName(name: string): string {
  if (name.length <= STORAGE_NAME_DISPLAY_MAX) return name;
  const ext = /\.[a-z0-9]{1,5}$/i.exec(name)?.[0] ?? '';
  return `${name.slice(0, STORAGE_NAME_DISPLAY_MAX - 1 - ext.length)}…${ext}`;
}

export const storageFolderQuery = z.object({
  folder: idParam().optional().describe('the folder to list; none: the top level'),
});

export const storageFolder = z.object({
  id: z.number().int(),
  name: z.string(),
  parent: z.number().int().nullable(),
  owner: z.string().describe("the owner's name"),
  can_delete: z.boolean().describe('the viewer may delete it and everything in it'),
});
export type StorageFolder = z.infer<typeof storageFolder>;

export const storageFile = z.object({
  id: z.number().int(),
  name: z.string(),
  folder: z.number().int().nullable(),
  size: z.number().int().describe('bytes'),
  link: z.string().describe('the authenticated download path (api/v1/...)'),
  owner: z.string().describe("the owner's name"),
  created: z.string(),
  can_delete: z.boolean(),
});
export type StorageFile = z.infer<typeof storageFile>;

/** GET storage/folders/{id}/: one folder with the folders above it, top first (the back tile and the path line). */
export const storageFolderDetail = storageFolder.extend({
  path: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('from the top level down to it'),
});
export type StorageFolderDetail = z.infer<typeof storageFolderDetail>;

/** POST storage/folders/: "folder create needs a non-empty name" (spec 002 section 5 "Other"). */
export const createFolderBody = z.object({
  name: z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(STORAGE_NAME_MAX, `Ensure this field has no more than ${STORAGE_NAME_MAX} characters.`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a name are refused on purpose
    .refine((name) => !/[/\\\u0000-\u001f]/.test(name) && name !== '.' && name !== '..', {
      message: INVALID_NAME,
    }),
  parent: z.number().int().positive().nullable().optional().describe('the folder it goes into; none: the top level'),
});
export type CreateFolderInput = z.infer<typeof createFolderBody>;
