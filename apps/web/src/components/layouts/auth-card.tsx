import { SUPPORT_EMAIL } from '@app/contracts';
import { ArrowLeft } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';

/** The frame of every authentication page: brand, title, the form, a way home and support. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  mark,
}: {
  title: string;
  description?: React.ReactNode;
  /** Replaces the product's mark (an inviting company's white-label). */
  mark?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const { t } = useT('shell');
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <main id="main-content" className="w-full max-w-md">
        <Link
          to={paths.home.getHref()}
          className="mb-6 inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('backHome')}
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            {mark ?? <LogoMark className="mb-2 size-10" />}
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
        <p className="mt-4 text-center text-sm text-muted-foreground">
          {t('needHelp')}{' '}
          <a
            className="font-medium text-primary underline-offset-4 hover:underline"
            href={`mailto:${SUPPORT_EMAIL}`}
          >
            {SUPPORT_EMAIL}
          </a>
        </p>
      </main>
    </div>
  );
}
