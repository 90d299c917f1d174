/** The keys with the one at `index` moved by `delta` places; unchanged when it would leave the list. */
export function moveKey(keys: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= keys.length || target < 0 || target >= keys.length) return [...keys];
  const next = [...keys];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as string);
  return next;
}
