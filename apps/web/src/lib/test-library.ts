import { ZTestLibrary } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/test-library: the active tests an assessment can choose from. */
export const useTestLibrary = () =>
  useQuery({
    queryKey: ['test-library'],
    queryFn: ({ signal }) => api.get('/api/test-library', ZTestLibrary, { signal }),
    staleTime: 5 * 60_000,
  });
