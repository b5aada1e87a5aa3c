import { linkHref } from '../link-href';

describe('the link button', () => {
  it('keeps http(s) and mailto addresses, adding https:// to a bare host', () => {
    expect(linkHref('https://school.test/a')).toBe('https://school.test/a');
    expect(linkHref('school.test')).toBe('https://school.test');
    expect(linkHref('mailto:office@school.test')).toBe('mailto:office@school.test');
  });
  it('removes the link when emptied, and changes nothing when cancelled or unsafe', () => {
    expect(linkHref('')).toBeNull();
    expect(linkHref(null)).toBeUndefined();
    expect(linkHref('javascript:alert(1)')).toBeUndefined();
    expect(linkHref('data:text/html,x')).toBeUndefined();
  });
});
