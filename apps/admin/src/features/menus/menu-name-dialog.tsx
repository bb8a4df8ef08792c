import type { Menu } from '@backoffice/sdk';
import * as v from 'valibot';
import { TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import { required } from '../../shared/forms/form-rules.ts';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { useMenuMutations } from './menus-api.ts';

const schema = v.object({
  name: required(255),
  code: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(64, 'At most 64 characters'),
    v.regex(/^[a-z0-9_-]*$/, 'Lower case letters, digits, - and _ only'),
  ),
});
type Values = v.InferOutput<typeof schema>;

// A menu's name and code (how the website asks for it: /api/v2/menus?code=header): a new menu,
// or the renaming of one.
export const MenuNameDialog = ({
  menu,
  onClose,
  onCreated,
}: {
  menu?: Menu | undefined;
  onClose: () => void;
  onCreated?: (menu: Menu) => void;
}) => {
  const { create, update } = useMenuMutations();
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    names: ['name', 'code'],
    defaultValues: { name: menu?.name ?? '', code: menu?.code ?? '' },
    onSubmit: async (values) => {
      const body = { name: values.name, code: values.code || null };
      const saved = menu ? await update.mutateAsync({ id: menu.id, body }) : await create.mutateAsync(body);
      form.reset(values);
      if (!menu && onCreated) onCreated(saved);
      else onClose();
    },
  });
  const title = menu ? `Rename “${menu.name}”` : 'New menu';
  return (
    <FormModal title={title} width={480} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={title} className="space-y-4">
        <TextField {...bind('name', 'Name', 'menu-name')} autoFocus />
        <TextField {...bind('code', 'Code (optional)', 'menu-code')} maxLength={64} placeholder="header" />
        <FormFooter
          form={form}
          isPending={create.isPending || update.isPending}
          onCancel={onClose}
          submitText={menu ? 'Save' : 'Create'}
        />
      </form>
    </FormModal>
  );
};
