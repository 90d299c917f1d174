import { ZAdverseImpactReport, ZAssessmentList } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, type DownloadedFile } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';
import { type ReportScope, scopeQuery } from '../lib/report-scope';

export const fairnessKeys = {
  report: (scope: ReportScope | null) =>
    ['fairness', 'adverse-impact', scope ? scopeQuery(scope) : ''] as const,
  assessments: () => ['fairness', 'assessments'] as const,
};

/** The report of the chosen scope; asked once an assessment or a test is chosen. */
export const useAdverseImpact = (scope: ReportScope | null) =>
  useQuery({
    queryKey: fairnessKeys.report(scope),
    queryFn: ({ signal }) =>
      api.get(`/api/fairness/adverse-impact?${scopeQuery(scope ?? {})}`, ZAdverseImpactReport, { signal }),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });

/** The company's assessments, newest first, to choose one. */
export const useAssessmentOptions = () =>
  useQuery({
    queryKey: fairnessKeys.assessments(),
    queryFn: ({ signal }) =>
      api.get('/api/assessments?pageSize=100&sort=created_at&order=desc', ZAssessmentList, { signal }),
  });

/** Saves the server's CSV of the scope under the name it gives. */
async function downloadCsv(scope: ReportScope) {
  const file = await api.get<DownloadedFile>(
    `/api/fairness/adverse-impact.csv?${scopeQuery(scope)}`,
    undefined,
    {
      file: true,
    },
  );
  downloadBlob(file.blob, file.fileName ?? 'adverse-impact.csv');
}

export const useDownloadCsv = () => useMutation({ mutationFn: downloadCsv });
