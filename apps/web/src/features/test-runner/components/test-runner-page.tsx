import { useMutation } from '@tanstack/react-query';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { Head } from '@/components/seo/head';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { getSectionDetail, type SectionDetail, useSectionDetail } from '../api/get-section';
import { type StartedSection, startSection } from '../api/start-section';
import { loadProblem, startProblem } from '../lib/load-errors';
import { RunnerLayout } from './runner-layout';
import { SectionLoadFailed, SectionNotAvailable } from './runner-states';
import { SectionRunner } from './section-runner';

type Running = { started: StartedSection; detail: SectionDetail };

/**
 * /test-section/:sectionId. Loads the section: one without questions is 'Section Not Available', a
 * completed one opens read-only (Review Test). Otherwise the section is started on entry (idempotent: the
 * first start fixes the deadline, a reload or a second tab gets the same one with the server's time) and
 * runs. The server hands out the questions only once the section is started, so a first start asks for
 * them in its own answer.
 */
export function TestRunnerPage({ sectionId }: { sectionId: string }) {
  const { t } = useT('test-runner');
  const auth = useAuth();
  const detail = useSectionDetail(sectionId);
  const [running, setRunning] = useState<Running | null>(null);
  const start = useMutation({
    mutationFn: async (loaded: SectionDetail): Promise<Running> => {
      // A first start brings the questions in its own answer: one round trip, not two (issue 38).
      const firstStart = loaded.questions.length === 0;
      const started = await startSection(sectionId, firstStart);
      if (!firstStart) return { started, detail: loaded };
      // An API process of the release before (a rolling upgrade) answers without it.
      const detail = started.section
        ? { ...started.section, anchor: started.anchor }
        : await getSectionDetail(sectionId);
      return { started, detail };
    },
    onSuccess: setRunning,
  });

  useEffect(() => {
    if (!detail.error) return;
    const problem = loadProblem(detail.error);
    notify.error(problem.title, problem.message);
  }, [detail.error]);
  useEffect(() => {
    if (!start.error) return;
    const problem = startProblem(start.error);
    notify.error(problem.title, problem.message);
  }, [start.error]);

  const data = detail.data;
  const questionCount = data ? Math.max(data.section.questionCount, data.questions.length) : 0;
  const submittedOnLoad = Boolean(data?.section.attempt?.submittedAt);
  const shouldStart = Boolean(data && questionCount > 0 && !submittedOnLoad && !running);
  const { mutate: startNow, isIdle } = start;
  useEffect(() => {
    if (shouldStart && isIdle && data) startNow(data);
  }, [shouldStart, isIdle, data, startNow]);

  if (auth.status !== 'signedIn') return null;
  const userId = auth.user.id;

  const frame = (title: string, children: React.ReactNode) => (
    <RunnerLayout>
      <Head title={title} />
      {children}
    </RunnerLayout>
  );

  if (detail.isPending) return frame(t('loadingSection'), <PageSpinner label={t('loadingQuestions')} />);
  if (detail.error || !data) {
    const problem = loadProblem(detail.error);
    return frame(
      problem.title,
      <SectionLoadFailed
        title={problem.title}
        message={problem.message}
        onRetry={problem.retry ? () => void detail.refetch() : undefined}
      />,
    );
  }
  if (questionCount === 0) return frame(t('notAvailable.title'), <SectionNotAvailable />);
  if (submittedOnLoad) {
    return (
      <SectionRunner detail={data} started={null} reviewAttempt={data.section.attempt} userId={userId} />
    );
  }
  if (running) {
    if (running.detail.questions.length === 0) return frame(t('notAvailable.title'), <SectionNotAvailable />);
    // Starting a section whose deadline passed closes it: it opens read-only.
    if (running.started.attempt.submittedAt) {
      return (
        <SectionRunner
          detail={running.detail}
          started={null}
          reviewAttempt={running.started.attempt}
          userId={userId}
        />
      );
    }
    return (
      <SectionRunner detail={running.detail} started={running.started} reviewAttempt={null} userId={userId} />
    );
  }
  if (start.error) {
    const problem = startProblem(start.error);
    return frame(
      problem.title,
      <SectionLoadFailed
        title={problem.title}
        message={problem.message}
        onRetry={problem.retry ? () => start.mutate(data) : undefined}
      />,
    );
  }
  return frame(data.section.name, <PageSpinner label={t('startingSection')} />);
}
