import { getImageSrc } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useQuery } from '@tanstack/react-query';
import { thumbnailOf } from './media-api.ts';

// A gallery image chosen for a record (an article's main image, a page block's image): its
// thumbnail and name, "Choose/Change image" (the caller opens the gallery picker), "Remove image".
export const ImageChoice = ({
  id,
  value,
  onChange,
  onPick,
}: {
  id: string;
  value: string | null;
  onChange: (iri: string | null) => void;
  onPick: () => Promise<{ '@id': string } | null | undefined>;
}) => (
  <div className="flex flex-wrap items-center gap-2" id={id}>
    <ImagePreview iri={value} />
    <Button
      variant="secondary"
      size="sm"
      onClick={async () => {
        const image = await onPick();
        if (image) onChange(image['@id']);
      }}
    >
      {value ? 'Change image' : 'Choose image'}
    </Button>
    {value ? (
      <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
        Remove image
      </Button>
    ) : null}
  </div>
);

export const ImagePreview = ({ iri }: { iri: string | null }) => {
  const id = iri ? Number(iri.split('/').pop()) : undefined;
  const image = useQuery({
    queryKey: ['media', 'item', id ?? 0],
    queryFn: async () => (await getImageSrc(id!)).data,
    enabled: id !== undefined && Number.isInteger(id),
    staleTime: 60_000,
    meta: { silent: true },
  });
  if (!iri) return <span className="text-sm text-stone-600">No image</span>;
  return image.data ? (
    <span className="flex items-center gap-2 text-sm text-stone-700" data-testid="chosen-image">
      <img src={thumbnailOf(image.data)} alt="" className="h-12 w-16 rounded object-cover" />
      {image.data.name}
    </span>
  ) : (
    <span className="text-sm text-stone-600" data-testid="chosen-image">
      Image #{id}
    </span>
  );
};
