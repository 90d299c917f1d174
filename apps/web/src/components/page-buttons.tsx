import { Button } from '@/components/ui/button';

type Props = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** How the page count is written (the candidates table groups thousands). */
  format?: (count: number) => string;
  labelClassName?: string;
};

/** Previous, "Page n of m", Next: the caller places them in its own navigation landmark. */
export function PageButtons({ page, pages, onPage, format = String, labelClassName }: Props) {
  return (
    <>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={labelClassName}>
        Page {page} of {format(pages)}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </>
  );
}
