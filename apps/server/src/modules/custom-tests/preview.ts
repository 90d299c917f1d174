import { ITEM_TYPES, type TCustomTestPreview, type TItemType } from '@app/contracts';
import { presentToCandidate } from '../items/presentation';

type PreviewItem = {
  position: number;
  type: string;
  stem: string;
  options: string[];
  minWords: number | null;
  maxWords: number | null;
};
type PreviewSettings = { drawCount: number | null; shuffleOptions: boolean; questionSeconds: number };

/** The only types whose options a custom test may shuffle: rating scales and True/False keep theirs. */
const SHUFFLED_TYPES = new Set(['mcq', 'forced_choice', 'sjt']);

function shuffled<T>(values: readonly T[], random: () => number): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const asType = (type: string): TItemType =>
  (ITEM_TYPES as readonly string[]).includes(type) ? (type as TItemType) : 'mcq';

/**
 * One candidate's form of the test, as the pipeline draws it: N of the active items (drawCount) shown in
 * position order, options shuffled when the test says so, each question presented by the runner's own
 * presentToCandidate. Only what the candidate sees: no key.
 */
export function previewForm(
  items: readonly PreviewItem[],
  settings: PreviewSettings,
  random: () => number,
): TCustomTestPreview {
  const drawn =
    settings.drawCount !== null && settings.drawCount < items.length
      ? shuffled(items, random).slice(0, settings.drawCount)
      : [...items];
  drawn.sort((a, b) => a.position - b.position);
  return {
    questions: drawn.map((item, i) => {
      const order =
        settings.shuffleOptions && SHUFFLED_TYPES.has(item.type)
          ? shuffled(
              item.options.map((_, index) => index),
              random,
            )
          : null;
      const shown = presentToCandidate(
        {
          // A custom test is shown as its authors wrote it: no library translation applies.
          itemKey: null,
          type: item.type,
          stem: item.stem,
          itemOptions: item.options,
          minWords: item.minWords,
          maxWords: item.maxWords,
          passageKey: null,
          passageTitle: null,
          passageText: null,
        },
        order,
      );
      return {
        questionNumber: i + 1,
        questionText: shown.text,
        questionType: asType(shown.type),
        options: shown.options,
        timeLimitSeconds: settings.questionSeconds,
        metadata: shown.metadata,
      };
    }),
  };
}
