import { BRANDING_LIMITS, LOGO_ERRORS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { logoFileProblem } from './logo-file';

describe('logoFileProblem', () => {
  it('accepts PNG and SVG files within the size limit', () => {
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileProblem({ name: 'LOGO.SVG', type: '', size: BRANDING_LIMITS.logoMaxBytes })).toBeNull();
  });

  it('names the problem: another type, an empty file, a file over the limit', () => {
    expect(logoFileProblem({ name: 'photo.jpg', type: 'image/jpeg', size: 1000 })).toBe(LOGO_ERRORS.type);
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 0 })).toBe(LOGO_ERRORS.missing);
    expect(
      logoFileProblem({ name: 'logo.png', type: 'image/png', size: BRANDING_LIMITS.logoMaxBytes + 1 }),
    ).toBe(LOGO_ERRORS.size);
  });
});
