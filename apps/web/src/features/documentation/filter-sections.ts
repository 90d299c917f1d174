import type { DocBlock, DocSection } from './content';

function blockText(block: DocBlock): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
    case 'note':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'code':
      return [block.label, block.code];
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case 'endpoints':
      return [block.caption, ...block.endpoints.flatMap((e) => [`${e.method} ${e.path}`, e.description])];
  }
}

/** Everything a reader can see in a section, lower-cased, without the backticks of inline code. */
export function getSectionSearchText(section: DocSection): string {
  return [section.title, section.summary, ...section.blocks.flatMap(blockText)]
    .join('\n')
    .replaceAll('`', '')
    .toLowerCase();
}

/** The query's words, lower-cased; an empty or blank query has none. */
export function getSearchTerms(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The sections matching a search, in their original order. Case-insensitive; a section matches when every
 * word of the query appears in its title or text (so 'csv email' finds the section mentioning both).
 * A blank query returns every section.
 */
export function filterSections<T extends DocSection>(sections: readonly T[], query: string): T[] {
  const terms = getSearchTerms(query);
  if (terms.length === 0) return [...sections];
  return sections.filter((section) => {
    const text = getSectionSearchText(section);
    return terms.every((term) => text.includes(term));
  });
}
