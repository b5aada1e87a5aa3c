import { isVerifiedMessage } from '../components/activation-page';

describe('activation message colour (spec 000 "/activate")', () => {
  it('is green when the message contains the word verified', () => {
    expect(isVerifiedMessage('Email has already been verified.')).toBe(true);
    expect(isVerifiedMessage('Activation link is invalid or has expired.')).toBe(false);
  });
});
