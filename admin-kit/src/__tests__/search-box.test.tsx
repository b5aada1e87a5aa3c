import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SearchBox } from '../list/search-box';

/** A list screen's way of using it: the URL's search as `value`, a new inline handler on every render. */
function Host({ sent }: { sent: string[] }) {
  const [value, setValue] = useState('');
  const search = (text: string) => {
    sent.push(text);
    setValue(text);
  };
  return (
    <>
      <SearchBox value={value} onSearch={(text) => search(text)} delayMs={1000} label="Search" />
      <button type="button" onClick={() => setValue('')}>
        Back
      </button>
    </>
  );
}

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports the text once typing pauses, and never re-sends an old search after the URL changes it (Back)', () => {
    const sent: string[] = [];
    render(<Host sent={sent} />);
    const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    act(() => {
      input.focus();
    });
    act(() => {
      (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set as (v: string) => void).call(
        input,
        'maks',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(sent).toEqual(['maks']);

    // Back: the URL's search is empty again; a re-render gives a new handler while the debounced text is still old.
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    expect(input.value).toBe('');
    act(() => jest.advanceTimersByTime(2000));
    expect(sent).toEqual(['maks']);
  });
});
