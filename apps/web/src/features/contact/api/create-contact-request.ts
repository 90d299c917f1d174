import {
  type TContactRequestCreated,
  ZContactRequestCreated,
  type ZContactRequestInput,
} from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** The body after the contract's parsing (trimmed; blank optional fields removed). */
export type ContactRequestBody = z.output<typeof ZContactRequestInput>;

export function createContactRequest(body: ContactRequestBody): Promise<TContactRequestCreated> {
  return api.post('/api/contact-requests', body, ZContactRequestCreated);
}

export function useCreateContactRequest() {
  return useMutation({ mutationFn: createContactRequest });
}
