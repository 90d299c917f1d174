import { COMPANY_LOCALES, type TCompanyLocale } from '@app/contracts';
import { useMemo, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useT } from '@/lib/i18n';
import { companyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { timeZoneOptions } from '@/lib/zoned-time';
import { useUpdateRegion } from '../api/region';

/** Radix refuses '' as an item value: this one stands for null, the admin's browser. */
const BROWSER = 'browser';
const SAMPLE_INSTANT = '2026-03-05T14:30:00Z';

const isCompanyLocale = (value: string): value is TCompanyLocale =>
  (COMPANY_LOCALES as readonly string[]).includes(value);

/** Settings → Branding: the locale and time zone of the admin pages' dates and numbers (every plan). */
export function RegionCard() {
  const { t, i18n } = useT('branding');
  const auth = useAuth();
  const company = auth.status === 'signedIn' ? auth.company : null;
  const update = useUpdateRegion();
  const [locale, setLocale] = useState(company?.locale ?? BROWSER);
  const [timeZone, setTimeZone] = useState(company?.timeZone ?? BROWSER);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // Named in the page's language, which the admin reads, whatever format the company chose.
  const locales = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    return COMPANY_LOCALES.map((tag) => ({ value: tag, label: `${names.of(tag) ?? tag} (${tag})` }));
  }, [i18n.language]);
  const zones = useMemo(() => timeZoneOptions(), []);
  const chosen = {
    locale: isCompanyLocale(locale) ? locale : null,
    timeZone: timeZone === BROWSER ? null : timeZone,
  };
  const sample = companyFormat(chosen);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync(chosen);
      setErrors({});
      notify.success(t('region.toast.saved'));
    } catch (error) {
      setErrors(getFieldErrors(error));
      notify.error(t('region.toast.failed'), getErrorMessage(error));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('region.title')}</CardTitle>
        <CardDescription>{t('region.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 md:grid-cols-2" onSubmit={onSubmit} noValidate>
          <Field id="region-locale" label={t('region.locale')} error={errors.locale}>
            {(control) => (
              <Select value={locale} onValueChange={setLocale}>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={BROWSER}>{t('region.browser')}</SelectItem>
                  {locales.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <Field id="region-time-zone" label={t('region.timeZone')} error={errors.timeZone}>
            {(control) => (
              <Select value={timeZone} onValueChange={setTimeZone}>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={BROWSER}>{t('region.browser')}</SelectItem>
                  {zones.map((zone) => (
                    <SelectItem key={zone} value={zone}>
                      {zone}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <p className="text-sm text-muted-foreground md:col-span-2" aria-live="polite">
            {t('region.sample', {
              date: sample.dateTime(SAMPLE_INSTANT),
              number: sample.number(1234567.89),
            })}
          </p>
          <div className="md:col-span-2">
            <SubmitButton busy={update.isPending} busyLabel={t('saving')}>
              {t('region.save')}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
