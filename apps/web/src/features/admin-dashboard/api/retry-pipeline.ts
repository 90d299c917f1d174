import { ZPipelineRetryResult } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const retryPipeline = (ids: string[]) =>
  api.post('/api/candidates/pipeline/retry', { ids }, ZPipelineRetryResult);

export const useRetryPipeline = () => useMutation({ mutationFn: retryPipeline });
