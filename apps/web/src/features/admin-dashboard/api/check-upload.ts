import { type TUploadCheckResponse, ZUploadCheckResponse } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type UploadInput, uploadForm } from './upload-candidates';

/**
 * POST /api/candidates/csv-check: the upload's dry run on the same form. The server reads and screens the
 * file as the upload would and answers each row's verdict, writing nothing.
 */
export const checkUpload = (input: UploadInput, signal?: AbortSignal): Promise<TUploadCheckResponse> =>
  api.post('/api/candidates/csv-check', uploadForm(input), ZUploadCheckResponse, { signal });

/**
 * The verdicts for the review tab. `key` names what the form holds (the file's generation, the target,
 * the tests), since a File is not a query key; null while there is nothing to check.
 */
export const useUploadCheck = (input: UploadInput | null, key: readonly unknown[]) =>
  useQuery({
    queryKey: ['upload-check', ...key],
    queryFn: ({ signal }) => {
      if (!input) throw new Error('nothing to check');
      return checkUpload(input, signal);
    },
    enabled: input !== null,
    // Checked again whenever the review tab opens: candidates may have been added meanwhile.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
