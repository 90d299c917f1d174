import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loadProblem, startProblem } from './load-errors';

const error = (status: number, code: string, message: string) => new ApiError({ status, code, message });

describe('load and start problems', () => {
  it('tells a missing candidate record from a missing section, and anything else as a load failure', () => {
    expect(loadProblem(error(404, 'NOT_FOUND', 'Candidate record not found')).title).toBe(
      'Candidate record not found',
    );
    expect(loadProblem(error(404, 'NOT_FOUND', 'Section not found')).title).toBe('Section not found');
    expect(loadProblem(error(0, 'NETWORK_ERROR', 'x'))).toEqual({
      title: 'Failed to load questions',
      message: 'Please check your connection and try again.',
      retry: true,
    });
  });

  it('explains a closed section or a locked assessment at start', () => {
    expect(startProblem(error(409, 'SECTION_CLOSED', 'closed')).title).toBe('Section closed');
    expect(startProblem(error(423, 'ASSESSMENT_LOCKED', 'locked')).title).toBe('Assessment locked');
    expect(startProblem(error(409, 'DEADLINE_PASSED', 'This assessment closed on …'))).toEqual({
      title: 'This assessment has closed',
      message: 'This assessment closed on …',
      retry: false,
    });
    expect(startProblem(error(409, 'ASSESSMENT_NOT_OPEN', 'This assessment opens on …')).title).toBe(
      'This assessment is not open yet',
    );
    expect(startProblem(error(503, 'INTERNAL', 'Service unavailable')).title).toBe(
      'Could not start the section',
    );
  });
});
