import { ErrorCode, type TAnswerValue, type TSectionAttempt } from '@app/contracts';
import { ArrowLeft, ChevronLeft, ChevronRight, Lock, Maximize, Minimize, Save, Send } from 'lucide-react';
import type * as React from 'react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Head } from '@/components/seo/head';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { candidateHref } from '@/lib/candidate/application';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/i18n/format';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import type { SectionDetail } from '../api/get-section';
import type { StartedSection } from '../api/start-section';
import { useSubmitSection } from '../api/submit-section';
import { useAttemptSync } from '../hooks/use-attempt-sync';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useIntegritySignals } from '../hooks/use-integrity-signals';
import { useMonotonicNow } from '../hooks/use-monotonic-now';
import { useRunnerKeyboard } from '../hooks/use-runner-keyboard';
import { useSaveQueue } from '../hooks/use-save-queue';
import {
  crossedThreshold,
  mergeTimeSpent,
  QUESTION_WARNING_SECONDS,
  remainingMs,
  SECTION_WARNING_SECONDS,
  serverTime,
  spokenDuration,
  toDisplaySeconds,
} from '../lib/clock';
import { formatMoment } from '../lib/format';
import type { RunnerKeyAction } from '../lib/keyboard';
import { choicesOf, isAnswered, questionTypeLabel } from '../lib/question-types';
import { browserStorage } from '../lib/queue-support';
import { runnerStateSlot, storageKeys } from '../lib/runner-storage';
import { mergeAnswers, readPendingAnswers, writePendingAnswers } from '../lib/save-queue';
import { Countdown } from './countdown';
import { KeyboardHelp } from './keyboard-help';
import { PassagePanel } from './passage-panel';
import { QuestionCard } from './question-card';
import { QuestionOverview } from './question-overview';
import { RunnerLayout } from './runner-layout';
import { SaveStatus } from './save-status';

/**
 * The confirmation (and the dialog primitives, ~15 KB gzipped) loads when first asked for, not with the
 * runner; it then stays mounted so it closes with its animation.
 */
const SubmitSectionDialog = lazy(async () => ({
  default: (await import('./submit-section-dialog')).SubmitSectionDialog,
}));

/** SPEC.md section 4: back to the dashboard 1.5 s after Submit Section. */
const RETURN_DELAY_MS = 1500;
/** Text answers are sent after a typing pause of this long (and at once on blur or navigation). */
const TYPING_PAUSE_MS = 800;
/** How long the time-up flow waits for unsaved answers (the server's grace period is 5 s). */
const TIME_UP_FLUSH_MS = 4500;
/** A re-save of an answered question carries its updated time spent once it grew by this much. */
const TIME_SPENT_RESAVE_MS = 2000;

type Phase = 'review' | 'live' | 'submitting' | 'finished' | 'closed';

type Props = {
  detail: SectionDetail;
  /** The running attempt with its clock anchor; null opens the section read-only (Review Test). */
  started: StartedSection | null;
  /** The completed attempt shown in review. */
  reviewAttempt: TSectionAttempt | null;
  userId: string;
};

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const sleep = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

