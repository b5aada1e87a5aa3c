// The documents of a staff profile (spec 002 sections 2 "Profile screen", 3 "Document", 7: GET billing/files?user=,
// POST billing/files?user= (multipart field "file"), DELETE billing/files/{id}; the download is authenticated).
import { z } from 'zod';
import { idParam } from './ids-schema.ts';

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENTS_PER_USER_MAX = 50;
/** What a school keeps: scans, contracts, tables and texts. Anything else (html, svg, executables) is refused. */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'odt',
  'ods',
  'txt',
  'csv',
] as const;

export const documentsQuery = z.object({
  user: idParam().describe('whose documents (yourself or a user of your subtree)'),
});

export const documentRow = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int().describe('bytes'),
  created: z.string(),
  uploaded_by: z.string().describe("the uploader's name, '' when unknown"),
});
export type DocumentRow = z.infer<typeof documentRow>;

/** The extension of a file name, lowercased, if it is one we accept. */
export function acceptedExtension(name: string): (typeof DOCUMENT_EXTENSIONS)[number] | null {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
  return DOCUMENT_EXTENSIONS.find((known) => known === ext) ?? null;
}
