import { type TItemDraft, WORK_STYLE_LABELS } from '@app/contracts';
import type { TFunction } from 'i18next';

/** The key of a question in a few words, for the list: reviewers check keys without opening each one. */
export function describeKey(draft: TItemDraft, t: TFunction): string {
  switch (draft.type) {
    case 'mcq':
      return t('key.mcq', { answer: draft.options[draft.keyIndex] ?? '—' });
    case 'true_false':
      return t('key.trueFalse', { key: String(draft.key) });
    case 'likert_scale':
      return t(draft.reverse ? 'key.traitReverse' : 'key.trait', { trait: draft.trait });
    case 'forced_choice':
      return t('key.styles', { styles: draft.options.map((o) => WORK_STYLE_LABELS[o.style]).join(' vs ') });
    case 'sjt': {
      const best = draft.options.reduce((a, b) => (b.effectiveness > a.effectiveness ? b : a));
      return t('key.sjt', { answer: best.text });
    }
    case 'open_ended':
      return t('key.openEnded', { min: draft.minWords, max: draft.maxWords });
  }
}
