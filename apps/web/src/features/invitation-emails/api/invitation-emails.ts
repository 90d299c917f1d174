import {
  type TInvitationPreviewInput,
  type TInvitationTextInput,
  ZInvitationPreview,
  ZInvitationTextList,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const INVITATION_EMAILS_PATH = '/api/company/invitation-emails';

const keys = {
  texts: ['invitation-emails'] as const,
  preview: ['invitation-emails', 'preview'] as const,
};

/** The company's invitation and reminder texts in every candidate language, with the built-in ones. */
export const useInvitationTexts = () =>
  useQuery({
    queryKey: keys.texts,
    queryFn: ({ signal }) => api.get(INVITATION_EMAILS_PATH, ZInvitationTextList, { signal }),
  });

/** Saves one kind's text in one language; null subject and message go back to the built-in text. */
export function useSaveInvitationText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInvitationTextInput) => api.put(INVITATION_EMAILS_PATH, input, ZInvitationTextList),
    onSuccess: (list) => {
      queryClient.setQueryData(keys.texts, list);
      return queryClient.invalidateQueries({ queryKey: keys.preview });
    },
  });
}

/** The draft as a candidate would get it, with sample data, rendered by the server; null while not valid. */
export const useInvitationPreview = (draft: TInvitationPreviewInput | null) =>
  useQuery({
    queryKey: [...keys.preview, draft],
    queryFn: ({ signal }) =>
      api.post(`${INVITATION_EMAILS_PATH}/preview`, draft, ZInvitationPreview, { signal }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
  });
