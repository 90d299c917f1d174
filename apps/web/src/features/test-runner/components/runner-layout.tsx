import { ArrowLeft } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { candidateHref } from '@/lib/candidate/application';
import { BrandMark, useCandidateBrand } from '@/lib/candidate/brand';
import { useT } from '@/lib/i18n';

/**
 * Every button and button-like link a finger can reach: at least 44×44 px on narrow and touch screens
 * (WCAG 2.5.5). Radio circles (inputs, not buttons) are left alone: their whole option row is the target.
 */
const TOUCH_TARGETS =
  'max-sm:[&_button]:min-h-11 max-sm:[&_button]:min-w-11 pointer-coarse:[&_button]:min-h-11 pointer-coarse:[&_button]:min-w-11';

/**
 * The runner's own frame: a slim sticky header (the timers and Save Progress while a section runs; a way
 * back to the dashboard otherwise) instead of the app shell's navigation, so nothing invites leaving a
 * running test by accident.
 */
export function RunnerLayout({
  headerEnd,
  children,
}: {
  headerEnd?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useT('test-runner');
  const brand = useCandidateBrand();
  return (
    <div className={`flex min-h-dvh flex-col bg-muted/30 ${TOUCH_TARGETS}`}>
      <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
        <div className="mx-auto flex min-h-14 max-w-7xl items-center gap-2 px-3 py-2 sm:gap-3 sm:px-4">
          {/* The brand stays on a phone too, narrowed so the clocks and Save Progress keep their room:
              a logo alone there (the name only for screen readers), or the name cut short. */}
          {brand ? (
            <BrandMark
              brand={brand}
              className={`max-w-32 text-sm sm:max-w-none sm:text-base max-sm:[&_img]:max-w-24 ${brand.logoUrl ? 'max-sm:[&_[data-testid=brand-name]]:sr-only' : ''}`}
            />
          ) : (
            <span className="inline-flex items-center gap-2 font-bold tracking-tight">
              <LogoMark className="size-7" />
              <span className="hidden lg:inline">HireAssess</span>
            </span>
          )}
          <div className="ms-auto flex items-center gap-1.5 sm:gap-3">
            {headerEnd ?? (
              <Button asChild variant="ghost" size="sm" className="max-sm:min-h-11 pointer-coarse:min-h-11">
                <Link to={candidateHref(paths.candidateDashboard.getHref())}>
                  <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t('dashboard')}
                </Link>
              </Button>
            )}
          </div>
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-7xl flex-1 px-3 py-5 sm:px-4 sm:py-8">
        {children}
      </main>
    </div>
  );
}
