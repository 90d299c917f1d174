import { ZMeResponse } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export const getMe = () => api.get('/api/me', ZMeResponse);

export const meQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: authKeys.me(userId),
    queryFn: getMe,
    enabled: Boolean(userId),
    staleTime: 60_000,
    retry: 1,
  });
