// The static page editor (spec 002 "Static pages": "Editing opens a rich-text editor with one tab per language
// (default tab ru), a language-switcher modal and Save. Save is not gated."). Exposed as ./page-editor: the public
// remote draws it in place of the page when the super franchise presses Edit; the server checks the role again.
import '@abacus/contract/zod-setup-schema';
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, SchemaForm, TabPanel, useAdminTexts, useSchemaForm } from '@abacus/admin-kit';
import {
  type StaticPage,
  type StaticPageInput,
  staticPageBody,
  type StaticPageTexts,
} from '@abacus/contract/static-pages-schema';
import { dataLanguage, type Language, Spinner, toast, useNamespace } from '@abacus/shared';
import { LanguageTabs } from '@/lib/language-tabs/language-tabs';
import { RichTextField } from '@/lib/rich-text/rich-text-field';
import { loadBundle } from '@/locales/load-bundle';
import { saveStaticPage } from '../api/save-static-page';
import { pageFormValues } from '../model/page-form';
import '@abacus/admin-kit/admin-kit.css';
import '../static-pages.css';

interface Props {
  page: StaticPage;
  texts: StaticPageTexts;
  onSaved: (texts: StaticPageTexts) => void;
  onClose: () => void;
}

export function PageEditor(props: Props) {
  const ready = useNamespace('staff', loadBundle);
  const adminReady = useAdminTexts();
  if (!ready || !adminReady) return <Spinner />;
  return <PageEditorForm {...props} />;
}

function PageEditorForm({ page, texts, onSaved, onClose }: Props) {
  const { t } = useTranslation('staff');
  const [tab, setTab] = useState<Language>('ru');
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm(staticPageBody, pageFormValues(texts));
  const fields = Object.keys(pageFormValues(texts));
  const dl = dataLanguage(tab);

  const submit = async (values: StaticPageInput) => {
    setFormError(undefined);
    try {
      const saved = await saveStaticPage(page, values);
      onSaved(saved);
      toast('success', t('admin:form.saved'));
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(form.setError, error, fields));
    }
  };

  return (
    <section className="page-editor" data-testid="page-editor">
      <h2 className="page-editor__title">{t('staticPages.title')}</h2>
      <SchemaForm form={form} onSubmit={submit} submitLabel={t('admin:form.save')} formError={formError}>
        <LanguageTabs active={tab} onChange={setTab} />
        <TabPanel tab={tab}>
          <RichTextField key={dl} name={`text_${dl}`} label={t('staticPages.text')} lang={dl} media />
        </TabPanel>
      </SchemaForm>
      <p className="page-editor__cancel">
        <button type="button" className="ui-btn ui-btn--ghost" onClick={onClose}>
          {t('staticPages.cancel')}
        </button>
      </p>
    </section>
  );
}

export default PageEditor;
