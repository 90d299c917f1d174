import { contrastRatio, HEX_COLOUR, MIN_BRAND_CONTRAST, type TPublicBrand } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { cn } from '@/lib/utils';
import { candidateSelfQueryOptions } from './get-candidate-self';

/** The design tokens a brand colour replaces: buttons, links, focus rings and the product mark. */
const BRAND_TOKENS = ['--primary', '--primary-foreground', '--ring'] as const;
const DARK_TEXT = '#0f172a';

/** The tokens for a brand colour, with whichever text colour reads on it (the server requires white to). */
export function brandTokens(colour: string): Record<(typeof BRAND_TOKENS)[number], string> {
  const foreground = contrastRatio(colour, '#ffffff') >= MIN_BRAND_CONTRAST ? '#ffffff' : DARK_TEXT;
  return { '--primary': colour, '--primary-foreground': foreground, '--ring': colour };
}

/**
 * Makes the brand colour the primary colour of the whole document while a candidate page is shown: on the
 * root element rather than a wrapper, so dialogs and toasts (portals) carry it too. Undone on leaving.
 */
export function useBrandColour(brand: TPublicBrand | null | undefined) {
  const colour = brand?.brandColor;
  useLayoutEffect(() => {
    if (!colour || !HEX_COLOUR.test(colour)) return;
    const root = document.documentElement.style;
    for (const [token, value] of Object.entries(brandTokens(colour))) root.setProperty(token, value);
    return () => {
      for (const token of BRAND_TOKENS) root.removeProperty(token);
    };
  }, [colour]);
}

/**
 * The signed-in candidate's company brand (from their own record), applied to the page. A brand seldom
 * changes: pages that mount often (the runner's states) reuse the record for a while instead of asking again.
 */
export function useCandidateBrand(): TPublicBrand | null {
  const self = useQuery({ ...candidateSelfQueryOptions(), staleTime: 5 * 60_000 });
  const brand = self.data?.brand ?? null;
  useBrandColour(brand);
  return brand;
}

/** The company's logo and display name, where candidate pages show the product's mark otherwise. */
export function BrandMark({ brand, className }: { brand: TPublicBrand; className?: string }) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2 font-bold tracking-tight', className)}>
      {brand.logoUrl ? (
        <img src={brand.logoUrl} alt="" className="h-8 w-auto max-w-32 shrink-0 object-contain" />
      ) : null}
      <span className="truncate" data-testid="brand-name">
        {brand.displayName}
      </span>
    </span>
  );
}
