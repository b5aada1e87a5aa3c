import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, interfaceLanguage, type Language } from '@abacus/contract/languages';

/**
 * The interface language of a request: the first of Accept-Language's tags (the shell sends the language the page is
 * in) that is one of the 12, by its primary subtag; `uk` counts as `ua`. English otherwise.
 */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  const header = req.headers['accept-language'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of value.split(',').slice(0, 20)) {
    const tag = part.split(';')[0].trim().toLowerCase().split('-')[0];
    const lang = interfaceLanguage(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** A stored `default_language` (a data or interface code) as an interface language. */
export const storedLanguage = (code: string | null | undefined): Language =>
  (code && interfaceLanguage(code)) || DEFAULT_LANGUAGE;
