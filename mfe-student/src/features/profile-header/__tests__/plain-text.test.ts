import { plainParagraphs } from '../model/plain-text';

describe('plainParagraphs', () => {
  it('keeps the visible text of the message and drops what is never shown', () => {
    expect(plainParagraphs('<p>Olympiad <b>on Sunday</b><script>x()</script></p>')).toEqual([['Olympiad on Sunday']]);
    expect(plainParagraphs('<style>p{}</style><p>Hi</p><template><p>t</p></template><iframe>f</iframe>')).toEqual([
      ['Hi'],
    ]);
  });

  it('keeps one paragraph per block, as the formatted banner shows them (the demo group: a message and a welcome)', () => {
    expect(plainParagraphs('<p>Homework for this week is ready.</p><p>Welcome to the <b>Demo group</b>!</p>')).toEqual([
      ['Homework for this week is ready.'],
      ['Welcome to the Demo group!'],
    ]);
    expect(plainParagraphs('<ul><li>One</li><li>Two</li></ul><h2>Title</h2>tail')).toEqual([
      ['One'],
      ['Two'],
      ['Title'],
      ['tail'],
    ]);
    expect(plainParagraphs('<div>Outer <div>inner</div> after</div>')).toEqual([['Outer'], ['inner'], ['after']]);
  });

  it('keeps line breaks inside a paragraph and collapses spaces as a browser shows them', () => {
    expect(plainParagraphs('<p>Line one<br>\n   line   two</p>')).toEqual([['Line one', 'line two']]);
    expect(plainParagraphs('<p> </p><p><br></p>plain')).toEqual([['plain']]);
    expect(plainParagraphs('')).toEqual([]);
  });
});
