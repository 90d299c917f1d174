import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

const URL_DELAY_MS = 80;
const searches: string[] = [];
let navigate: (search: string) => void = () => {};

/** A list page: the search in force lives in the URL, which follows a sent search a moment later. */
function ListPage() {
  const [search, setSearch] = useState('');
  navigate = setSearch;
  const onSearch = useCallback((next: string) => {
    searches.push(next);
    setTimeout(() => setSearch(next), URL_DELAY_MS);
  }, []);
  return <SearchInput value={search} onSearch={onSearch} label="Search" placeholder="Name or email" />;
}

const box = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  searches.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search box', () => {
  it('sends the search once the typing pauses, trimmed', async () => {
    render(<ListPage />);
    type('as');
    await wait(100);
    type('asha ');
    await wait(299);
    expect(searches).toEqual([]);
    await wait(1);
    expect(searches).toEqual(['asha']);
  });

  it('keeps what is typed while the URL catches up with the previous search', async () => {
    render(<ListPage />);
    type('asha');
    await wait(300);
    expect(searches).toEqual(['asha']);
    // The person types on before the URL carries "asha": its arrival must not put "asha" back.
    type('asha k');
    await wait(URL_DELAY_MS);
    expect(box().value).toBe('asha k');
    await wait(300);
    expect(searches).toEqual(['asha', 'asha k']);
    await wait(URL_DELAY_MS);
    expect(box().value).toBe('asha k');
  });

  it('follows the URL when the search changes from outside', async () => {
    render(<ListPage />);
    type('asha');
    await wait(300 + URL_DELAY_MS);
    // A cleared filter or the back button.
    act(() => navigate(''));
    expect(box().value).toBe('');
    await wait(1000);
    expect(searches).toEqual(['asha']);
  });
});
