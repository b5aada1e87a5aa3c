import { activationParams } from '../components/activation-page';

describe('activation page (spec 000 "/activate/{param1}/{param2}")', () => {
  it('reads both parameters from the path', () => {
    expect(activationParams('/activate/MTI/abc%2Bdef')).toEqual({ param1: 'MTI', param2: 'abc+def' });
  });
});
