import { type TItemDraft, WORK_STYLE_LABELS } from '@app/contracts';

/** The key of a question in a few words, for the list: reviewers check keys without opening each one. */
export function describeKey(draft: TItemDraft): string {
  switch (draft.type) {
    case 'mcq':
      return `Right answer: ${draft.options[draft.keyIndex] ?? '—'}`;
    case 'true_false':
      return `Key: ${draft.key ? 'True' : 'False'}`;
    case 'likert_scale':
      return `Trait: ${draft.trait}${draft.reverse ? ' (reverse-keyed)' : ''}`;
    case 'forced_choice':
      return `Styles: ${draft.options.map((o) => WORK_STYLE_LABELS[o.style]).join(' vs ')}`;
    case 'sjt': {
      const best = draft.options.reduce((a, b) => (b.effectiveness > a.effectiveness ? b : a));
      return `Most effective: ${best.text}`;
    }
    case 'open_ended':
      return `${draft.minWords}–${draft.maxWords} words, rubric-graded`;
  }
}
