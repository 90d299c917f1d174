import { createContext, useCallback, useContext } from 'react';
import { isApiError } from '@/lib/api-client';

/** Opens "Confirm it's you"; true once the person signed in with a code, false when they closed it. */
export type RequestProof = () => Promise<boolean>;

/**
 * Provided by the app (features/proof). Without it nobody can confirm, so a refusal stands as it came:
 * a component rendered on its own behaves as before decision 033.
 */
export const ProofGateContext = createContext<RequestProof>(() => Promise.resolve(false));

/** The server's 403 for a session an invitation link opened, on the person's own things (decision 033). */
export const isProofRequired = (error: unknown) => isApiError(error) && error.code === 'PROOF_REQUIRED';

export const useRequestProof = () => useContext(ProofGateContext);

/**
 * Runs a candidate's action and, when the server wants proof first, asks for it and runs the action again.
 * Closing the dialog rejects with the server's refusal, which callers leave unsaid (`isProofRequired`):
 * the person chose not to go on. `beforeProof` closes whatever would sit under the dialog.
 */
export function useWithProof() {
  const requestProof = useRequestProof();
  return useCallback(
    async <T>(action: () => Promise<T>, beforeProof?: () => void): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!isProofRequired(error)) throw error;
        beforeProof?.();
        if (!(await requestProof())) throw error;
        return action();
      }
    },
    [requestProof],
  );
}
