import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * An accessible loading indicator: the icon is decorative, the label is read by screen readers.
 * Inside a button whose text already says what is happening ('Submitting...'), pass `decorative`
 * so the label is not read twice.
 */
export function Spinner({
  className,
  size = 'size-5',
  label = 'Loading',
  decorative = false,
}: {
  className?: string;
  /** The icon's size class, given apart from className: the landing page renders without tailwind-merge (lib/utils.ts). */
  size?: `size-${string}`;
  label?: string;
  decorative?: boolean;
}) {
  const iconClass = cn('animate-spin text-current', size, className);
  if (decorative) {
    return <LoaderCircle aria-hidden="true" className={iconClass} />;
  }
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={iconClass} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-area loading state for pages and lazy routes. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-primary">
      <Spinner size="size-8" label={label} />
    </div>
  );
}
