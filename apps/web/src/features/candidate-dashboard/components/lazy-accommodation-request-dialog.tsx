import { type ComponentProps, lazy, Suspense, useState } from 'react';

const AccommodationRequestDialog = lazy(async () => ({
  default: (await import('./accommodation-request-dialog')).AccommodationRequestDialog,
}));

type Props = ComponentProps<typeof AccommodationRequestDialog>;

/**
 * The request form (react-hook-form, zod and the dialog primitives) loads when first opened, not with the
 * dashboard; it then stays mounted so it closes with its animation.
 */
export function LazyAccommodationRequestDialog(props: Props) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AccommodationRequestDialog {...props} />
    </Suspense>
  );
}
