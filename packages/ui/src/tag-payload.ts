export type ExistingTag = { '@id': string; name: string };

export type TagPayload = { tags: string[]; newTags: string[] };

/** Entries that contain /api/ are IRIs of existing tags. */
export const isTagReference = (entry: string) => entry.includes('/api/');

export const normalizeTagName = (name: string) => name.trim().toLocaleLowerCase();

/**
 * Splits what the tag selector holds into what the API expects: references to existing tags
 * (`tags`) and names to create (`newTags`). A typed name that matches an existing tag, ignoring
 * case and surrounding spaces, becomes that tag's reference; duplicates are removed.
 */
export const toTagPayload = (entries: string[], existing: ExistingTag[]): TagPayload => {
  const idByName = new Map(existing.map((tag) => [normalizeTagName(tag.name), tag['@id']]));
  const tags = new Set<string>();
  const newTags = new Map<string, string>();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    if (isTagReference(entry)) {
      tags.add(entry);
      continue;
    }
    const key = normalizeTagName(entry);
    const id = idByName.get(key);
    if (id) tags.add(id);
    else if (!newTags.has(key)) newTags.set(key, entry);
  }
  return { tags: [...tags], newTags: [...newTags.values()] };
};
