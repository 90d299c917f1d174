import type { TCustomTestSummary } from '@app/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { categoryLabel } from '../lib/format';
import { describeDraw } from '../lib/settings-form';

/** One of the company's tests in the list: what it is, what a candidate gets, when it last changed. */
export function TestCard({ test }: { test: TCustomTestSummary }) {
  const { t } = useT('custom-tests');
  const format = useCompanyFormat();
  const headingId = `test-${test.id}-name`;
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words">
          <Link
            to={paths.adminTest.getHref(test.id)}
            className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {test.name}
          </Link>
        </h2>
        <Badge variant="secondary">{categoryLabel(test.category)}</Badge>
        {test.isActive ? null : <Badge variant="outline">{t('archived')}</Badge>}
      </div>
      {test.description ? <p className="text-sm text-muted-foreground">{test.description}</p> : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('card.perCandidate')}</dt>
          <dd className="font-medium">{describeDraw(test, t)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('card.items')}</dt>
          <dd className="font-medium">{t('questionCount', { count: test.itemCount })}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('card.updated')}</dt>
          <dd className="font-medium">{format.date(test.updatedAt)}</dd>
        </div>
      </dl>
    </article>
  );
}
