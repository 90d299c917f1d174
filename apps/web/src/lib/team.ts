import { ZTeamResponse } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The team's queries, shared by the team page and the SCIM page (which marks provisioned members). */
export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  check: (token: string) => [...teamKeys.all, 'check', token] as const,
};

/** GET /api/team: the company's members and open invitations. */
export const useTeam = () =>
  useQuery({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) => api.get('/api/team', ZTeamResponse, { signal }),
  });
