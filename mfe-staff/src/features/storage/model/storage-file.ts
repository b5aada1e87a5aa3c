// A material chosen for upload, checked here for comfort and on the server for truth (spec 002 section 5 "Other":
// "file add needs a chosen file"; the accepted types and the 50 MB limit are the contract's), and how files read on a
// tile: their size in the units a person reads, and the path of their authenticated download.
import { STORAGE_EXTENSIONS, STORAGE_FILE_MAX_BYTES, storageExtension } from '@abacus/contract/storage-schema';
import { FILE_TYPE_REFUSED, NO_FILE_CHOSEN, STORAGE_FILE_TOO_LARGE } from '@abacus/contract/messages';

/** The file input's `accept`: the contract's extensions. */
export const STORAGE_ACCEPT = STORAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The contract message for a file that cannot be sent, or null when it can. */
export function storageFileError(file: Pick<File, 'name' | 'size'> | null | undefined): string | null {
  if (!file || file.size === 0) return NO_FILE_CHOSEN;
  if (!storageExtension(file.name)) return FILE_TYPE_REFUSED;
  if (file.size > STORAGE_FILE_MAX_BYTES) return STORAGE_FILE_TOO_LARGE;
  return null;
}

export type SizeUnit = 'B' | 'KB' | 'MB' | 'GB';

/** 1536 → { amount: "1.5", unit: "KB" } (the amount in the locale's digits); bytes stay whole. */
export function fileSize(bytes: number, locale = 'en'): { amount: string; unit: SizeUnit } {
  const units: SizeUnit[] = ['B', 'KB', 'MB', 'GB'];
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < units.length - 1) {
    value /= 1024;
    index += 1;
  }
  const digits = index === 0 ? 0 : 1;
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return { amount: format.format(value), unit: units[index] as SizeUnit };
}

/** The file's `link` relative to the API client's base (`/api/v1/storage/files/3/download` → `storage/files/3/download`). */
export const downloadPath = (link: string) => link.replace(/^(?:https?:\/\/[^/]+)?\/*(?:api\/v1\/)?/, '');
