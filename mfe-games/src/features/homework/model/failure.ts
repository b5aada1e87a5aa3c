// Which text explains a failed homework call: the contract's messages and the status, else "try again".
import { NOT_A_MATIFIC_GAME, NOT_YOUR_HOMEWORK, READ_ONLY_HOMEWORK } from '@abacus/contract/homework';
import { errorMessage, statusOf } from '@abacus/shared';

export type FailureKey = 'readOnly' | 'notYours' | 'notMatific' | 'notFound' | 'failed';

export function failureKey(error: unknown): FailureKey {
  const message = errorMessage(error)?.replace(/\.$/, '');
  if (message === READ_ONLY_HOMEWORK.replace(/\.$/, '')) return 'readOnly';
  if (message === NOT_YOUR_HOMEWORK.replace(/\.$/, '')) return 'notYours';
  if (message === NOT_A_MATIFIC_GAME.replace(/\.$/, '')) return 'notMatific';
  if (statusOf(error) === 404) return 'notFound';
  return 'failed';
}
