// The background tester's rules, apart from React: which file may be tried, and what a refusal says.
import { backgroundFileProblem, IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED } from '@abacus/contract/backgrounds';
import { fieldErrors } from '@abacus/shared';

/** What is wrong: a text of the tester (background.type, background.size), or failed ("Error has occurred"). */
export type Problem = 'type' | 'size' | 'failed';

/** A chosen file the tester refuses before showing it: not a JPEG or PNG, or over 5 MB. */
export const chosenFileProblem = (file: { type: string; size: number }): Problem | null => backgroundFileProblem(file);

/** Why the server refused an upload, in the tester's words. */
export function uploadProblem(error: unknown): Problem {
  const message = fieldErrors(error).image;
  return message === IMAGE_TYPE_REFUSED ? 'type' : message === IMAGE_TOO_LARGE ? 'size' : 'failed';
}
