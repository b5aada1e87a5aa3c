import type { TFunction } from 'i18next';
import * as messages from '@abacus/contract/messages';
import { z } from 'zod';
import { djangoMessage } from '@abacus/contract/zod-messages-schema';
import { isKnownMessage, translateServerMessage } from '../messages/server-message';
import en from '../locales/en.json';

const t = ((key: string) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof value !== 'string') throw new Error(`missing ${key}`);
  return value;
}) as unknown as TFunction;

describe("server messages in the viewer's language (spec 002 section 8)", () => {
  it('translates a known message and has an English text for it', () => {
    expect(translateServerMessage(messages.ALREADY_BLOCKED, t)).toBe('This user is already blocked.');
    expect(translateServerMessage(messages.FIELD_REQUIRED, t)).toBe('Field required');
  });

  it('reads a limit with its figure (a tester saw only "Error has occurred" for a 201-character group name)', () => {
    const tr = ((key: string, options: Record<string, string>) =>
      t(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => options[name])) as unknown as TFunction;
    expect(translateServerMessage('Ensure this field has no more than 200 characters.', tr)).toBe(
      'At most 200 characters.',
    );
    expect(translateServerMessage('Ensure this field has no more than 100 elements.', tr)).toBe('At most 100 items.');
    expect(translateServerMessage('Ensure this value is less than or equal to 10.', tr)).toBe('At most 10.');
    expect(translateServerMessage('Ensure this value is greater than or equal to 0.1.', tr)).toBe('At least 0.1.');
    expect(translateServerMessage('Ensure this value is between 2 and 25.', tr)).toBe('From 2 to 25.');
    // An exact message of the contract keeps its own text.
    expect(translateServerMessage(messages.HOLIDAY_DAYS_RANGE, tr)).toBe(t(`messages.holidayDays`));
  });

  it('reads "Error has occurred" for anything unknown or missing', () => {
    expect(translateServerMessage('Some server trace', t)).toBe('Error has occurred');
    expect(translateServerMessage(undefined, t)).toBe('Error has occurred');
  });

  it("knows zod's checks as the contract words them (zod-messages-schema), for the forms' own checks and the API's", () => {
    const messageOf = (schema: z.ZodType, input: unknown) =>
      schema.safeParse(input, { error: djangoMessage }).error?.issues[0]?.message ?? '';
    const cases: [z.ZodType, unknown][] = [
      [z.object({ name: z.string() }), {}],
      [z.string().min(1), ''],
      [z.string().max(200), 'x'.repeat(201)],
      [z.array(z.number()).max(50), Array(51).fill(1)],
      [z.number().int().min(1).max(10_000), 0],
      [z.number().int().min(1).max(10_000), 10_001],
      [z.number(), 'x'],
      [z.enum(['a', 'b']), 'c'],
      [z.email(), 'x'],
    ];
    for (const [schema, input] of cases)
      expect([messageOf(schema, input), isKnownMessage(messageOf(schema, input))]).toEqual([
        messageOf(schema, input),
        true,
      ]);
  });
});
