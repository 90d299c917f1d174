/** The shapes of the documentation's content (content.ts and the content-*.ts files it gathers). */

export type DocEndpoint = { method: 'GET' | 'POST'; path: string; description: string };

export type DocBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: readonly string[]; ordered?: boolean }
  /** `download`: a file name, when the code is also offered as a file (an example CSV). */
  | { type: 'code'; label: string; code: string; download?: string }
  | { type: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { type: 'endpoints'; caption: string; endpoints: readonly DocEndpoint[] }
  | { type: 'note'; text: string };

/** Who a part of the documentation is for, in the order the page shows them. */
export const DOC_GROUPS = [
  { id: 'guide', title: 'Guide for HR teams' },
  { id: 'it', title: 'For your IT team' },
  { id: 'operators', title: 'For operators' },
  { id: 'policies', title: 'Policies' },
] as const;
export type DocGroupId = (typeof DOC_GROUPS)[number]['id'];

export type DocSection = {
  /** Anchor id: '/documentation#<id>'. */
  id: string;
  group: DocGroupId;
  title: string;
  summary: string;
  blocks: readonly DocBlock[];
};
