import { ZCandidate } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api, getErrorMessage } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';
import { notify } from '@/lib/toast';

/** The query parameter of paths.adminDashboard's report link. */
const REPORT = 'report';
const ZNamed = ZCandidate.pick({ id: true, fullName: true });

/**
 * The report a link opens (`?report=<candidateId>`, the partner_profile_url Greenhouse shows recruiters).
 * The link carries the id only, so the candidate's name the dialog shows is fetched; a candidate this
 * member cannot see opens nothing. Closing it takes the parameter out of the URL.
 */
export function useReportLink(enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const id = params.get(REPORT);
  const candidate = useQuery({
    queryKey: [...candidatesKeys.all, 'named', id],
    queryFn: ({ signal }) => api.get(`/api/candidates/${encodeURIComponent(id ?? '')}`, ZNamed, { signal }),
    enabled: enabled && id !== null,
    retry: false,
  });
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(REPORT);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const failure = candidate.isError ? candidate.error : null;
  useEffect(() => {
    if (!failure) return;
    notify.error(getErrorMessage(failure));
    close();
  }, [failure, close]);
  return { target: id !== null ? (candidate.data ?? null) : null, close };
}
