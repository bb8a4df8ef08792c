import type { Client, Prospect } from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { TextInput } from '@backoffice/ui/text-input';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormError } from '../../shared/forms/form-footer.tsx';
import { useProspectConvert } from './api/prospect-queries.ts';

// "Ana María de la Cruz" → Ana / María de la Cruz, as the server splits a name.
const splitName = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
};

type Duplicate = { iri: string; by: string; message: string };

const duplicateOf = (error: unknown): Duplicate | null => {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = (error.body ?? {}) as { duplicate?: string; duplicateBy?: string };
  if (!body.duplicate) return null;
  return { iri: body.duplicate, by: body.duplicateBy ?? '', message: error.messages.join(' ') };
};

type Props = {
  prospect: Prospect;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConverted: (client: Client) => void;
};

// Convert to client: first and last name (prefilled from the prospect), then POST
// /api/prospects/{id}/convert. A client already on file (409) is shown with a link, and
// "Create anyway" sends the same request with force.
export const ConvertDialog = ({ prospect, open, onOpenChange, onConverted }: Props) => {
  const split = splitName(prospect.name);
  const [firstName, setFirstName] = useState(prospect.firstName ?? split.firstName);
  const [lastName, setLastName] = useState(prospect.lastName ?? split.lastName);
  const convert = useProspectConvert(prospect.id);
  const duplicate = duplicateOf(convert.error);
  const violations = isApiError(convert.error) ? convert.error.violations : [];
  const violation = (name: string) => violations.find((v) => v.propertyPath === name)?.message;
  const otherError =
    convert.error && !duplicate && violations.length === 0
      ? isApiError(convert.error)
        ? convert.error.messages.join(' ')
        : String(convert.error)
      : null;

  const run = async (force: boolean) => {
    try {
      const client = await convert.mutateAsync({ firstName, lastName, force });
      onConverted(client);
    } catch {
      // Shown in the dialog.
    }
  };
  const duplicateId = duplicate?.iri.split('/').pop();

  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        title="Convert to client"
        description={`A client is created from ${prospect.name}'s details; the prospect is marked converted.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            {duplicate ? (
              <Button variant="danger" onClick={() => run(true)} disabled={convert.isPending}>
                Create anyway
              </Button>
            ) : (
              <Button onClick={() => run(false)} disabled={convert.isPending}>
                Convert
              </Button>
            )}
          </>
        }
      >
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-4">
            <Field id="convert-first-name" label="First name" error={violation('firstName')}>
              <TextInput
                id="convert-first-name"
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
                invalid={Boolean(violation('firstName'))}
              />
            </Field>
            <Field id="convert-last-name" label="Last name" error={violation('lastName')}>
              <TextInput
                id="convert-last-name"
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
                invalid={Boolean(violation('lastName'))}
              />
            </Field>
          </div>
          {duplicate ? (
            <div role="alert" className="space-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <p>
                {duplicate.by === 'email'
                  ? 'A client with this e-mail is already on file.'
                  : 'A client with this name and birthday is already on file.'}
              </p>
              <p>
                <Link href={`/admin/clients/${duplicateId}`} className="font-medium underline">
                  Open the existing client (#{duplicateId})
                </Link>{' '}
                or create a new one anyway.
              </p>
            </div>
          ) : null}
          <FormError>{otherError}</FormError>
        </div>
      </ModalContent>
    </Modal>
  );
};
