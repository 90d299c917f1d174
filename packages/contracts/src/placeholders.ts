import { isOwnKey } from './own-keys';

/**
 * The template syntax a company writes its emails in (decision emails, invitation and reminder texts):
 * `{{ name }}`, spaces inside the braces allowed, as most template languages allow them. Each kind of
 * email knows its own placeholders (a record of name → what it becomes); any other name is refused when
 * saved or previewed, so a saved text always renders whole.
 */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders of `text` that are not among `known`, each once, in order of appearance. */
export function unknownPlaceholdersOf(text: string, known: Readonly<Record<string, string>>): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!isOwnKey(known, name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** "Unknown placeholder {{salary}}. You can use {{a}}, {{b}}." */
export function unknownPlaceholderMessageOf(names: string[], known: readonly string[]): string {
  const list = names.map((n) => `{{${n}}}`).join(', ');
  const usable = known.map((k) => `{{${k}}}`).join(', ');
  return `${names.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'} ${list}. You can use ${usable}.`;
}

/**
 * Replaces every placeholder of `known` with its value, in one pass: a value is never read as a
 * placeholder again. `text` must have passed unknownPlaceholdersOf (any other name is left as written).
 */
export function renderPlaceholders<K extends string>(
  text: string,
  known: Readonly<Record<K, string>>,
  values: Readonly<Record<K, string>>,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isOwnKey(known, name) ? values[name] : whole));
}
