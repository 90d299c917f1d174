import { ErrorCode } from '@app/contracts';
import { getErrorMessage, isApiError } from '@/lib/api-client';

export type RunnerProblem = { title: string; message: string; retry: boolean };

/**
 * SPEC.md section 8's test-section toasts: 'Candidate record not found' (the account has no candidate
 * record), 'Section not found' (404: not one of the candidate's sections), otherwise 'Failed to load
 * questions'.
 */
export function loadProblem(error: unknown): RunnerProblem {
  if (isApiError(error) && error.status === 404) {
    if (/candidate/i.test(error.message)) {
      return {
        title: 'Candidate record not found',
        message: 'Your account has no candidate record. Please contact the company that invited you.',
        retry: false,
      };
    }
    return {
      title: 'Section not found',
      message: 'This section does not exist or is not part of your assessment.',
      retry: false,
    };
  }
  return {
    title: 'Failed to load questions',
    message: getErrorMessage(error, 'Please check your connection and try again.'),
    retry: true,
  };
}

/** Why a section could not be started. */
export function startProblem(error: unknown): RunnerProblem {
  if (isApiError(error) && error.code === ErrorCode.SECTION_CLOSED) {
    return {
      title: 'Section closed',
      message: 'This section is closed: its time has run out.',
      retry: false,
    };
  }
  if (isApiError(error) && error.code === ErrorCode.ASSESSMENT_LOCKED) {
    return {
      title: 'Assessment locked',
      message: 'Your assessment has been submitted and is locked, so sections can no longer be started.',
      retry: false,
    };
  }
  // Issue 18: outside the window the server's message says when it opens or when it closed, in the
  // assessment's time zone.
  if (isApiError(error) && error.code === ErrorCode.ASSESSMENT_NOT_OPEN) {
    return { title: 'This assessment is not open yet', message: error.message, retry: false };
  }
  if (isApiError(error) && error.code === ErrorCode.DEADLINE_PASSED) {
    return { title: 'This assessment has closed', message: error.message, retry: false };
  }
  const loaded = loadProblem(error);
  return loaded.retry ? { ...loaded, title: 'Could not start the section' } : loaded;
}
