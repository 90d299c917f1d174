import type { TMeResponse } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export const getMe = () => api.get('/api/me', hasFields<TMeResponse>('user', 'profile', 'company'));

export const meQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: authKeys.me(userId),
    queryFn: getMe,
    enabled: Boolean(userId),
    staleTime: 60_000,
    retry: 1,
  });
