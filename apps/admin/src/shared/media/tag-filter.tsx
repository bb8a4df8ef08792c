import { useImageTagsQuery } from './media-api.ts';

// The gallery's tag filter: a toggle per tag (several may be on: images with any of them).
export const TagFilter = ({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) => {
  const tags = useImageTagsQuery();
  if (!tags.data?.length) return null;
  return (
    <fieldset aria-label="Filter by tag" className="flex flex-wrap gap-1.5">
      {tags.data.map((tag) => {
        const id = String(tag.id);
        const on = value.includes(id);
        return (
          <button
            key={tag.id}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((v) => v !== id) : [...value, id])}
            className={
              on
                ? 'rounded-full bg-brand-600 px-2.5 py-0.5 text-xs text-white'
                : 'rounded-full border border-stone-300 px-2.5 py-0.5 text-xs text-stone-700 hover:bg-stone-100'
            }
          >
            {tag.name}
          </button>
        );
      })}
    </fieldset>
  );
};
