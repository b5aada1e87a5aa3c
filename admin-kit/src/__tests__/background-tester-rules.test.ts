import { AxiosError } from 'axios';
import { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED } from '@abacus/contract/messages';
import { BACKGROUND_MAX_BYTES } from '@abacus/contract/settings';
import { chosenFileProblem, uploadProblem } from '../background-tester/tester-rules';

const refusal = (status: number, data: unknown) =>
  new AxiosError('failed', String(status), undefined, null, {
    data,
    status,
    statusText: '',
    headers: {},
    config: {} as never,
  });

describe('the background tester’s rules (spec 002 section 5: "background image only jpeg or png")', () => {
  it('tries only a JPEG or PNG of at most 5 MB', () => {
    expect(chosenFileProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(chosenFileProblem({ type: 'image/jpeg', size: BACKGROUND_MAX_BYTES })).toBeNull();
    expect(chosenFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(chosenFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(chosenFileProblem({ type: 'image/webp', size: 10 })).toBe('type');
    expect(chosenFileProblem({ type: '', size: 10 })).toBe('type');
    expect(chosenFileProblem({ type: 'image/png', size: BACKGROUND_MAX_BYTES + 1 })).toBe('size');
  });

  it('says why the server refused an upload', () => {
    expect(uploadProblem(refusal(400, { image: [IMAGE_TYPE_REFUSED] }))).toBe('type');
    expect(uploadProblem(refusal(400, { image: [IMAGE_TOO_LARGE] }))).toBe('size');
    expect(uploadProblem(refusal(403, { detail: 'You do not have permission to perform this action.' }))).toBe(
      'failed',
    );
    expect(uploadProblem(new Error('network'))).toBe('failed');
  });
});
