import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * An accessible loading indicator: the icon is decorative, the label is read by screen readers.
 * Inside a button whose text already says what is happening ('Submitting...'), pass `decorative`
 * so the label is not read twice.
 */
export function Spinner({
  className,
  label = 'Loading',
  decorative = false,
}: {
  className?: string;
  label?: string;
  decorative?: boolean;
}) {
  if (decorative) {
    return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-current', className)} />;
  }
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-current', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-area loading state for pages and lazy routes. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-primary">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
