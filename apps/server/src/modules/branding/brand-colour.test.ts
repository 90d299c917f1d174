import { contrastRatio, ZBrandingUpdate } from '@app/contracts';
import { describe, expect, it } from 'vitest';

describe('brand colour contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Known pairs: #767676 is the lightest grey with 4.5:1 on white; #777777 just misses it.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
  });

  it('accepts a colour white text reads on, lower-cased, and refuses one it does not', () => {
    expect(ZBrandingUpdate.parse({ displayName: ' Acme ', brandColor: '#0F766E' })).toEqual({
      displayName: 'Acme',
      brandColor: '#0f766e',
    });
    const light = ZBrandingUpdate.safeParse({ displayName: '', brandColor: '#777777' });
    expect(light.success).toBe(false);
    expect(light.error?.issues[0]?.message).toBe(
      'White text on #777777 has a contrast of 4.48:1, below the 4.5:1 that buttons and links need to stay readable. Choose a darker colour.',
    );
    expect(ZBrandingUpdate.safeParse({ displayName: '', brandColor: '#767676' }).success).toBe(true);
  });

  it('reads empty values as the defaults and refuses malformed ones', () => {
    expect(ZBrandingUpdate.parse({ displayName: '  ', brandColor: '' })).toEqual({
      displayName: null,
      brandColor: null,
    });
    expect(ZBrandingUpdate.safeParse({ displayName: '', brandColor: 'teal' }).success).toBe(false);
    expect(ZBrandingUpdate.safeParse({ displayName: '', brandColor: '#0f766' }).success).toBe(false);
    expect(ZBrandingUpdate.safeParse({ displayName: 'x'.repeat(81), brandColor: null }).success).toBe(false);
    expect(ZBrandingUpdate.safeParse({ displayName: 'x'.repeat(80), brandColor: null }).success).toBe(true);
  });
});
