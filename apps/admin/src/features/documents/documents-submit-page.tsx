import {
  getDocumentRequest,
  type SubmitDocumentsBody,
  submitDocuments,
  uploadCovidDocument,
  uploadCreditCardDocument,
  uploadDriverLicenseDocument,
  uploadPassportDocument,
  uploadSecondCreditCardDocument,
} from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { Spinner } from '@backoffice/ui/spinner';
import { TextInput } from '@backoffice/ui/text-input';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';

type UploadCall = (body: { hash: string; file: File }) => Promise<unknown>;
// The kinds a documents link can ask for, with their upload route (documents.routes.ts).
const kinds: Record<string, { label: string; upload: UploadCall }> = {
  passport: { label: 'Passport', upload: uploadPassportDocument },
  creditCard: { label: 'Credit card', upload: uploadCreditCardDocument },
  secondCreditCard: { label: 'Second credit card', upload: uploadSecondCreditCardDocument },
  driverLicense: { label: "Driver's licence", upload: uploadDriverLicenseDocument },
  covid: { label: 'COVID certificate', upload: uploadCovidDocument },
};
export const maxDocumentBytes = 10 * 1024 * 1024;
const accepted = 'image/*,application/pdf';

const problemText = (error: unknown) =>
  isApiError(error) ? error.messages.join(' ') : 'The connection failed. Please try again.';

const detailFields: { name: keyof SubmitDocumentsBody; label: string; type?: string }[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'birthday', label: 'Date of birth', type: 'date' },
  { name: 'nationality', label: 'Nationality' },
  { name: 'email', label: 'E-mail', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'passportNumber', label: 'Passport number' },
  { name: 'passportExpiry', label: 'Passport expiry', type: 'date' },
];

const Frame = ({ children }: { children: React.ReactNode }) => (
  <section className="mx-auto max-w-2xl space-y-6 pt-16">{children}</section>
);

