/**
 * Lookups of names that people or files supply (a template's placeholder, an XML element, a CSV header)
 * read own properties only. `name in map` and `map[name]` also find what every object inherits, so
 * `{{constructor}}` passed a placeholder check and rendered "function Object() { [native code] }"
 * (issue 37). These never see constructor, toString, __proto__ or any other inherited name.
 */
export const isOwnKey = <T extends object>(map: T, key: PropertyKey): key is keyof T =>
  Object.hasOwn(map, key);

/** `map[key]` when `key` is one of its own properties; undefined for any other name, inherited ones included. */
export const ownValue = <V>(map: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;
