// A public static page at /{static} (spec 002 "Static pages"). Only the super franchise sees Edit, which loads the
// staff remote's page editor in place (tabs per language, the language-switcher modal, Save). A page that does not
// exist (the API's 400) is the 404 page (spec 002 section 8).
import { type ComponentType, useState } from 'react';
import { useQueryClient } from '@abacus/shared/query';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { StaticPage, StaticPageTexts } from '@abacus/contract/static-pages-schema';
import { NotFoundPage, session$, Spinner, statusOf, useObservable, useRemoteModule } from '@abacus/shared';
import { Link } from '@/lib/router';
import { staticPageKey, useStaticPage } from '../api/get-static-page';
import { StaticPageText } from './static-page-text';

interface EditorProps {
  page: StaticPage;
  texts: StaticPageTexts;
  onSaved: (texts: StaticPageTexts) => void;
  onClose: () => void;
}

export function StaticPageView({ page }: { page: StaticPage }) {
  const { t } = useTranslation('public');
  const query = useStaticPage(page);
  const session = useObservable(session$);
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  if (query.isError && statusOf(query.error) === 400) return <NotFoundPage />;
  const canEdit = session?.profile.role === 'super_franchise';
  return (
    <main className="public-page static-page" data-testid="static-page" data-page={page}>
      <p className="static-page__top">
        <Link to="/">
          <span aria-hidden="true" className="ui-dir-arrow">
            ←
          </span>{' '}
          {t('brand')}
        </Link>
        {canEdit && query.data && !editing && (
          <button type="button" className="ui-btn ui-btn--ghost" onClick={() => setEditing(true)}>
            {t('staticPage.edit')}
          </button>
        )}
      </p>
      {editing && query.data ? (
        <PageEditorSlot
          page={page}
          texts={query.data}
          onSaved={(texts) => queryClient.setQueryData(staticPageKey(page), texts)}
          onClose={() => setEditing(false)}
        />
      ) : (
        <StaticPageText query={query} testId={page === 'public_contract' ? 'contract' : undefined} />
      )}
    </main>
  );
}

/** The staff remote's page editor, loaded only when the super franchise presses Edit. */
function PageEditorSlot(props: EditorProps) {
  const { t } = useTranslation('public');
  const { module, failed } = useRemoteModule<{ PageEditor: ComponentType<EditorProps> }>('staff', './page-editor');
  if (failed) return <p role="alert">{t('staticPage.editorFailed')}</p>;
  if (!module) return <Spinner label={t('common:loading')} />;
  return <module.PageEditor {...props} />;
}
