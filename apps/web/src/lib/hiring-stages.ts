import {
  DEFAULT_STAGE_LABELS,
  type TStageLabels,
  ZDecisionEmailTemplateList,
  ZStageLabels,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The company's stage names and decision emails: the candidates table shows and offers them, the
 * settings page edits them, so their keys and reads live below both features.
 */
export const hiringKeys = {
  labels: ['hiring', 'stage-labels'] as const,
  templates: ['hiring', 'decision-emails'] as const,
};

export const STAGE_LABELS_PATH = '/api/company/stage-labels';
export const DECISION_EMAILS_PATH = '/api/company/decision-emails';

/** The company's stage names; the defaults until they have loaded. */
export function useStageLabels(enabled = true): TStageLabels {
  const query = useQuery({
    queryKey: hiringKeys.labels,
    queryFn: ({ signal }) => api.get(STAGE_LABELS_PATH, ZStageLabels, { signal }),
    enabled,
    staleTime: 60_000,
  });
  return query.data ?? DEFAULT_STAGE_LABELS;
}

export const useDecisionTemplates = (enabled = true) =>
  useQuery({
    queryKey: hiringKeys.templates,
    queryFn: ({ signal }) => api.get(DECISION_EMAILS_PATH, ZDecisionEmailTemplateList, { signal }),
    enabled,
  });
