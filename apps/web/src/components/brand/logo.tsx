import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 22V10h3v4.6h8V10h3v12h-3v-4.7h-8V22z" className="fill-primary-foreground" />
    </svg>
  );
}

/** The product name with its mark, linking home. `tone="inverse"` is for dark backgrounds. */
export function Logo({ className, tone = 'default' }: { className?: string; tone?: 'default' | 'inverse' }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight',
        tone === 'inverse' ? 'text-white' : 'text-foreground',
        className,
      )}
    >
      <LogoMark />
      <span>HireAssess</span>
    </Link>
  );
}
