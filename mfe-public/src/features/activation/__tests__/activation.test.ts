import { activationParams, isVerifiedMessage } from '../components/activation-page';

describe('activation page (spec 000 "/activate/{param1}/{param2}")', () => {
  it('is green when the message contains the word verified', () => {
    expect(isVerifiedMessage('Email has already been verified.')).toBe(true);
    expect(isVerifiedMessage('Activation link is invalid or has expired.')).toBe(false);
  });
  it('reads both parameters from the path', () => {
    expect(activationParams('/activate/MTI/abc%2Bdef')).toEqual({ param1: 'MTI', param2: 'abc+def' });
  });
});
