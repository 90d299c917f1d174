import { type ClassValue, clsx } from 'clsx';

type ClassMerge = (classes: string) => string;
const keepAll: ClassMerge = (classes) => classes;
let merge = keepAll;

/**
 * Installs the merge that lets later Tailwind utilities override earlier ones (tailwind-merge, ~9 KB gzipped):
 * app/provider.tsx does, before the first page inside it renders. The landing page renders outside it and
 * never needs it: no class list there conflicts (app/class-merge.test.tsx renders the public pages both ways).
 * `null` restores the plain join.
 */
export function installClassMerge(classMerge: ClassMerge | null): void {
  merge = classMerge ?? keepAll;
}

/** Joins class names; once the merge is installed, `cn('px-2', 'px-4')` → `px-4`. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
