import type { TTeamRole } from '@app/contracts';

export const ROLE_LABELS: Record<TTeamRole, string> = { admin: 'Admin', reviewer: 'Reviewer' };

/** "12 Mar 2026": dates in the team tables, in the reader's locale. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
