import {
  BRANDING_LIMITS,
  contrastRatio,
  HEX_COLOUR,
  PLAN_FEATURE_MESSAGES,
  type TBranding,
  ZBrandColour,
  ZBrandDisplayName,
} from '@app/contracts';
import { useState } from 'react';
import { UpgradeNotice } from '@/components/plans/upgrade-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { i18n, useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useBranding, useUpdateBranding } from '../api/branding';
import { BrandPreview } from './brand-preview';
import { LogoField } from './logo-field';
import { RegionCard } from './region-card';

/** The product's primary colour, what candidates see until a colour is chosen. */
const DEFAULT_COLOUR = '#432dd7';

/** Settings → Branding: the name, colour and logo candidates see (Enterprise plan), or the way to upgrade. */
export function BrandingPage() {
  const { t } = useT('branding');
  const branding = useBranding();
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      {branding.isError ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(branding.error)}
        </p>
      ) : !branding.data ? (
        <PageSpinner label={t('loading')} />
      ) : branding.data.plan !== 'enterprise' ? (
        <UpgradeNotice message={PLAN_FEATURE_MESSAGES.whiteLabel} />
      ) : (
        <BrandingEditor branding={branding.data} />
      )}
      <RegionCard />
    </div>
  );
}

function colourProblem(colour: string): string | null {
  if (colour === '') return null;
  const parsed = ZBrandColour.safeParse(colour);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? i18n.t('branding:colour.invalid'));
}

/** The contract's own rules (length, no control characters), so the form says what the server would. */
function displayNameProblem(name: string): string | null {
  const parsed = ZBrandDisplayName.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? i18n.t('branding:displayName.invalid'));
}

function BrandingEditor({ branding }: { branding: TBranding }) {
  const { t } = useT('branding');
  const update = useUpdateBranding();
  const [displayName, setDisplayName] = useState(branding.displayName ?? '');
  const [colour, setColour] = useState(branding.brandColor ?? '');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // A server error speaks of the value that was sent: editing the field clears it.
  const editColour = (value: string) => {
    setServerErrors({});
    setColour(value);
  };
  const problem = colourProblem(colour.trim()) ?? serverErrors.brandColor;
  const nameProblem = displayNameProblem(displayName) ?? serverErrors.displayName;
  const shownColour = HEX_COLOUR.test(colour.trim()) && !problem ? colour.trim().toLowerCase() : null;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (problem || nameProblem) return;
    try {
      await update.mutateAsync({ displayName, brandColor: colour.trim() });
      setServerErrors({});
      notify.success(t('toast.saved'), t('toast.savedDetail'));
    } catch (error) {
      setServerErrors(getFieldErrors(error));
      notify.error(t('toast.failed'), getErrorMessage(error));
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardHeader>
          <CardTitle>{t('editor.title')}</CardTitle>
          <CardDescription>{t('editor.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            <Field
              id="display-name"
              label={t('displayName.label')}
              hint={t('displayName.hint', { companyName: branding.companyName })}
              error={nameProblem}
            >
              {(control) => (
                <Input
                  {...control}
                  value={displayName}
                  placeholder={branding.companyName}
                  maxLength={BRANDING_LIMITS.displayNameMax + 20}
                  onChange={(event) => {
                    setServerErrors({});
                    setDisplayName(event.target.value);
                  }}
                />
              )}
            </Field>
            <Field
              id="brand-colour"
              label={t('colour.label')}
              hint={
                shownColour
                  ? t('colour.contrast', { ratio: contrastRatio(shownColour, '#ffffff').toFixed(2) })
                  : t('colour.defaultHint', { colour: DEFAULT_COLOUR })
              }
              error={problem}
            >
              {(control) => (
                <div className="flex items-center gap-2">
                  <input
                    type="color"
                    aria-label={t('colour.picker')}
                    className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
                    value={HEX_COLOUR.test(colour.trim()) ? colour.trim().toLowerCase() : DEFAULT_COLOUR}
                    onChange={(event) => editColour(event.target.value)}
                  />
                  <Input
                    {...control}
                    value={colour}
                    placeholder={DEFAULT_COLOUR}
                    className="font-mono"
                    spellCheck={false}
                    onChange={(event) => editColour(event.target.value)}
                  />
                  {colour ? (
                    <Button type="button" variant="ghost" size="sm" onClick={() => editColour('')}>
                      {t('colour.useDefault')}
                    </Button>
                  ) : null}
                </div>
              )}
            </Field>
            <div>
              <SubmitButton busy={update.isPending} busyLabel={t('saving')}>
                {t('save')}
              </SubmitButton>
            </div>
          </form>
          <LogoField branding={branding} />
        </CardContent>
      </Card>
      <div className="grid content-start gap-2">
        <p className="text-sm font-medium">{t('preview.title')}</p>
        <BrandPreview
          displayName={displayName.trim() || branding.companyName}
          colour={shownColour}
          logoUrl={branding.logoUrl}
        />
      </div>
    </div>
  );
}
