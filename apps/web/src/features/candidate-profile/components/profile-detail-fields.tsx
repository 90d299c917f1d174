import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import { detailOf, type ProfileDetail, withDetail } from '../lib/profile-details';

/**
 * The common details as plain fields. They read and write their keys of the additional information's JSON
 * (SPEC.md keeps that JSON), so a person never has to type braces, and one who wants to can still do so.
 */
export function ProfileDetailFields({
  details,
  json,
  onChange,
  disabled,
}: {
  details: readonly ProfileDetail[];
  json: string;
  onChange: (json: string) => void;
  disabled: boolean;
}) {
  const { t } = useT('candidate-profile');
  const broken = withDetail(json, 'city', detailOf(json, 'city')) === null;
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4" aria-describedby="profile-details-hint">
      <legend className="px-1 text-sm font-medium">{t('about.legend')}</legend>
      <p id="profile-details-hint" className="text-xs text-muted-foreground">
        {broken ? t('about.broken') : t('about.saved')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {details.map((detail) => {
          const id = `profile-detail-${detail.key}`;
          return (
            <div key={detail.key} className="grid content-start gap-2">
              <Label htmlFor={id}>{detail.label}</Label>
              <Input
                id={id}
                type={detail.type}
                autoComplete={detail.autoComplete}
                aria-describedby={detail.hint ? `${id}-hint` : undefined}
                disabled={disabled || broken}
                value={detailOf(json, detail.key)}
                onChange={(event) => {
                  const next = withDetail(json, detail.key, event.target.value);
                  if (next !== null) onChange(next);
                }}
              />
              {detail.hint ? (
                <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                  {detail.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
