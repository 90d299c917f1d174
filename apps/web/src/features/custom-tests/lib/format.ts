import { CUSTOM_TEST_CATEGORY_LABELS, type TCustomTestSummary } from '@app/contracts';

export const categoryLabel = (category: TCustomTestSummary['category']) =>
  CUSTOM_TEST_CATEGORY_LABELS[category] ?? category;
