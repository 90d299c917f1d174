import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isProofRequired, ProofGateContext, useWithProof } from './proof-gate';

const proofRequired = () =>
  new ApiError({ status: 403, code: 'PROOF_REQUIRED', message: 'Confirm it is you first.' });

/** `useWithProof` under a gate that answers `confirmed` each time it is asked. */
function withGate(confirmed: boolean) {
  const requestProof = vi.fn(async () => confirmed);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ProofGateContext.Provider value={requestProof}>{children}</ProofGateContext.Provider>
  );
  const { result } = renderHook(() => useWithProof(), { wrapper });
  return { withProof: result.current, requestProof };
}

describe('an action the server wants proof for (decision 033)', () => {
  it('runs again once the person confirmed it is them', async () => {
    const { withProof, requestProof } = withGate(true);
    const action = vi.fn().mockRejectedValueOnce(proofRequired()).mockResolvedValueOnce('done');
    const beforeProof = vi.fn();
    await expect(withProof(action, beforeProof)).resolves.toBe('done');
    expect(action).toHaveBeenCalledTimes(2);
    expect(requestProof).toHaveBeenCalledTimes(1);
    expect(beforeProof).toHaveBeenCalledTimes(1);
  });

  it('keeps the refusal when the person closes the dialog', async () => {
    const { withProof } = withGate(false);
    const action = vi.fn().mockRejectedValue(proofRequired());
    const error = await withProof(action).catch((reason: unknown) => reason);
    expect(isProofRequired(error)).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for any other failure', async () => {
    const { withProof, requestProof } = withGate(true);
    const failure = new ApiError({ status: 409, code: 'CONFLICT', message: 'Already answered.' });
    await expect(withProof(vi.fn().mockRejectedValue(failure))).rejects.toBe(failure);
    expect(requestProof).not.toHaveBeenCalled();
  });
});
