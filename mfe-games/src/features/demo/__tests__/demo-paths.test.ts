import { demoBackTarget } from '../model/demo-paths';

describe('demo back targets', () => {
  it('leads from a demo page to the list, and from the list to the landing page', () => {
    expect(demoBackTarget('/demo')).toBe('/');
    expect(demoBackTarget('/demo/')).toBe('/');
    expect(demoBackTarget('/demo/columns')).toBe('/demo');
    expect(demoBackTarget('/demo/game')).toBe('/demo');
  });
});
