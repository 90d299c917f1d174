import {
  type CUSTOM_TEST_EXPORT_FORMATS,
  type TCustomTest,
  type TCustomTestSettings,
  type TItemDraft,
  ZCustomItem,
  ZCustomTest,
  ZCustomTestList,
  ZCustomTestPreview,
  ZCustomTestRemoval,
  ZImportReport,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DownloadedFile } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

const BASE = '/api/custom-tests';
const testPath = (testId: string) => `${BASE}/${encodeURIComponent(testId)}`;
const itemPath = (testId: string, itemKey: string) =>
  `${testPath(testId)}/items/${encodeURIComponent(itemKey)}`;

export const customTestsKeys = {
  all: ['custom-tests'] as const,
  list: () => [...customTestsKeys.all, 'list'] as const,
  detail: (testId: string) => [...customTestsKeys.all, 'detail', testId] as const,
  preview: (testId: string) => [...customTestsKeys.all, 'preview', testId] as const,
};

/** lib/test-library's key: the pickers of the wizard and the assessment form list the company's tests too. */
const TEST_LIBRARY_KEY = ['test-library'];

export const useCustomTests = () =>
  useQuery({
    queryKey: customTestsKeys.list(),
    queryFn: ({ signal }) => api.get(BASE, ZCustomTestList, { signal }),
  });

export const useCustomTest = (testId: string) =>
  useQuery({
    queryKey: customTestsKeys.detail(testId),
    queryFn: ({ signal }) => api.get(testPath(testId), ZCustomTest, { signal }),
  });

/** The questions as a candidate gets them; fetched when the preview opens, fresh each time. */
export const useTestPreview = (testId: string, enabled: boolean) =>
  useQuery({
    queryKey: customTestsKeys.preview(testId),
    queryFn: ({ signal }) => api.get(`${testPath(testId)}/preview`, ZCustomTestPreview, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

function useCustomTestMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customTestsKeys.all }),
        queryClient.invalidateQueries({ queryKey: TEST_LIBRARY_KEY }),
      ]),
  });
}

export const useCreateTest = () =>
  useCustomTestMutation((settings: TCustomTestSettings) => api.post(BASE, settings, ZCustomTest));

export const useUpdateTest = (testId: string) =>
  useCustomTestMutation((settings: TCustomTestSettings) => api.put(testPath(testId), settings, ZCustomTest));

/** The server archives a test that assessments or forms use and deletes any other; it answers which. */
export const useRemoveTest = () =>
  useCustomTestMutation((testId: string) => api.delete(testPath(testId), ZCustomTestRemoval));

/** An archived test back among the company's tests, for new assessments. */
export const useRestoreTest = () =>
  useCustomTestMutation((testId: string) => api.post(`${testPath(testId)}/restore`, {}, ZCustomTest));

export const useAddItem = (testId: string) =>
  useCustomTestMutation((draft: TItemDraft) => api.post(`${testPath(testId)}/items`, draft, ZCustomItem));

export const useUpdateItem = (testId: string) =>
  useCustomTestMutation(({ itemKey, draft }: { itemKey: string; draft: TItemDraft }) =>
    api.put(itemPath(testId, itemKey), draft, ZCustomItem),
  );

export const useDeleteItem = (testId: string) =>
  useCustomTestMutation((itemKey: string) => api.delete(itemPath(testId, itemKey)));

/**
 * Reordering shows the new order at once (the person pressed a button and heard the move announced);
 * a refusal puts the saved order back.
 */
export function useReorderItems(testId: string) {
  const queryClient = useQueryClient();
  const key = customTestsKeys.detail(testId);
  return useMutation({
    mutationFn: (itemKeys: string[]) => api.put(`${testPath(testId)}/order`, { itemKeys }, ZCustomTest),
    onMutate: async (itemKeys) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TCustomTest>(key);
      if (before) {
        const byKey = new Map(before.items.map((item) => [item.itemKey, item]));
        const items = itemKeys.flatMap((itemKey, position) => {
          const item = byKey.get(itemKey);
          return item ? [{ ...item, position }] : [];
        });
        queryClient.setQueryData<TCustomTest>(key, { ...before, items });
      }
      return { before };
    },
    onError: (_error, _keys, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customTestsKeys.all }),
  });
}

/**
 * Where imported questions go: an existing test, or a new one (named after the package's title or the
 * file when no name is given).
 */
export type ImportTarget = { testId: string } | { name?: string };

export const useImportQuestions = () =>
  useCustomTestMutation(({ file, target }: { file: File; target: ImportTarget }) => {
    const body = new FormData();
    if ('testId' in target) body.set('testId', target.testId);
    else if (target.name) body.set('name', target.name);
    // The file last: a multipart parser may stream it, reading the fields before it.
    body.set('file', file);
    return api.post(`${BASE}/import`, body, ZImportReport);
  });

async function downloadFrom(path: string, fallbackName: string) {
  const file = await api.get<DownloadedFile>(path, undefined, { file: true });
  downloadBlob(file.blob, file.fileName ?? fallbackName);
}

export const downloadTemplate = () => downloadFrom(`${BASE}/template.csv`, 'custom-questions-template.csv');

export const EXPORT_FORMATS: readonly {
  id: (typeof CUSTOM_TEST_EXPORT_FORMATS)[number];
  extension: string;
}[] = [
  { id: 'csv', extension: 'csv' },
  { id: 'qti-2.1', extension: 'zip' },
  { id: 'qti-3.0', extension: 'zip' },
];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportTest = (testId: string, format: ExportFormat) =>
  downloadFrom(`${testPath(testId)}/export?format=${format.id}`, `custom-test.${format.extension}`);
