import type { TItemDraft } from '@app/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { TItemForm } from '../../lib/item-form';

/** What every type's fields get: the question form. */
export type ItemFieldsProps = { form: UseFormReturn<TItemForm, unknown, TItemDraft> };
