import type * as React from 'react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { ProofGateContext } from '@/lib/auth/proof-gate';

/** Its form (react-hook-form, zod, the dialog) and its messages load when someone first needs it. */
const ConfirmIdentityDialog = lazy(async () => ({
  default: (await import('./confirm-identity-dialog')).ConfirmIdentityDialog,
}));

/**
 * Lets any page ask "Confirm it's you" (lib/auth/proof-gate.ts) through one dialog. Actions that ask while
 * it is open wait for the same answer, so two refused at once run again after one code.
 */
export function ProofGateProvider({ children }: { children: React.ReactNode }) {
  const waiting = useRef<((confirmed: boolean) => void)[]>([]);
  const [open, setOpen] = useState(false);
  // A fresh dialog (no code sent yet) for each request; it stays mounted after one, to close with its animation.
  const [request, setRequest] = useState(0);

  const requestProof = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        if (waiting.current.length === 0) setRequest((count) => count + 1);
        waiting.current.push(resolve);
        setOpen(true);
      }),
    [],
  );
  const settle = (confirmed: boolean) => {
    for (const resolve of waiting.current.splice(0)) resolve(confirmed);
    setOpen(false);
  };

  return (
    <ProofGateContext.Provider value={requestProof}>
      {children}
      {request > 0 ? (
        <Suspense fallback={null}>
          <ConfirmIdentityDialog
            key={request}
            open={open}
            onOpenChange={(next) => (next ? undefined : settle(false))}
            onConfirmed={() => settle(true)}
          />
        </Suspense>
      ) : null}
    </ProofGateContext.Provider>
  );
}
