// Create folder (spec 002 "Storage screen"; section 5: "folder create needs a non-empty name"): a small modal with the
// contract's schema form; the server's refusal (a taken or invalid name) shows beside the name field.
import { useEffect, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, SchemaForm, TextField, useSchemaForm } from '@abacus/admin-kit';
import { type CreateFolderInput, createFolderBody } from '@abacus/contract/storage-schema';
import { Modal, toast } from '@abacus/shared';
import { useCreateFolder } from '../api/storage';

const FIELDS = ['name'] as const;

export function CreateFolderDialog({ parent, onClose }: { parent: number | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const form = useSchemaForm(createFolderBody, { name: '', parent });
  const create = useCreateFolder();
  const [formError, setFormError] = useState<string>();
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = (values: CreateFolderInput) => {
    setFormError(undefined);
    return create.mutateAsync({ name: values.name, parent }).then(
      (folder) => {
        toast('success', t('storage.created', { name: folder.name }));
        onClose();
      },
      (failure) => setFormError(applyServerErrors(form.setError, failure, FIELDS)),
    );
  };

  return (
    <Modal
      title={t('storage.newFolder')}
      onClose={create.isPending ? undefined : onClose}
      testId="create-folder-dialog"
    >
      <SchemaForm
        form={form}
        onSubmit={submit}
        submitLabel={t('storage.create')}
        formError={formError}
        testId="create-folder-form"
      >
        <TextField name="name" label={t('storage.folderName')} required autoComplete="off" />
      </SchemaForm>
    </Modal>
  );
}
