/**
 * A text the server wrote in English (a report's detail, a reason), matched against the English templates it is
 * made from, so a page can say it in the admin's language: the template's key and the parts that vary (the
 * pattern's named groups). Undefined when no template matches: the page shows the text as it came.
 */
export type MessagePattern<Key extends string> = readonly [key: Key, pattern: RegExp];

export function matchMessage<Key extends string>(
  text: string,
  patterns: readonly MessagePattern<Key>[],
): { key: Key; values: Record<string, string> } | undefined {
  for (const [key, pattern] of patterns) {
    const found = pattern.exec(text);
    if (found?.index === 0 && found[0] === text) return { key, values: { ...found.groups } };
  }
  return undefined;
}
