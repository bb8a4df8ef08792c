import type { EmailTemplate, EmailTemplateInput } from '@backoffice/sdk';
import { buttonVariants } from '@backoffice/ui/button';
import { Select } from '@backoffice/ui/select';
import { TextInput } from '@backoffice/ui/text-input';
import { useRef } from 'react';
import * as v from 'valibot';
import { Link, useLocation } from 'wouter';
import { type EditorHandle, RichTextEditor } from '../../shared/editor/rich-text-editor.tsx';
import { useEmailEnums } from '../../shared/emails/email-api.ts';
import { EmailPreview } from '../../shared/emails/email-preview.tsx';
import { FormField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { required } from '../../shared/forms/form-rules.ts';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { useEmailTemplateSaveMutation } from './api/email-queries.ts';
import { templatesPath } from './email-templates-page.tsx';
import { PlaceholderList } from './placeholder-list.tsx';

const schema = v.object({
  name: required(160),
  scope: v.pipe(v.string('Please select a scope'), v.nonEmpty('Please select a scope')),
  subject: required(255),
  body: v.pipe(
    v.string(),
    v.nonEmpty('Please input value'),
    v.maxLength(100_000, 'At most 100,000 characters'),
  ),
});
type Values = v.InferOutput<typeof schema>;
const names = ['name', 'scope', 'subject', 'body'] as const;

type Props = { template: EmailTemplate | undefined; etag: string | undefined };

// Name, scope (emailScope), subject and HTML body with {{placeholders}}, inserted from the list at
// the cursor of the subject or the body (whichever had the focus last); the server's preview beside
// it, rendered for a chosen client. The server sanitises the body on save.
export const EmailTemplateForm = ({ template, etag }: Props) => {
  const isNew = !template;
  const [, navigate] = useLocation();
  const enums = useEmailEnums();
  const save = useEmailTemplateSaveMutation(isNew);
  const bodyRef = useRef<EditorHandle>(null);
  const lastField = useRef<'subject' | 'body'>('body');
  const { form, submit } = useServerForm<Values>({
    schema,
    names,
    defaultValues: {
      name: template?.name ?? '',
      scope: template?.scope ?? '',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
    },
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: template?.id, etag, body: values as EmailTemplateInput });
      if (isNew) navigate(`${templatesPath}/${saved.id}`, { replace: true });
      else navigate(templatesPath);
    },
  });
  const errors = form.formState.errors;
  const [subject, body] = form.watch(['subject', 'body']);

  const insert = (key: string) => {
    const field = lastField.current;
    const token = `{{${key}}}`;
    // The body is the rich text editor: the placeholder goes in at its caret.
    if (field === 'body' && bodyRef.current?.editor()) {
      bodyRef.current.insertText(token);
      return;
    }
    const element = document.getElementById(`template-${field}`) as HTMLInputElement | null;
    const current = form.getValues(field);
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    form.setValue(field, current.slice(0, start) + token + current.slice(end), { shouldDirty: true });
    // Back into the field once the value is there, unless the user has gone on to another field in
    // the meantime (the focus is still on the placeholder button, or nowhere).
    const clicked = document.activeElement;
    requestAnimationFrame(() => {
      if (document.activeElement !== clicked && document.activeElement !== document.body) return;
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold">{isNew ? 'New e-mail template' : template.name}</h1>
      <div className="grid gap-6 xl:grid-cols-2">
        <form
          onSubmit={submit}
          noValidate
          aria-label={isNew ? 'New e-mail template' : 'Edit e-mail template'}
          className="space-y-4 rounded-lg border border-stone-200 bg-white p-6"
        >
          <FormField control={form.control} name="name" id="template-name" label="Name">
            {({ field }) => (
              <TextInput id="template-name" maxLength={160} {...field} invalid={Boolean(errors.name)} />
            )}
          </FormField>
          <FormField control={form.control} name="scope" id="template-scope" label="Scope">
            {({ field }) => (
              <Select
                id="template-scope"
                options={enums.data?.scopes ?? []}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                placeholder="Choose a scope"
                invalid={Boolean(errors.scope)}
              />
            )}
          </FormField>
          <FormField control={form.control} name="subject" id="template-subject" label="Subject">
            {({ field }) => (
              <TextInput
                id="template-subject"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onFocus={() => {
                  lastField.current = 'subject';
                }}
                invalid={Boolean(errors.subject)}
              />
            )}
          </FormField>
          <FormField control={form.control} name="body" id="template-body" label="Body">
            {({ field }) => (
              <RichTextEditor
                format="html"
                id="template-body"
                label="Body"
                editorRef={bodyRef}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onFocus={() => {
                  lastField.current = 'body';
                }}
                invalid={Boolean(errors.body)}
                documentKey={isNew ? undefined : `email-template-${template.id}`}
              />
            )}
          </FormField>
          <PlaceholderList placeholders={enums.data?.placeholders ?? []} onInsert={insert} />
          <FormFooter
            errors={errors}
            isPending={save.isPending}
            secondary={
              <Link href={templatesPath} className={buttonVariants({ variant: 'secondary' })}>
                Cancel
              </Link>
            }
          />
        </form>
        <EmailPreview subject={subject} body={body} />
      </div>
    </section>
  );
};
