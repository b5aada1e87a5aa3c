// The client's check of a chosen file before it is sent (the server checks again): spec 002 section 5 "Other":
// "file add needs a chosen file"; the accepted types and the 10 MB limit are the contract's.
import { acceptedExtension, DOCUMENT_MAX_BYTES } from '@abacus/contract/documents-schema';
import { FILE_TOO_LARGE, FILE_TYPE_REFUSED, NO_FILE_CHOSEN } from '@abacus/contract/messages';

export function documentFileError(file: Pick<File, 'name' | 'size'> | null | undefined): string | null {
  if (!file || file.size === 0) return NO_FILE_CHOSEN;
  if (!acceptedExtension(file.name)) return FILE_TYPE_REFUSED;
  if (file.size > DOCUMENT_MAX_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** 1536 -> "1.5 KB"; bytes in the units a person reads. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
