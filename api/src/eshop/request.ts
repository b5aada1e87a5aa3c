import { z } from 'zod';
import { userQuery } from '../http/id-param.ts';

/** Languages of the data (the interface's `ua` is stored as `uk`). */
export const DATA_LANGUAGES = ['en', 'ru', 'uk', 'pl', 'he', 'az', 'hy', 'ro', 'fr', 'es', 'cs', 'de'] as const;
export type DataLanguage = (typeof DATA_LANGUAGES)[number];

const langField = z
  .enum([...DATA_LANGUAGES, 'ua'])
  .optional()
  .transform((v): DataLanguage => (v === 'ua' ? 'uk' : (v ?? 'en')))
  .describe('interface language (ua and uk both mean Ukrainian); default en');

export const langQuery = z.object({ lang: langField });

/** ?lang=&user=: whose items (default: the signed-in user). */
export const listQuery = langQuery.extend(userQuery.shape);

export const NO_PERMISSION = 'You do not have permission to perform this action.';
export const NOT_ENOUGH = 'not enough indigo dollars';
export const ALREADY_PURCHASED = 'Item already purchased.';
export const NOT_AVAILABLE = 'Item is not available.';
