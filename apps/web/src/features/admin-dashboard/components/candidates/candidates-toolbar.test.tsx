import { DEFAULT_STAGE_LABELS } from '@app/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CandidatesToolbar } from './candidates-toolbar';

afterEach(cleanup);

function renderToolbar(appliedFrom?: string, appliedTo?: string) {
  const onApplied = vi.fn();
  render(
    <CandidatesToolbar
      search=""
      status={undefined}
      onSearch={() => {}}
      onStatus={() => {}}
      stage={undefined}
      stageLabels={DEFAULT_STAGE_LABELS}
      onStage={() => {}}
      minScore={undefined}
      onMinScore={() => {}}
      appliedFrom={appliedFrom}
      appliedTo={appliedTo}
      onApplied={onApplied}
    />,
  );
  return onApplied;
}

describe('the date filter of the candidates toolbar', () => {
  it('sets and clears each day by its label', () => {
    const onApplied = renderToolbar(undefined, '2026-03-31');
    const from = screen.getByLabelText('Applied from');
    const to = screen.getByLabelText('Applied to');
    expect(from.getAttribute('type')).toBe('date');
    expect((to as HTMLInputElement).value).toBe('2026-03-31');
    // Neither may go past the other.
    expect(from.getAttribute('max')).toBe('2026-03-31');
    fireEvent.change(from, { target: { value: '2026-03-01' } });
    expect(onApplied).toHaveBeenLastCalledWith({ appliedFrom: '2026-03-01' });
    fireEvent.change(to, { target: { value: '' } });
    expect(onApplied).toHaveBeenLastCalledWith({ appliedTo: undefined });
  });

  it('marks both days when the start is after the end', () => {
    renderToolbar('2026-04-01', '2026-03-01');
    expect(screen.getByLabelText('Applied from').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Applied to').getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves the days unmarked when in order', () => {
    renderToolbar('2026-03-01', '2026-03-01');
    expect(screen.getByLabelText('Applied to').getAttribute('min')).toBe('2026-03-01');
    expect(screen.getByLabelText('Applied from').hasAttribute('aria-invalid')).toBe(false);
  });
});
