let mounted = false;
let pendingHash: string | null = null;

/**
 * An in-page link followed while the sections after the hero were still loading: the router's update reaches
 * their Suspense boundary before it hydrates, so React renders them afresh, and the browser's jump to the
 * section is lost while their HTML is briefly gone. deferred-sections.tsx records it; the sections take the
 * jump over when they mount (below-the-fold.tsx).
 */
export function recordJumpBeforeMount(hash: string): void {
  if (!mounted) pendingHash = hash;
}

/** The jump to replay, once: the sections have mounted, and later jumps are the browser's own. */
export function takePendingJump(): string | null {
  mounted = true;
  const hash = pendingHash;
  pendingHash = null;
  return hash;
}
