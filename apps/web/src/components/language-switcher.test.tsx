import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '@/lib/i18n';
import { LanguageScope } from '@/lib/i18n/language-scope';
import { LanguageSwitcher } from './language-switcher';

/** Opens the select and picks with the keyboard, as a screen-reader user would. */
const open = () => fireEvent.keyDown(screen.getByRole('combobox', { name: 'Language' }), { key: 'Enter' });
const pick = (name: string) => fireEvent.keyDown(screen.getByRole('option', { name }), { key: 'Enter' });

beforeAll(() => {
  // Radix Select measures and scrolls its list; jsdom has neither.
  Element.prototype.scrollIntoView = () => {};
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
});

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  cleanup();
  await applyLanguage('en');
});

describe('the language switcher', () => {
  it('lists every language under its own name', async () => {
    render(<LanguageSwitcher />);
    open();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'हिन्दी',
      'Español',
      'Français',
      'Português (Brasil)',
      'العربية',
    ]);
  });

  it('applies a choice right to left, remembers it on the device and tells the scope', async () => {
    const chosen = vi.fn();
    render(
      <LanguageScope onChosen={chosen}>
        <LanguageSwitcher />
      </LanguageScope>,
    );
    open();
    pick('العربية');
    await waitFor(() => expect(chosen).toHaveBeenCalledWith('ar'));
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem('hireassess.language')).toBe('ar');
    // The switcher now speaks Arabic itself, and says so to screen readers.
    expect(await screen.findByRole('combobox', { name: 'اللغة' })).toBeDefined();
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
