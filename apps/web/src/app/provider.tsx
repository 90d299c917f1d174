import { QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { twMerge } from 'tailwind-merge';
import { ProofGateProvider } from '@/features/proof/components/proof-gate-provider';
import { queryClient } from '@/lib/react-query';
import { DeferredToaster } from '@/lib/toaster';
import { installClassMerge } from '@/lib/utils';

// Every page but the landing renders inside AppProvider, so this module is evaluated before any of them
// renders: their class lists may rely on later utilities overriding earlier ones (lib/utils.ts).
installClassMerge(twMerge);

/**
 * Sonner's theme variables, overridden inline (inline styles beat the CSS sonner injects): failure toasts use
 * the app's destructive colours (white on red), success toasts the success colours. See lib/toast.ts.
 */
const toasterStyle = {
  fontFamily: 'inherit',
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--error-bg': 'var(--destructive)',
  '--error-text': 'var(--destructive-foreground)',
  '--error-border': 'var(--destructive)',
  '--success-bg': 'var(--success)',
  '--success-text': 'var(--success-foreground)',
  '--success-border': 'var(--success)',
} as React.CSSProperties;

export function AppProvider({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ProofGateProvider>{children}</ProofGateProvider>
      {/* SPEC.md section 9: notifications show at most 1 toast at a time. */}
      {/* At the bottom, away from the headings, clocks and primary buttons at the top of every page; a form's
          failure is also shown inline (components/form/form-alert). */}
      <DeferredToaster
        position="bottom-right"
        visibleToasts={1}
        richColors
        closeButton
        offset={{ bottom: 24, right: 24 }}
        mobileOffset={{ bottom: 16, left: 12, right: 12 }}
        style={toasterStyle}
      />
    </QueryClientProvider>
  );
}
