import type { FieldErrors } from 'react-hook-form';
import type { TItemForm } from '../../lib/item-form';

/** The options' own error (too few, two alike), below the list it is about. */
export function OptionListError({ id, errors }: { id: string; errors: FieldErrors<TItemForm> }) {
  const message = errors.options?.root?.message ?? errors.options?.message;
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
