import { ErrorCode } from '@app/contracts';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';

export type RunnerProblem = { title: string; message: string; retry: boolean };

const t = (key: string) => i18n.t(key, { ns: 'test-runner' });

/**
 * SPEC.md section 8's test-section toasts: 'Candidate record not found' (the account has no candidate
 * record), 'Section not found' (404: not one of the candidate's sections), otherwise 'Failed to load
 * questions'. In the page's language (the catalogue's English is SPEC.md's).
 */
export function loadProblem(error: unknown): RunnerProblem {
  if (isApiError(error) && error.status === 404) {
    if (/candidate/i.test(error.message)) {
      return { title: t('load.noRecord.title'), message: t('load.noRecord.message'), retry: false };
    }
    return { title: t('load.notFound.title'), message: t('load.notFound.message'), retry: false };
  }
  return {
    title: t('load.failed.title'),
    message: translatedErrorMessage(error, t('load.failed.message')),
    retry: true,
  };
}

/** Why a section could not be started. */
export function startProblem(error: unknown): RunnerProblem {
  if (isApiError(error) && error.code === ErrorCode.SECTION_CLOSED) {
    return { title: t('closed.sectionTitle'), message: t('load.closed.message'), retry: false };
  }
  if (isApiError(error) && error.code === ErrorCode.ASSESSMENT_LOCKED) {
    return { title: t('closed.lockedTitle'), message: t('load.locked.message'), retry: false };
  }
  // Issue 18: outside the window the server's message says when it opens or when it closed, in the
  // assessment's time zone (in English; other languages read the translated gist).
  if (isApiError(error) && error.code === ErrorCode.ASSESSMENT_NOT_OPEN) {
    return { title: t('load.notOpen.title'), message: translatedErrorMessage(error), retry: false };
  }
  if (isApiError(error) && error.code === ErrorCode.DEADLINE_PASSED) {
    return { title: t('load.deadline.title'), message: translatedErrorMessage(error), retry: false };
  }
  const loaded = loadProblem(error);
  return loaded.retry ? { ...loaded, title: t('load.startFailed.title') } : loaded;
}
