import type { TFunction } from 'i18next';
import * as messages from '@abacus/contract/messages';
import { translateServerMessage } from '../messages/server-message';
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

  it('reads "Error has occurred" for anything unknown or missing', () => {
    expect(translateServerMessage('Some server trace', t)).toBe('Error has occurred');
    expect(translateServerMessage(undefined, t)).toBe('Error has occurred');
  });
});
