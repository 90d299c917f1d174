import type { DocBlock, DocSection } from './content';

/** A match in a text: `text.slice(start, end)`. */
export type TextRange = { start: number; end: number };

/**
 * The runs of text a block shows, each as it is rendered: `inline code` spans are their own runs, without
 * the backticks. The search counts and the page highlights matches run by run, so the two always agree.
 */
export function getTextRuns(text: string): string[] {
  return text.split('`').filter(Boolean);
}

function blockTexts(block: DocBlock): string[] {
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
      return [block.caption, ...block.endpoints.flatMap((e) => [e.method, e.path, e.description])];
  }
}

/** Every run of text a block shows, exactly as the page renders (and highlights) it. */
export function getBlockRuns(block: DocBlock): string[] {
  switch (block.type) {
    case 'code':
      // Code is shown as it is, backticks included.
      return [block.label, block.code];
    case 'endpoints':
      return [
        ...getTextRuns(block.caption),
        ...block.endpoints.flatMap((e) => [e.method, e.path, ...getTextRuns(e.description)]),
      ];
    default:
      return blockTexts(block).flatMap(getTextRuns);
  }
}

/** Every run of text a section shows: title, summary and blocks. */
export function getSectionRuns(section: DocSection): string[] {
  return [
    ...getTextRuns(section.title),
    ...getTextRuns(section.summary),
    ...section.blocks.flatMap(getBlockRuns),
  ];
}

/** Everything a reader can see in a section, lower-cased, without the backticks of inline code. */
export function getSectionSearchText(section: DocSection): string {
  return [section.title, section.summary, ...section.blocks.flatMap(blockTexts)]
    .join('\n')
    .replaceAll('`', '')
    .toLowerCase();
}

/** The query's words, lower-cased, without backticks and repeats; an empty or blank query has none. */
export function getSearchTerms(query: string): string[] {
  return [...new Set(query.replaceAll('`', ' ').trim().toLowerCase().split(/\s+/).filter(Boolean))];
}

/**
 * Where any of the terms occurs in a text, case-insensitively: sorted, and overlapping or touching
 * matches merged into one range (searching 'web webhook' marks 'webhook' once).
 */
export function findMatchRanges(text: string, terms: readonly string[]): TextRange[] {
  if (terms.length === 0 || text === '') return [];
  const lower = text.toLowerCase();
  const found: TextRange[] = [];
  for (const term of terms) {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) {
      found.push({ start: at, end: at + term.length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: TextRange[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** How many highlighted matches the runs hold. */
export function countMatches(runs: readonly string[], terms: readonly string[]): number {
  return runs.reduce((sum, run) => sum + findMatchRanges(run, terms).length, 0);
}

/** A section found by a search, with the blocks to show and how many matches they and its header hold. */
export type SectionResult<T extends DocSection = DocSection> = {
  section: T;
  /** The blocks to show: all of them without a query, else the matching ones with their headings. */
  blocks: readonly DocBlock[];
  /** Highlighted matches in the title, summary and shown blocks; 0 without a query. */
  matches: number;
  /** True when some of the section's blocks are left out. */
  partial: boolean;
};

function matchingBlocks(section: DocSection, terms: readonly string[]): DocBlock[] {
  const has = (block: DocBlock) => countMatches(getBlockRuns(block), terms) > 0;
  // A match in the title stands for the whole section.
  if (countMatches(getTextRuns(section.title), terms) > 0) return [...section.blocks];
  const shown: DocBlock[] = [];
  let heading: DocBlock | undefined;
  let headingShown = false;
  let headingMatches = false;
  for (const block of section.blocks) {
    if (block.type === 'heading') {
      heading = block;
      headingMatches = has(block);
      headingShown = headingMatches;
      if (headingMatches) shown.push(block);
      continue;
    }
    // Under a matching sub-heading the whole part is shown; elsewhere only matching blocks, with their heading.
    if (headingMatches || has(block)) {
      if (heading && !headingShown) {
        shown.push(heading);
        headingShown = true;
      }
      shown.push(block);
    }
  }
  return shown;
}

/**
 * Searches the sections. Case-insensitive; a section is found when every word of the query appears in its
 * title or text (so 'csv email' finds the section mentioning both). Inside a found section the blocks
 * holding a word are kept, each with the sub-heading it sits under; a word in the title or a sub-heading
 * keeps the whole section or part. A blank query finds every section whole.
 */
export function searchSections<T extends DocSection>(
  sections: readonly T[],
  query: string,
): { terms: string[]; results: SectionResult<T>[]; matches: number } {
  const terms = getSearchTerms(query);
  if (terms.length === 0) {
    return {
      terms,
      results: sections.map((section) => ({ section, blocks: section.blocks, matches: 0, partial: false })),
      matches: 0,
    };
  }
  const results: SectionResult<T>[] = [];
  for (const section of sections) {
    const runs = getSectionRuns(section).map((run) => run.toLowerCase());
    if (!terms.every((term) => runs.some((run) => run.includes(term)))) continue;
    const blocks = matchingBlocks(section, terms);
    const matches =
      countMatches([...getTextRuns(section.title), ...getTextRuns(section.summary)], terms) +
      countMatches(blocks.flatMap(getBlockRuns), terms);
    results.push({ section, blocks, matches, partial: blocks.length < section.blocks.length });
  }
  return { terms, results, matches: results.reduce((sum, r) => sum + r.matches, 0) };
}

/**
 * The sections matching a search, in their original order (see searchSections). A blank query returns
 * every section.
 */
export function filterSections<T extends DocSection>(sections: readonly T[], query: string): T[] {
  return searchSections(sections, query).results.map((result) => result.section);
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The result of a search in words, as the page shows and announces it: '12 matches in 2 of 13 sections
 * for “webhook”', 'No results for “xyz”', or '' without a query.
 */
export function describeSearch(
  query: string,
  search: { terms: readonly string[]; results: readonly SectionResult[]; matches: number },
  totalSections: number,
): string {
  if (search.terms.length === 0) return '';
  const shown = `“${query.trim()}”`;
  if (search.results.length === 0) return `No results for ${shown}`;
  return `${plural(search.matches, 'match', 'matches')} in ${search.results.length} of ${plural(totalSections, 'section', 'sections')} for ${shown}`;
}
