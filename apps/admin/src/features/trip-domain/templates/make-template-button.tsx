import { createTripTemplateFromTrip } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useLocation } from 'wouter';
import { templateKeysAll, templatePath } from './template-paths.ts';

// POST /api/trips/create-template {id}: a new template from a trip.
const useMakeTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tripId: number) => (await createTripTemplateFromTrip({ id: tripId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeysAll }),
    meta: { successMessage: 'Template created' },
  });
};

// The trip header's "Make a template" (POST /api/trips/create-template): a new template with the
// trip's items on day offsets, no client data; opens it once made.
export const MakeTemplateButton = ({ tripId }: { tripId: number }) => {
  const [, navigate] = useLocation();
  const make = useMakeTemplate();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={make.isPending}
      onClick={() =>
        void make
          .mutateAsync(tripId)
          .then((template) => navigate(templatePath(template.id)))
          .catch(() => undefined)
      }
    >
      <Copy className="size-4" aria-hidden />
      {make.isPending ? 'Making a template…' : 'Make a template'}
    </Button>
  );
};
