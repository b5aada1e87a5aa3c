import { plainText } from '../model/plain-text';

describe('plainText', () => {
  it('keeps the visible text of the message and drops what is never shown', () => {
    expect(plainText('<p>Olympiad <b>on Sunday</b><script>x()</script></p>')).toBe('Olympiad on Sunday');
    expect(plainText('<style>p{}</style><p>Hi</p><template><p>t</p></template><iframe>f</iframe>')).toBe('Hi');
  });
});
