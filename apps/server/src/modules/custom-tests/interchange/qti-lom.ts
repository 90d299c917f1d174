import type { ITEM_DIFFICULTIES } from '@app/contracts';
import { childElements, childNamed, childrenNamed, descendants, rawText, type XmlElement } from './xml';

type Difficulty = (typeof ITEM_DIFFICULTIES)[number];

/** LOM's difficulty vocabulary (very easy … very difficult) for our three levels. */
export const LOM_DIFFICULTY_BY_LEVEL: Record<Difficulty, string> = {
  easy: 'easy',
  medium: 'medium',
  hard: 'difficult',
};
const LEVEL_BY_LOM_DIFFICULTY: Record<string, Difficulty> = {
  'very easy': 'easy',
  easy: 'easy',
  medium: 'medium',
  difficult: 'hard',
  'very difficult': 'hard',
};

// The contract's limits on tags: keywords beyond them are dropped rather than costing the question.
const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 40;

export interface LomSummary {
  title?: string;
  description?: string;
  tags: string[];
  difficulty?: Difficulty;
}

/**
 * The LOM record in a manifest's or a resource's <metadata>, in either binding QTI packages use: IEEE LOM
 * (<string>) or IMS Metadata 1.2 (<langstring>).
 */
export function readLom(metadata: XmlElement | undefined): LomSummary {
  const lom = metadata && childNamed(metadata, 'lom');
  const general = lom && childNamed(lom, 'general');
  if (!lom) return { tags: [] };
  const keywords = general ? childrenNamed(general, 'keyword').map(langText) : [];
  const difficulty = descendants(lom, (node) => node.name === 'difficulty')
    .map((node) => childNamed(node, 'value'))
    .map((value) => (value ? LEVEL_BY_LOM_DIFFICULTY[langText(value).toLowerCase()] : undefined))
    .find(Boolean);
  return {
    title: optional(general && childNamed(general, 'title')),
    description: optional(general && childNamed(general, 'description')),
    tags: keywords.filter((tag) => tag && tag.length <= MAX_TAG_LENGTH).slice(0, MAX_TAGS),
    difficulty,
  };
}

/** A LOM text: its first language string, or its own text (IMS MD puts <value> text directly). */
function langText(node: XmlElement): string {
  const strings = childElements(node).filter(
    (child) => child.name === 'string' || child.name === 'langstring',
  );
  return rawText(strings[0] ?? node).trim();
}

const optional = (node: XmlElement | undefined) => (node ? langText(node) || undefined : undefined);
