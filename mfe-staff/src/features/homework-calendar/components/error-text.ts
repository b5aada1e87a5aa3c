// A failed homework call as text in the viewer's language: the homework messages are this feature's texts, the rest
// the admin kit's ("Error has occurred" for anything unknown).
import type { TFunction } from 'i18next';
import { translateServerMessage } from '@abacus/admin-kit';
import { errorBody } from '@abacus/shared';
import { firstMessage, homeworkMessageKey } from '../model/homework-messages';

/** A message of the contract, translated. */
export function messageText(message: string | undefined, t: TFunction): string {
  const key = homeworkMessageKey(message);
  return key ? t(`homeworkCalendar.messages.${key}`) : translateServerMessage(message, t);
}

/** The first message of a failed call, translated. */
export const homeworkErrorText = (error: unknown, t: TFunction) => messageText(firstMessage(errorBody(error)), t);