export function SectionRunner({ detail, started, reviewAttempt, userId }: Props) {
  const { t, i18n } = useT('test-runner');
  const navigate = useNavigate();
  const { section, questions } = detail;
  const sectionId = section.id;
  const total = questions.length;
  const review = started === null;

  const keys = useMemo(
    () => ({
      answers: storageKeys.answers(userId, sectionId),
      integrity: storageKeys.integrity(userId, sectionId),
      runner: storageKeys.runner(userId, sectionId),
    }),
    [userId, sectionId],
  );
  const localSlot = useMemo(() => runnerStateSlot(browserStorage(), keys.runner), [keys.runner]);
  const [initialLocal] = useState(() => localSlot.read());

  // Saved answers overlaid with the ones still waiting on this device (a crash, a reload while offline).
  const [values, setValues] = useState<Map<string, TAnswerValue>>(() => {
    if (review) return new Map(detail.answers.map((a) => [a.questionId, a.value]));
    const storage = browserStorage();
    const merged = mergeAnswers(
      detail.answers,
      readPendingAnswers(storage, keys.answers),
      questions.map((q) => q.id),
    );
    writePendingAnswers(storage, keys.answers, merged.resend);
    return merged.values;
  });
  const [index, setIndex] = useState(() => (review ? 0 : clamp(initialLocal.position, 0, total - 1)));
  const [flags, setFlags] = useState(() => {
    if (review) return new Set<string>();
    const ids = new Set(questions.map((q) => q.id));
    return new Set(initialLocal.flags.filter((id) => ids.has(id)));
  });
  const [phase, setPhase] = useState<Phase>(review ? 'review' : 'live');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmMounted, setConfirmMounted] = useState(false);
  if (confirmOpen && !confirmMounted) setConfirmMounted(true);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  const live = phase === 'live';
  const running = phase === 'live' || phase === 'submitting';
  const editable = live;
  const current = questions[index] ?? questions[0];
  if (!current) throw new Error('SectionRunner needs at least one question');

  // The server saved each answer after it was given: its save time is above the revision it holds.
  const savedRevisions = useMemo(
    () => detail.answers.map((a) => [a.questionId, Date.parse(a.savedAt)] as const),
    [detail.answers],
  );
  const { queue, state: saveState } = useSaveQueue(keys.answers, !review, savedRevisions);
  const notSaved = useMemo(
    () => new Map(saveState.rejected.map((r) => [r.questionId, r.message])),
    [saveState.rejected],
  );
  // A completed section keeps nothing on this device: answers still waiting could never be saved.
  useEffect(() => {
    if (!review) return;
    const storage = browserStorage();
    localSlot.clear();
    writePendingAnswers(storage, keys.answers, []);
  }, [review, localSlot, keys.answers]);
  const submit = useSubmitSection();
  const fullscreen = useFullscreen();

  const onServerClosed = useCallback(() => {
    queue?.close('section_closed');
    setPhase((p) => (p === 'live' ? 'closed' : p));
  }, [queue]);
  const sync = useAttemptSync(sectionId, started ?? PLACEHOLDER_START, live, onServerClosed);
  const now = useMonotonicNow(250, running);
  const anchorRef = useRef(sync.anchor);
  anchorRef.current = sync.anchor;
  const serverNowMs = useCallback(() => serverTime(anchorRef.current, performance.now()), []);

  // Time spent per question: what earlier visits left, plus the time the current question has been shown.
  // This device's record, or the server's where it knows more (another device, a cleared browser), so a
  // reopened section never restarts a question's clock.
  const timeSpent = useRef<Record<string, number>>(mergeTimeSpent(initialLocal.timeSpent, detail.answers));
  const shown = useRef<{ questionId: string; since: number } | null>(null);
  const queuedSpent = useRef<Record<string, number>>({});
  const spentOn = useCallback((questionId: string, at: number) => {
    const base = timeSpent.current[questionId] ?? 0;
    const s = shown.current;
    return s && s.questionId === questionId ? base + Math.max(0, at - s.since) : base;
  }, []);

  const valuesRef = useRef(values);
  valuesRef.current = values;
  const flagsRef = useRef(flags);
  flagsRef.current = flags;
  const indexRef = useRef(index);
  indexRef.current = index;

  /** Set once the section is submitted: nothing of it is kept on this device any more. */
  const finished = useRef(false);
  const persistLocal = useCallback(() => {
    if (review || finished.current) return;
    const at = performance.now();
    const spent: Record<string, number> = { ...timeSpent.current };
    const s = shown.current;
    if (s) spent[s.questionId] = spentOn(s.questionId, at);
    localSlot.write({ flags: [...flagsRef.current], timeSpent: spent, position: indexRef.current });
  }, [review, localSlot, spentOn]);

  const enqueueAnswer = useCallback(
    (questionId: string, value: TAnswerValue, options: { delayMs?: number } = {}) => {
      const questionIndex = questions.findIndex((q) => q.id === questionId);
      const timeSpentMs = spentOn(questionId, performance.now());
      queuedSpent.current[questionId] = timeSpentMs;
      queue?.enqueue({ questionId, value, questionIndex, timeSpentMs, answeredAt: serverNowMs() }, options);
    },
    [questions, queue, spentOn, serverNowMs],
  );

  /** Leaving an answered question: re-save it when its time spent grew, so reports get the full time. */
  const resaveTimeSpent = useCallback(
    (questionId: string) => {
      const value = valuesRef.current.get(questionId);
      if (value === undefined || !isAnswered(value)) return;
      // A refused answer would only be refused again: it is sent once it has changed.
      if (queue?.getState().rejected.some((r) => r.questionId === questionId)) return;
      const spent = spentOn(questionId, performance.now());
      if (spent - (queuedSpent.current[questionId] ?? 0) >= TIME_SPENT_RESAVE_MS)
        enqueueAnswer(questionId, value);
    },
    [spentOn, enqueueAnswer, queue],
  );

  // The question on screen accumulates time while the section runs.
  useEffect(() => {
    if (!running) return;
    const questionId = current.id;
    shown.current = { questionId, since: performance.now() };
    return () => {
      if (live) resaveTimeSpent(questionId);
      timeSpent.current[questionId] = spentOn(questionId, performance.now());
      shown.current = null;
      persistLocal();
    };
  }, [current.id, running, live, spentOn, persistLocal, resaveTimeSpent]);

  // Kept on this device every few seconds and whenever the page is hidden or closed.
  useEffect(() => {
    if (!running) return;
    const id = setInterval(persistLocal, 5000);
    const onHide = () => persistLocal();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearInterval(id);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [running, persistLocal]);

  const { recordPaste } = useIntegritySignals({
    enabled: live,
    sectionId,
    storageKey: keys.integrity,
    questionId: current.id,
    serverNowIso: () => new Date(serverNowMs()).toISOString(),
  });

  // ---- timers ---------------------------------------------------------------------------------------
  const sectionSeconds = review
    ? null
    : toDisplaySeconds(remainingMs(sync.attempt.deadlineAt, sync.anchor, now));
  // Null without a per-question clock: reviewing, or a statement the assessment leaves untimed.
  const questionLimit = current.timeLimitSeconds;
  const questionSeconds =
    running && questionLimit !== null
      ? toDisplaySeconds(questionLimit * 1000 - spentOn(current.id, now))
      : null;
  const questionClocks = questions.some((q) => q.timeLimitSeconds !== null);

  // A section that opens moves focus to its question (a screen reader reads it), rather than leaving it on
  // the page's body where the link that opened it was.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null)
      headingRef.current?.focus({ preventScroll: true });
  }, []);

  /** Set by a move that should leave focus on the new question's heading. */
  const focusHeading = useRef(false);
  const goTo = useCallback(
    (next: number, { focus = false }: { focus?: boolean } = {}) => {
      if (next < 0 || next >= total || next === indexRef.current) return;
      // Leaving a question saves its text at once rather than after the typing pause.
      void queue?.flush();
      focusHeading.current = focus;
      setIndex(next);
    },
    [total, queue],
  );
  // In the same commit as the new question: a key pressed right after (Tab, Space) acts on the new
  // question, never on focus that a later frame would move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs for each new question (index), reading refs.
  useLayoutEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [index]);

  const previousSectionSeconds = useRef<number | null>(null);
  const previousQuestion = useRef<{ id: string; seconds: number } | null>(null);
  const timeUpStarted = useRef(false);

  useEffect(() => {
    if (sectionSeconds === null) return;
    const crossed = crossedThreshold(previousSectionSeconds.current, sectionSeconds);
    previousSectionSeconds.current = sectionSeconds;
    if (crossed !== null && live) {
      const { unit, count } = spokenDuration(crossed);
      setAnnouncement(t(`announce.sectionLeft.${unit}`, { count }));
    }
  }, [sectionSeconds, live, t]);

  useEffect(() => {
    if (questionSeconds === null || !live) {
      previousQuestion.current = null;
      return;
    }
    const previous = previousQuestion.current;
    previousQuestion.current = { id: current.id, seconds: questionSeconds };
    if (!previous || previous.id !== current.id) return;
    if (previous.seconds > 0 && questionSeconds === 0) {
      // SPEC.md section 4: at question expiry the runner moves to the next question, if there is one.
      if (index < total - 1) {
        const focusWasInCard = cardRef.current?.contains(document.activeElement) ?? false;
        setAnnouncement(t('announce.questionUpNext', { number: index + 1, next: index + 2, total }));
        goTo(index + 1, { focus: focusWasInCard });
      } else {
        setAnnouncement(t('announce.questionUp'));
      }
    } else if (crossedThreshold(previous.seconds, questionSeconds, [QUESTION_WARNING_SECONDS]) !== null) {
      setAnnouncement(t('announce.questionLeft', { count: QUESTION_WARNING_SECONDS }));
    }
  }, [questionSeconds, current.id, live, index, total, goTo, t]);

  const returnTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (returnTimer.current) clearTimeout(returnTimer.current);
    },
    [],
  );
  const toDashboard = useCallback(
    () => navigate(candidateHref(paths.candidateDashboard.getHref()), { replace: true }),
    [navigate],
  );

  // SPEC.md section 4: when the section timer reaches zero the section is submitted automatically.
  useEffect(() => {
    if (sectionSeconds !== 0 || !live || timeUpStarted.current) return;
    timeUpStarted.current = true;
    setConfirmOpen(false);
    setPhase('finished');
    void (async () => {
      if (queue) await Promise.race([queue.flush(), sleep(TIME_UP_FLUSH_MS)]);
      // The server closes an expired section by itself, so a failed submit here loses nothing.
      await submit.mutateAsync(sectionId).catch(() => undefined);
      finished.current = true;
      localSlot.clear();
      notify.info(t('toast.timeUp.title'), t('toast.timeUp.message'));
      toDashboard();
    })();
  }, [sectionSeconds, live, queue, submit, sectionId, localSlot, toDashboard, t]);

  // ---- save status announcements ----------------------------------------------------------------------
  const previousStatus = useRef(saveState.status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = saveState.status;
    if (before === saveState.status || review) return;
    if (saveState.status === 'offline') {
      setAnnouncement(t('announce.offline'));
    } else if (saveState.status === 'retrying') {
      setAnnouncement(t('announce.retrying'));
    } else if (saveState.status === 'saved' && (before === 'offline' || before === 'retrying')) {
      setAnnouncement(t('announce.saved'));
    } else if (saveState.status === 'closed') {
      setPhase((p) => (p === 'live' ? 'closed' : p));
    }
  }, [saveState.status, review, t]);

  // A refused answer to the question on screen is announced by its own alert; one to a question the
  // candidate has left, here.
  const previousRejected = useRef(saveState.rejected);
  useEffect(() => {
    const before = new Set(previousRejected.current);
    previousRejected.current = saveState.rejected;
    const fresh = saveState.rejected.filter((r) => !before.has(r) && r.questionId !== current.id);
    const [first] = fresh;
    if (!first) return;
    const number = questions.findIndex((q) => q.id === first.questionId) + 1;
    setAnnouncement(t('announce.refused', { number, message: first.message }));
  }, [saveState.rejected, current.id, questions, t]);

  // ---- answering --------------------------------------------------------------------------------------
  const choose = useCallback(
    (optionIndex: number) => {
      if (!editable) return;
      setValues((m) => new Map(m).set(current.id, optionIndex));
      enqueueAnswer(current.id, optionIndex);
    },
    [editable, current.id, enqueueAnswer],
  );
  const writeText = useCallback(
    (text: string) => {
      if (!editable) return;
      setValues((m) => new Map(m).set(current.id, text));
      enqueueAnswer(current.id, text, { delayMs: TYPING_PAUSE_MS });
    },
    [editable, current.id, enqueueAnswer],
  );
  const flushNow = useCallback(() => {
    void queue?.flush();
  }, [queue]);

  const toggleFlag = useCallback(() => {
    const next = new Set(flagsRef.current);
    if (next.has(current.id)) next.delete(current.id);
    else next.add(current.id);
    flagsRef.current = next;
    setFlags(next);
    persistLocal();
  }, [current.id, persistLocal]);

  // An answer the server refused is not saved, so it does not count as answered.
  const answeredHere = (questionId: string) =>
    isAnswered(values.get(questionId)) && !notSaved.has(questionId);
  const answeredCount = questions.reduce((n, q) => n + (answeredHere(q.id) ? 1 : 0), 0);
  const flaggedCount = questions.reduce((n, q) => n + (flags.has(q.id) ? 1 : 0), 0);
  const optionCount = choicesOf(current).length;

  useRunnerKeyboard(
    { optionCount, readOnly: !editable, dialogOpen: confirmOpen },
    (action: RunnerKeyAction) => {
      if (action.type === 'choose') choose(action.index);
      else goTo(indexRef.current + (action.type === 'next' ? 1 : -1), { focus: true });
    },
  );

  // ---- saving and submitting ----------------------------------------------------------------------------
  const saveProgress = async () => {
    if (!queue) return;
    resaveTimeSpent(current.id);
    persistLocal();
    const result = await queue.flush();
    if (result === 'saved') notify.success(t('toast.saved.title'), t('toast.saved.message'));
    else if (result === 'rejected') {
      // The queue's state now, not this render's: the refusal may have come during the flush.
      const refused = new Set(queue.getState().rejected.map((r) => r.questionId));
      const numbers = questions.flatMap((q, i) => (refused.has(q.id) ? [i + 1] : []));
      notify.error(
        t('toast.refused.title', { count: numbers.length }),
        t('toast.refused.message', {
          count: numbers.length,
          numbers: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(
            numbers.map((n) => formatNumber(n)),
          ),
        }),
      );
    } else if (result === 'offline') {
      notify.info(t('save.offline'), t('toast.offline.message'));
    } else if (result === 'failed') {
      notify.error(t('save.retrying'), t('toast.failed.message'));
    } else notify.error(t('toast.closed.title'), t('toast.closed.message'));
  };

  const submitNow = async () => {
    if (!live) return;
    setPhase('submitting');
    resaveTimeSpent(current.id);
    persistLocal();
    const result = queue ? await queue.flush() : 'saved';
    if (result === 'offline' || result === 'failed') {
      notify.error(
        t('toast.submitFailed'),
        result === 'offline' ? t('toast.submitOffline') : t('toast.submitNotSaved'),
      );
      setPhase('live');
      setConfirmOpen(false);
      return;
    }
    try {
      await submit.mutateAsync(sectionId);
    } catch (error) {
      const locked = isApiError(error) && error.code === ErrorCode.ASSESSMENT_LOCKED;
      notify.error(
        t('toast.submitFailed'),
        locked ? t('toast.locked') : translatedErrorMessage(error, t('toast.tryAgain')),
      );
      setPhase(locked ? 'closed' : 'live');
      setConfirmOpen(false);
      return;
    }
    setConfirmOpen(false);
    setPhase('finished');
    finished.current = true;
    localSlot.clear();
    notify.success(t('toast.completed.title'), t('toast.completed.message'));
    returnTimer.current = setTimeout(toDashboard, RETURN_DELAY_MS);
  };

  // Always asked: a submitted section is locked, and one mis-tap must not do that. The dialog has no
  // trigger of its own, so it is told which button to give focus back to when it closes.
  const submitOpener = useRef<HTMLButtonElement | null>(null);
  const requestSubmit = (event: React.MouseEvent<HTMLButtonElement>) => {
    submitOpener.current = event.currentTarget;
    setConfirmOpen(true);
  };

  // ---- render -----------------------------------------------------------------------------------------
  const passage = current.metadata.passage;
  const headerEnd = running ? (
    <>
      {questionSeconds === null ? null : (
        <Countdown
          kind="question"
          label={t('timer.question')}
          srLabel={t('timer.questionSr')}
          seconds={questionSeconds}
          warning={questionSeconds < QUESTION_WARNING_SECONDS}
          upText={t('timer.up')}
        />
      )}
      <Countdown
        kind="section"
        label={t('timer.section')}
        srLabel={t('timer.sectionSr')}
        seconds={sectionSeconds ?? 0}
        warning={(sectionSeconds ?? 0) < SECTION_WARNING_SECONDS}
      />
      <Button variant="outline" size="sm" onClick={saveProgress} disabled={!live} className="px-2.5 sm:px-3">
        <Save aria-hidden="true" className="hidden sm:block" />
        {t('saveProgress')}
      </Button>
    </>
  ) : undefined;

  const submitIcon =
    phase === 'submitting' ? (
      <Spinner decorative className="size-4" />
    ) : (
      <Send aria-hidden="true" className="rtl:-scale-x-100" />
    );
  const footer = (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={() => goTo(index - 1)} disabled={index === 0}>
        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t('previous')}
      </Button>
      <Button
        variant={index < total - 1 ? 'default' : 'outline'}
        onClick={() => goTo(index + 1)}
        disabled={index >= total - 1}
      >
        {t('next')} <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
      {review ? null : (
        // On a phone it would wrap right under Next: there it waits below the section tools instead.
        <Button
          variant={index === total - 1 ? 'default' : 'secondary'}
          className="hidden sm:ms-auto sm:inline-flex"
          onClick={requestSubmit}
          disabled={!live}
        >
          {submitIcon}
          {t('submitSection')}
        </Button>
      )}
    </div>
  );

  return (
    <RunnerLayout headerEnd={headerEnd}>
      <Head title={review ? t('reviewTitle', { name: section.name }) : section.name} />
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="announcer">
        {announcement}
      </div>
      <div className="grid gap-5">
        <div className="grid gap-3">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="grid gap-1">
              <h1 className="flex flex-wrap items-center gap-2 text-xl font-semibold tracking-tight sm:text-2xl">
                {section.name}
                {review ? <Badge variant="secondary">{t('review')}</Badge> : null}
              </h1>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <span data-testid="question-position" className="font-medium text-foreground">
                  {t('position', { number: index + 1, total })}
                </span>
                <Badge variant="outline">{questionTypeLabel(current.questionType, t)}</Badge>
                <span data-testid="answered-count">{t('answered', { answered: answeredCount, total })}</span>
              </p>
            </div>
            {review ? null : <SaveStatus state={saveState} />}
          </div>
          <Progress
            value={total ? (answeredCount / total) * 100 : 0}
            label={t('answeredLabel')}
            valueText={t('answered', { answered: answeredCount, total })}
          />
        </div>

        {review && reviewAttempt?.submittedAt ? (
          <Alert variant="info">
            <Lock aria-hidden="true" />
            <AlertTitle>{t('review')}</AlertTitle>
            <AlertDescription>
              {reviewAttempt.closedBy === 'timeout'
                ? t('reviewTimeout', { date: formatMoment(reviewAttempt.submittedAt, i18n.language) })
                : t('reviewSubmitted', { date: formatMoment(reviewAttempt.submittedAt, i18n.language) })}{' '}
              {t('reviewReadOnly')}
            </AlertDescription>
          </Alert>
        ) : null}
        {phase === 'closed' ? (
          <Alert variant="destructive">
            <Lock aria-hidden="true" />
            <AlertTitle>
              {saveState.closedReason === 'assessment_locked' ? t('closed.lockedTitle') : t('closed.title')}
            </AlertTitle>
            <AlertDescription>
              <p>
                {saveState.closedReason === 'assessment_locked'
                  ? t('closed.lockedMessage')
                  : t('closed.message')}
              </p>
              <Link
                to={candidateHref(paths.candidateDashboard.getHref())}
                className="mt-1 inline-flex items-center gap-1 font-medium underline underline-offset-4"
              >
                <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t('backToDashboard')}
              </Link>
            </AlertDescription>
          </Alert>
        ) : null}

        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-6">
          <div ref={cardRef} className={cn('grid items-start gap-5', passage && 'md:grid-cols-2')}>
            {passage ? <PassagePanel passage={passage} /> : null}
            <QuestionCard
              question={current}
              index={index}
              total={total}
              value={values.get(current.id)}
              disabled={!editable}
              flagged={flags.has(current.id)}
              onToggleFlag={review ? undefined : toggleFlag}
              questionSeconds={questionSeconds}
              questionWarning={(questionSeconds ?? 0) < QUESTION_WARNING_SECONDS}
              headingRef={headingRef}
              onChoose={choose}
              onText={writeText}
              onTextBlur={flushNow}
              onPaste={recordPaste}
              notSaved={review ? null : notSaved.get(current.id)}
              footer={footer}
            />
          </div>

          <aside aria-label={t('tools')} className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm">
            <QuestionOverview
              items={questions.map((q) => ({
                id: q.id,
                answered: answeredHere(q.id),
                flagged: flags.has(q.id),
                notSaved: notSaved.has(q.id),
              }))}
              currentIndex={index}
              onSelect={(i) => goTo(i)}
              showFlagLegend={!review}
            />
            {live && fullscreen.supported ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => void (fullscreen.active ? fullscreen.exit() : fullscreen.enter())}
              >
                {fullscreen.active ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
                {fullscreen.active ? t('fullscreen.exit') : t('fullscreen.enter')}
              </Button>
            ) : null}
            <KeyboardHelp readOnly={!editable} />
            {review ? (
              <Button asChild variant="outline" size="sm">
                <Link to={candidateHref(paths.candidateDashboard.getHref())}>
                  <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t('backToDashboard')}
                </Link>
              </Button>
            ) : (
              <div className="grid gap-2 text-xs text-muted-foreground">
                <p data-testid="question-time-rule">
                  {questionClocks ? t('rule.questionClocks') : t('rule.sectionOnly')}
                </p>
                <p>{t('rule.recorded')}</p>
              </div>
            )}
          </aside>

          {review ? null : (
            <section
              aria-labelledby="finish-section-title"
              data-testid="finish-section"
              className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:hidden"
            >
              <h2 id="finish-section-title" className="text-base font-semibold">
                {t('finish.title')}
              </h2>
              <p className="text-sm text-muted-foreground">
                {t('finish.message', { answered: answeredCount, total })}
              </p>
              <Button
                variant={answeredCount === total ? 'default' : 'outline'}
                className="w-full"
                onClick={requestSubmit}
                disabled={!live}
              >
                {submitIcon}
                {t('submitSection')}
              </Button>
            </section>
          )}
        </div>
      </div>

      {confirmMounted ? (
        <Suspense fallback={null}>
          <SubmitSectionDialog
            open={confirmOpen}
            answered={answeredCount}
            total={total}
            flagged={flaggedCount}
            pending={phase === 'submitting'}
            onConfirm={() => void submitNow()}
            onCancel={() => setConfirmOpen(false)}
            returnFocus={() => submitOpener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </RunnerLayout>
  );
}

/** useAttemptSync needs an attempt even in review, where it stays disabled. */
const PLACEHOLDER_START: StartedSection = {
  attempt: {
    startedAt: new Date(0).toISOString(),
    deadlineAt: new Date(0).toISOString(),
    submittedAt: null,
    closedBy: null,
  },
  anchor: { serverMs: 0, localMs: 0 },
};
