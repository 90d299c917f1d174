import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '@/lib/i18n';
import { LanguageScope } from '@/lib/i18n/language-scope';
import { LanguageSwitcher } from './language-switcher';

const switcher = () => screen.getByRole('combobox', { name: 'Language' });
/** Picks an option by its name, as the browser's own list does. */
const pick = (name: string) => {
  const option = screen.getByRole('option', { name }) as HTMLOptionElement;
  fireEvent.change(switcher(), { target: { value: option.value } });
};

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  cleanup();
  await applyLanguage('en');
});

describe('the language switcher', () => {
  it('lists every language under its own name', async () => {
    render(<LanguageSwitcher />);
    expect(switcher()).toHaveProperty('value', 'en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'हिन्दी',
      'Español',
      'Français',
      'Português (Brasil)',
      'العربية',
    ]);
    // Each name is read in its own language and direction.
    const arabic = screen.getByRole('option', { name: 'العربية' });
    expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    const hindi = screen.getByRole('option', { name: 'हिन्दी' });
    expect([hindi.getAttribute('lang'), hindi.getAttribute('dir')]).toEqual(['hi', 'ltr']);
  });

  it('applies a choice right to left, remembers it on the device and tells the scope', async () => {
    const chosen = vi.fn();
    render(
      <LanguageScope onChosen={chosen}>
        <LanguageSwitcher />
      </LanguageScope>,
    );
    pick('العربية');
    await waitFor(() => expect(chosen).toHaveBeenCalledWith('ar'));
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem('hireassess.language')).toBe('ar');
    // The switcher now speaks Arabic itself, and says so to screen readers.
    expect(await screen.findByRole('combobox', { name: 'اللغة' })).toHaveProperty('value', 'ar');
    expect(screen.getByText('الصفحة الآن باللغة العربية.')).toBeDefined();
  });

  it('puts the app back in English once the last candidate page is left', async () => {
    window.localStorage.setItem('hireassess.language', 'hi');
    const { unmount } = render(
      <LanguageScope>
        <LanguageSwitcher />
      </LanguageScope>,
    );
    await waitFor(() => expect(i18n.language).toBe('hi'));
    unmount();
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(document.documentElement.dir).toBe('ltr');
  });
});
