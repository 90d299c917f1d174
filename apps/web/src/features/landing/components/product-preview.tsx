import { CircleCheck, Clock } from 'lucide-react';
import { cn } from '@/lib/utils';

const steps = [
  { name: 'CSV Upload', done: true },
  { name: 'Question Generation', done: true },
  { name: 'Credential Creation', done: true },
  { name: 'Test Deployment', done: false },
] as const;

const candidates = [
  { name: 'Ananya Rao', status: 'Submitted', score: 86, tone: 'bg-emerald-100 text-emerald-800' },
  { name: 'Vikram Singh', status: 'In progress', score: null, tone: 'bg-amber-100 text-amber-800' },
  { name: 'Meera Iyer', status: 'Ready', score: null, tone: 'bg-indigo-100 text-indigo-800' },
] as const;

const sectionScores = [
  { name: 'English proficiency', score: 88 },
  { name: 'Situational judgement', score: 81 },
  { name: 'Work style profile', score: 90 },
] as const;

/** An illustration of the admin dashboard for the hero; exposed to assistive technology as one image. */
export function ProductPreview({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="Illustration of the HireAssess admin dashboard: the automation pipeline, candidate statuses and section scores out of 100"
      className={cn('relative', className)}
    >
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-indigo-200/60 via-sky-100/60 to-emerald-100/60 blur-2xl"
      />
      <div className="theme-light overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-2xl shadow-indigo-900/10">
        <div className="flex items-center justify-between border-b bg-muted/60 px-5 py-3">
          <div className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-full bg-slate-300" />
            <span className="size-2.5 rounded-full bg-slate-300" />
            <span className="size-2.5 rounded-full bg-slate-300" />
          </div>
          <span className="text-xs font-medium text-muted-foreground">Admin dashboard · Acme Corp</span>
        </div>

        <div className="grid gap-5 p-5">
          <div>
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Automation pipeline
            </p>
            <ol className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {steps.map((step) => (
                <li
                  key={step.name}
                  className={cn(
                    'flex flex-col gap-1.5 rounded-lg border px-3 py-2.5',
                    step.done ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50',
                  )}
                >
                  {step.done ? (
                    <CircleCheck className="size-4 text-emerald-700" />
                  ) : (
                    <Clock className="size-4 text-amber-700" />
                  )}
                  <span className="text-xs leading-tight font-medium text-foreground">{step.name}</span>
                  <span
                    className={cn(
                      'text-[0.6875rem] font-medium',
                      step.done ? 'text-emerald-800' : 'text-amber-800',
                    )}
                  >
                    {step.done ? 'Completed' : 'Pending'}
                  </span>
                </li>
              ))}
            </ol>
          </div>

          <div className="grid gap-4 sm:grid-cols-[1.15fr_1fr]">
            <div className="rounded-lg border">
              <p className="border-b px-3 py-2 text-xs font-semibold text-muted-foreground">Candidates</p>
              <ul className="divide-y">
                {candidates.map((candidate) => (
                  <li key={candidate.name} className="flex items-center justify-between gap-2 px-3 py-2">
                    <span className="truncate text-xs font-medium">{candidate.name}</span>
                    <span className="flex items-center gap-2">
                      {candidate.score !== null ? (
                        <span className="text-xs font-semibold tabular-nums">{candidate.score}</span>
                      ) : null}
                      <span
                        className={cn(
                          'rounded-full px-2 py-0.5 text-[0.6875rem] font-medium',
                          candidate.tone,
                        )}
                      >
                        {candidate.status}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-lg border p-3">
              <p className="text-xs font-semibold text-muted-foreground">Section scores · Ananya Rao</p>
              <ul className="mt-3 grid gap-3">
                {sectionScores.map((section) => (
                  <li key={section.name} className="grid gap-1">
                    <span className="flex justify-between text-[0.6875rem]">
                      <span>{section.name}</span>
                      <span className="font-semibold tabular-nums">{section.score}/100</span>
                    </span>
                    <span className="h-1.5 overflow-hidden rounded-full bg-secondary">
                      <span
                        className="block h-full rounded-full bg-primary"
                        style={{ width: `${section.score}%` }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
