import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandTokens, useBrandColour } from './brand';

const brand = (brandColor: string | null) => ({ displayName: 'Northwind', brandColor, logoUrl: null });
const token = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('brand colour', () => {
  it('puts white text on a dark colour and dark text on a light one', () => {
    expect(brandTokens('#0f766e')).toEqual({
      '--primary': '#0f766e',
      '--primary-foreground': '#ffffff',
      '--ring': '#0f766e',
    });
    expect(brandTokens('#fde047')['--primary-foreground']).toBe('#0f172a');
  });

  it('sets the primary colour on the document while mounted, and restores it after', () => {
    const { unmount, rerender } = renderHook(({ colour }) => useBrandColour(brand(colour)), {
      initialProps: { colour: '#0f766e' as string | null },
    });
    expect(token('--primary')).toBe('#0f766e');
    expect(token('--primary-foreground')).toBe('#ffffff');
    rerender({ colour: null });
    expect(token('--primary')).toBe('');
    rerender({ colour: '#7c2d12' });
    expect(token('--primary')).toBe('#7c2d12');
    unmount();
    expect(token('--primary')).toBe('');
    expect(token('--ring')).toBe('');
  });
});
