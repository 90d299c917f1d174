import type * as React from 'react';
import { LogoMark } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { brandTokens } from '@/lib/candidate/brand';
import { useT } from '@/lib/i18n';

type Props = { displayName: string; colour: string | null; logoUrl: string | null };

/** A candidate's header and button as they will look, the brand's tokens applied to this box only. */
export function BrandPreview({ displayName, colour, logoUrl }: Props) {
  const { t } = useT('branding');
  return (
    <figure
      aria-label={t('preview.label')}
      className="overflow-hidden rounded-lg border bg-muted/30"
      style={colour ? (brandTokens(colour) as React.CSSProperties) : undefined}
      data-testid="brand-preview"
    >
      <div className="flex h-14 items-center gap-2 border-b bg-background px-4 font-bold tracking-tight">
        {logoUrl ? (
          <img src={logoUrl} alt="" className="h-8 w-auto max-w-32 object-contain" />
        ) : (
          <LogoMark className="size-7" />
        )}
        <span className="truncate">{displayName}</span>
      </div>
      <div className="grid gap-3 p-4">
        <p className="text-sm text-muted-foreground">
          {t('preview.welcome', { displayName })}{' '}
          <span className="font-medium text-primary underline">{t('preview.instructions')}</span>
        </p>
        <div>
          <Button type="button" size="sm" tabIndex={-1}>
            {t('preview.start')}
          </Button>
        </div>
      </div>
      <figcaption className="sr-only">{t('preview.caption')}</figcaption>
    </figure>
  );
}
