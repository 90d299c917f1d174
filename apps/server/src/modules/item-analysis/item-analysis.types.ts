import type { TItemType } from '@app/contracts';

/** An item version as item analysis reads it: the item's own options and keys. */
export type AnalysedItem = {
  id: string;
  itemKey: string;
  version: number;
  type: TItemType;
  stem: string;
  /** The item's own options (empty for Likert and true/false, whose scales are fixed). */
  options: string[];
  optionKeys: (number | string)[] | null;
  keyIndex: number | null;
  trait: string | null;
  reverse: boolean | null;
  source: 'library' | 'ai' | 'custom';
  /** 'retired' for a custom test's removed question (library items are retired per company instead). */
  status: string;
};

/** One question of one candidate's form, with the saved answer value (null: unanswered). */
export type FormQuestion = {
  candidateId: string;
  sectionId: string;
  itemId: string;
  optionOrder: number[] | null;
  value: unknown;
};
