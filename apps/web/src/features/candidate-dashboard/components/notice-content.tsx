import type { TCandidateNotice } from '@app/contracts';
import type * as React from 'react';

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

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
  const extra = notice.extraTimeMultiplier > 1;
  return (
    <div className="grid gap-4">
      <Part title="Who is assessing you">
        <p>
          {notice.companyName} assesses you for “{notice.assessmentName}”, using HireAssess.
        </p>
      </Part>
      <Part title="What each section measures">
        <ul className="grid gap-2">
          {notice.sections.map((section) => (
            <li key={section.name} className="rounded-md border p-3">
              <p className="font-medium text-foreground">
                {section.name} · {minutes(section.yourMinutes)}
                {extra && section.yourMinutes !== section.minutes
                  ? ` (standard ${minutes(section.minutes)})`
                  : ''}
              </p>
              <p>{section.measures}</p>
            </li>
          ))}
        </ul>
      </Part>
      <Part title="Where AI is used, and who decides">
        {notice.ai.statements.map((statement) => (
          <p key={statement}>{statement}</p>
        ))}
        <p className="font-medium text-foreground">{notice.humanDecision}</p>
      </Part>
      <Part title="What is recorded during a section">
        <ul className="list-disc space-y-1 pl-5">
          {notice.integrity.signals.map((signal) => (
            <li key={signal.type}>{signal.label}</li>
          ))}
        </ul>
        <p>{notice.integrity.statement}</p>
      </Part>
      <Part title="How long your data is kept">
        <p>{notice.retention.statement}</p>
      </Part>
      <Part title="Accommodations">
        <p>{notice.accommodations}</p>
      </Part>
      <Part title="Whom to contact">
        <p>
          Questions about your data or this assessment:{' '}
          <a
            className="font-medium text-primary underline underline-offset-4"
            href={`mailto:${notice.contactEmail}`}
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
                Privacy policy
              </a>
            </>
          ) : null}
        </p>
      </Part>
    </div>
  );
}
