import { describe, expect, it } from 'vitest';
import { ADMISSION_MESSAGES, admissionProblem, formatInZone } from './admission-rules';

const now = new Date('2026-11-25T12:00:00Z');
const open = { status: 'open', opensAt: null, closesAt: null, timeZone: 'UTC' };

describe('admissionProblem', () => {
  it('admits into an open assessment, also before its window opens', () => {
    expect(admissionProblem(open, now)).toBeNull();
    expect(admissionProblem({ ...open, opensAt: new Date('2026-12-01T00:00:00Z') }, now)).toBeNull();
    expect(admissionProblem({ ...open, closesAt: new Date('2026-11-25T12:00:01Z') }, now)).toBeNull();
  });

  it('refuses a draft, a closed and an archived assessment with what to do', () => {
    expect(admissionProblem({ ...open, status: 'draft' }, now)).toEqual({
      code: 'CONFLICT',
      message: 'Open the assessment before inviting candidates.',
    });
    expect(admissionProblem({ ...open, status: 'closed' }, now)?.message).toBe(ADMISSION_MESSAGES.closed);
    expect(admissionProblem({ ...open, status: 'archived' }, now)?.message).toBe(ADMISSION_MESSAGES.archived);
    // An unknown status is not open.
    expect(admissionProblem({ ...open, status: 'paused' }, now)?.message).toBe(ADMISSION_MESSAGES.closed);
  });

  it('refuses once the window closed, naming when in its zone', () => {
    const problem = admissionProblem(
      { ...open, closesAt: new Date('2026-11-25T12:00:00Z'), timeZone: 'Asia/Kolkata' },
      now,
    );
    expect(problem?.message).toBe(
      "This assessment's window closed on 25 Nov 2026, 17:30 (Asia/Kolkata). Move its closing time before inviting candidates.",
    );
  });
});

describe('formatInZone', () => {
  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(formatInZone(now, 'Mars/Olympus')).toBe('25 Nov 2026, 12:00 (UTC)');
  });
});