// /documents/submit/:hash, the page a documents link opens (public, the dark documents layout of
// product.md §2.1): one upload per document asked for, each sent as soon as it is chosen, then the
// client's details and Submit, which closes the link.
export const DocumentsSubmitPage = ({ params }: { params: Record<string, string | undefined> }) => {
  const hash = params.hash ?? '';
  const request = useQuery({
    queryKey: ['documents-request', hash],
    queryFn: async () => (await getDocumentRequest(hash)).data,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  const [sent, setSent] = useState<string[]>([]);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string[] | null>(null);
  const submit = useMutation({
    mutationFn: async (body: SubmitDocumentsBody) => (await submitDocuments(body)).data,
    meta: { silent: true },
  });

  if (done) {
    return (
      <Frame>
        <CheckCircle2 className="size-12 text-emerald-400" aria-hidden />
        <h1 className="text-3xl font-semibold">Thank you</h1>
        <p className="text-stone-300">
          We have received your documents
          {done.length ? ` (${done.map((k) => kinds[k]?.label ?? k).join(', ')})` : ''}. Your travel designer
          will be in touch. You can close this page.
        </p>
      </Frame>
    );
  }
  if (request.isPending) {
    return (
      <Frame>
        <Spinner label="Loading the request" />
      </Frame>
    );
  }
  if (request.isError) {
    const status = isApiError(request.error) ? request.error.status : 0;
    return (
      <Frame>
        <h1 className="text-3xl font-semibold">Documents</h1>
        <p role="alert" className="text-lg text-stone-300">
          {status === 404
            ? 'This link is not valid or has expired.'
            : status === 429
              ? 'Too many attempts. Please try again later.'
              : 'The page could not load. Please try again.'}
        </p>
        <p className="text-stone-400">Please ask your travel designer for a new link.</p>
      </Frame>
    );
  }

  const received = new Set([...request.data.received, ...sent]);
  const uploading = Object.values(busy).some(Boolean);

  const onFile = async (kind: string, file: File | undefined) => {
    if (!file) return;
    const fail = (message: string) => setErrors((e) => ({ ...e, [kind]: message }));
    if (!(file.type.startsWith('image/') || file.type === 'application/pdf'))
      return fail('Choose an image (JPEG, PNG…) or a PDF.');
    if (file.size > maxDocumentBytes) return fail('The file is larger than 10 MB.');
    setErrors(({ [kind]: _, ...rest }) => rest);
    setBusy((b) => ({ ...b, [kind]: true }));
    try {
      await kinds[kind]!.upload({ hash, file });
      setSent((s) => [...s, kind]);
    } catch (error) {
      fail(problemText(error));
    } finally {
      setBusy((b) => ({ ...b, [kind]: false }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: SubmitDocumentsBody = { hash };
    for (const field of detailFields) {
      const value = String(form.get(field.name) ?? '').trim();
      if (value) (body as Record<string, string>)[field.name] = value;
    }
    try {
      setDone((await submit.mutateAsync(body)).received);
    } catch {
      // Shown below the form.
    }
  };

  return (
    <Frame>
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">Your documents</h1>
        <p className="text-stone-300">
          Please send the documents below (an image or a PDF, up to 10 MB each), add your details, then press
          Submit. They travel encrypted and only your travel team can open them.
        </p>
      </header>
      <ul aria-label="Documents asked for" className="space-y-3">
        {request.data.kinds.map((kind) => {
          const label = kinds[kind]?.label ?? kind;
          const id = `document-${kind}`;
          return (
            <li key={kind} className="rounded-lg border border-stone-700 bg-stone-900 p-4">
              <div className="flex items-center justify-between gap-4">
                <span className="font-medium">{label}</span>
                {received.has(kind) ? (
                  <span className="flex items-center gap-1 text-sm text-emerald-400">
                    <CheckCircle2 className="size-4" aria-hidden />
                    Received
                  </span>
                ) : busy[kind] ? (
                  <span className="flex items-center gap-2 text-sm text-stone-300">
                    <Spinner label={`Uploading: ${label}`} />
                    Uploading…
                  </span>
                ) : (
                  <label
                    htmlFor={id}
                    className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-stone-500 px-3 py-1.5 text-sm hover:bg-stone-800 focus-within:outline-2 focus-within:outline-white"
                  >
                    <Upload className="size-4" aria-hidden />
                    Choose a file
                    <input
                      id={id}
                      type="file"
                      accept={accepted}
                      aria-label={`Upload: ${label}`}
                      className="sr-only"
                      onChange={(e) => {
                        void onFile(kind, e.currentTarget.files?.[0]);
                        e.currentTarget.value = '';
                      }}
                    />
                  </label>
                )}
              </div>
              {busy[kind] ? (
                <div
                  role="progressbar"
                  aria-label={`${label} upload`}
                  className="mt-3 h-1 overflow-hidden rounded bg-stone-700"
                >
                  <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-white" />
                </div>
              ) : null}
              {errors[kind] ? (
                <p role="alert" className="mt-2 text-sm text-red-400">
                  {errors[kind]}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <form aria-label="Your details" onSubmit={onSubmit} noValidate className="space-y-4">
        <h2 className="text-xl font-semibold">Your details</h2>
        <div className="grid grid-cols-2 gap-4 [&_label]:text-stone-200">
          {detailFields.map((field) => (
            <Field key={field.name} id={`details-${field.name}`} label={field.label}>
              <TextInput
                id={`details-${field.name}`}
                name={field.name}
                type={field.type ?? 'text'}
                maxLength={120}
                className="border-stone-600 bg-stone-900 text-stone-100"
              />
            </Field>
          ))}
        </div>
        {submit.isError ? (
          <p role="alert" className="text-sm text-red-400">
            {isApiError(submit.error) && submit.error.status === 404
              ? 'This link is not valid or has expired.'
              : problemText(submit.error)}
          </p>
        ) : null}
        <div className="flex items-center justify-end gap-3">
          {uploading ? <span className="text-sm text-stone-400">Wait for the uploads to finish.</span> : null}
          <Button type="submit" disabled={uploading || submit.isPending}>
            Submit
          </Button>
        </div>
      </form>
    </Frame>
  );
};
