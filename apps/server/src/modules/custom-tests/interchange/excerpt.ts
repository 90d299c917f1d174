/** The start of `text` on one line, cut at `max` characters: a title for a question in a report or a file. */
export function excerpt(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1).trimEnd()}…` : oneLine;
}
