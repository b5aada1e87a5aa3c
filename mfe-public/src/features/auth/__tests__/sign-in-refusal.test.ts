import { AxiosError, AxiosHeaders } from 'axios';
import { refusalOf } from '../model/sign-in-refusal';

const answered = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  new AxiosError('refused', String(status), undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: new AxiosHeaders(headers),
    config: { headers: new AxiosHeaders() },
  });

describe('what a refused sign-in means', () => {
  it('asks for the challenge when the server requires one or refused a used solution', () => {
    expect(refusalOf(answered(400, { non_field_errors: ['x'], code: 'challenge_required' }))).toEqual({
      kind: 'challenge',
    });
    expect(refusalOf(answered(400, { non_field_errors: ['x'], code: 'challenge_invalid' }))).toEqual({
      kind: 'challenge',
    });
  });

  it('waits as long as Retry-After says', () => {
    expect(refusalOf(answered(429, { detail: 'x', code: 'throttled' }, { 'retry-after': '4' }))).toEqual({
      kind: 'wait',
      seconds: 4,
    });
    expect(refusalOf(answered(429, { detail: 'x' }))).toEqual({ kind: 'wait', seconds: null });
  });

  it('tells a deactivated account, a wrong password and anything else apart', () => {
    expect(refusalOf(answered(400, { non_field_errors: ['x'], code: 'account_deactivated' })).kind).toBe('deactivated');
    expect(refusalOf(answered(400, { non_field_errors: ['x'], code: 'invalid_credentials' })).kind).toBe('wrong');
    expect(refusalOf(answered(503, {})).kind).toBe('other');
    expect(refusalOf(new Error('network')).kind).toBe('other');
  });
});
