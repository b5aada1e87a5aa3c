import { INVALID_CHARACTERS, NULL_CHAR } from '@abacus/contract/messages';

const NUL = '\u0000';
/** Half of a UTF-16 pair without its other half: no character at all, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const problem = (text: string) =>
  text.includes(NUL) ? NULL_CHAR : LONE_SURROGATE.test(text) ? INVALID_CHARACTERS : null;

/**
 * The first text of a parsed JSON body (a value or a key, at any depth) that no column can take: a NUL character or a
 * lone surrogate. Answered as `{field: [message]}` with the body's top-level field, like a schema's own message, so
 * that every route refuses them before any SQL (PostgreSQL answered them with its own error before).
 */
export function unstorableText(body: unknown): Record<string, string[]> | null {
  const stack: { value: unknown; field: string | null }[] = [{ value: body, field: null }];
  while (stack.length) {
    const { value, field } = stack.pop()!;
    if (typeof value === 'string') {
      const message = problem(value);
      if (message) return { [field ?? 'non_field_errors']: [message] };
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, field });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const message = problem(key);
        if (message) return { [field ?? 'non_field_errors']: [message] };
        stack.push({ value: item, field: field ?? key });
      }
    }
  }
  return null;
}
