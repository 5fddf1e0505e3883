/** The versions an issue would send that are still the AI's (never edited by the curator), with their readers. */
export function unreviewedVersions(
  translations: Partial<Record<string, { source?: string }>>,
  audience: readonly { subscribers: number; version: string }[],
) {
  const readers = new Map<string, number>();
  for (const row of audience)
    if (translations[row.version]?.source === "ai")
      readers.set(row.version, (readers.get(row.version) ?? 0) + row.subscribers);
  return [...readers].map(([language, subscribers]) => ({ language, subscribers }));
}
