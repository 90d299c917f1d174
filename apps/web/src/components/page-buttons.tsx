import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';

type Props = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** How the page count is written; the company's number format unless the caller has its own. */
  format?: (count: number) => string;
  labelClassName?: string;
};

/** Previous, "Page n of m", Next: the caller places them in its own navigation landmark. */
export function PageButtons({ page, pages, onPage, format, labelClassName }: Props) {
  const { t } = useT('page-buttons');
  const companyFormat = useCompanyFormat();
  const count = format ?? companyFormat.number;
  return (
    <>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span className={labelClassName}>{t('page', { page: count(page), pages: count(pages) })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </>
  );
}
