import { CUSTOM_TEST_CATEGORY_LABELS, type TCustomTestSummary } from '@app/contracts';

export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

export const categoryLabel = (category: TCustomTestSummary['category']) =>
  CUSTOM_TEST_CATEGORY_LABELS[category] ?? category;

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
