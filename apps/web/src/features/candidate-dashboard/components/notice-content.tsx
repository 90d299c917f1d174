import type { TCandidateNotice } from '@app/contracts';
import type * as React from 'react';
import { useT } from '@/lib/i18n';

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="grid gap-1.5 text-sm text-muted-foreground">{children}</div>
    </section>
  );
}

/** Every part of the notice, in the order a candidate needs them (issue 21). */
export function NoticeContent({ notice }: { notice: TCandidateNotice }) {
  const { t } = useT('candidate-dashboard');
  const minutes = (count: number) => t('notice.minutes', { count });
  const extra = notice.extraTimeMultiplier > 1;
  return (
    <div className="grid gap-4">
      <Part title={t('notice.who')}>
        <p>{t('notice.whoText', { company: notice.companyName, assessment: notice.assessmentName })}</p>
      </Part>
      <Part title={t('notice.measures')}>
        <ul className="grid gap-2">
          {notice.sections.map((section) => (
            <li key={section.name} className="rounded-md border p-3">
              <p className="font-medium text-foreground">
                {section.name} · {minutes(section.yourMinutes)}
                {extra && section.yourMinutes !== section.minutes
                  ? ` ${t('notice.standard', { time: minutes(section.minutes) })}`
                  : ''}
              </p>
              <p>{section.measures}</p>
            </li>
          ))}
        </ul>
      </Part>
      <Part title={t('notice.ai')}>
        {notice.ai.statements.map((statement) => (
          <p key={statement}>{statement}</p>
        ))}
        <p className="font-medium text-foreground">{notice.humanDecision}</p>
      </Part>
      <Part title={t('notice.recorded')}>
        <ul className="list-disc space-y-1 ps-5">
          {notice.integrity.signals.map((signal) => (
            <li key={signal.type}>{signal.label}</li>
          ))}
        </ul>
        <p>{notice.integrity.statement}</p>
      </Part>
      <Part title={t('notice.retention')}>
        <p>{notice.retention.statement}</p>
      </Part>
      <Part title={t('notice.accommodations')}>
        <p>{notice.accommodations}</p>
      </Part>
      <Part title={t('notice.contact')}>
        <p>
          {t('notice.contactText')}{' '}
          <a
            className="font-medium text-primary underline underline-offset-4"
            href={`mailto:${notice.contactEmail}`}
            dir="ltr"
          >
            {notice.contactEmail}
          </a>
          {notice.privacyPolicyUrl ? (
            <>
              {' · '}
              <a
                className="font-medium text-primary underline underline-offset-4"
                href={notice.privacyPolicyUrl}
                target="_blank"
                rel="noreferrer noopener"
              >
                {t('notice.privacyPolicy')}
              </a>
            </>
          ) : null}
        </p>
      </Part>
    </div>
  );
}
