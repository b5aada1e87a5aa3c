// The background tester of the landing page and the games area (spec 000 section 6: "Only the role super franchise
// sees the background tester on the landing/game area (upload jpeg or png, preview, save, remove)"): choose a JPEG or
// PNG (at most 5 MB, checked here and by its bytes on the server), see it as the area's background at once, then Save
// or Cancel; Remove the saved one after a confirm. A small panel in the corner, folded until opened. The public and
// games remotes load it (`@abacus/admin-kit/background-tester`) only for the super franchise.
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { BackgroundArea, Settings } from '@abacus/contract/settings-schema';
import { type BundleLoader, Modal, toast, useNamespace } from '@abacus/shared';
import { removeBackground, uploadBackground } from './backgrounds-api';
import { chosenFileProblem, type Problem, uploadProblem } from './tester-rules';
import './background-tester.css';

export interface BackgroundTesterProps {
  area: BackgroundArea;
  /** The saved background's URL, or null. */
  saved: string | null;
  /** The picture to show as the background instead of the saved one while it is tried (an object URL), or null. */
  onPreview: (url: string | null) => void;
  /** The settings the server answered after a save or a removal: the remote's copy of the public settings. */
  onSettings: (settings: Settings) => void;
}

// The tester's texts are a namespace of their own, downloaded when the tester is shown: `texts/`, not `locales/`
// (the build puts every locales/<lang>.json into the remote's first-load text chunk).
const TESTER_NAMESPACE = 'backgroundTester';
const loadTesterTexts: BundleLoader = async (lang) =>
  (await import('./texts')).TESTER_TEXTS[lang] as Record<string, unknown>;

export function BackgroundTester(props: BackgroundTesterProps) {
  return useNamespace(TESTER_NAMESPACE, loadTesterTexts) ? <TesterPanel {...props} /> : null;
}

/** Resolves once the browser has the picture (or failed to), so the saved one replaces the preview without a flash. */
const preload = (url: string | null) =>
  new Promise<void>((resolve) => {
    if (!url) return resolve();
    const image = new Image();
    image.onload = image.onerror = () => resolve();
    image.src = url;
  });

function TesterPanel({ area, saved, onPreview, onSettings }: BackgroundTesterProps) {
  const { t } = useTranslation(TESTER_NAMESPACE);
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // The preview is the area's background while it lasts; its object URL is freed when it ends.
  useEffect(() => {
    onPreview(preview);
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview, onPreview]);
  useEffect(() => () => onPreview(null), [onPreview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    input.value = ''; // the same file can be chosen again
    if (!chosen) return;
    const refused = chosenFileProblem(chosen);
    setProblem(refused);
    if (refused) return;
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const cancel = () => {
    setFile(null);
    setPreview(null);
    setProblem(null);
  };

  const save = async () => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const settings = await uploadBackground(area, file);
      await preload(settings.backgrounds[area]);
      onSettings(settings);
      setFile(null);
      setPreview(null);
      toast('success', t('background.saved'));
    } catch (error) {
      setProblem(uploadProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      onSettings(await removeBackground(area));
      toast('success', t('background.removed'));
    } catch {
      toast('error', t('common:toast.error'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <aside className="bg-tester" aria-label={t('background.title')} data-testid="background-tester">
      <button
        type="button"
        className="ui-btn bg-tester__toggle"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {t('background.title')}
      </button>
      {open && (
        <div className="bg-tester__body">
          <p className="bg-tester__hint">{t('background.hint')}</p>
          <input
            id={inputId}
            className="bg-tester__input"
            type="file"
            accept="image/jpeg,image/png"
            disabled={busy}
            onChange={choose}
          />
          <label htmlFor={inputId} className="ui-btn ui-btn--ghost bg-tester__choose">
            {t('background.choose')}
          </label>
          {problem && (
            <p className="bg-tester__error" role="alert">
              {problem === 'failed' ? t('common:toast.error') : t(`background.${problem}`)}
            </p>
          )}
          {file ? (
            <>
              <p className="bg-tester__status">{t('background.previewing', { name: file.name })}</p>
              <div className="bg-tester__actions">
                <button type="button" className="ui-btn" onClick={save} disabled={busy} aria-busy={busy}>
                  {busy ? t('background.saving') : t('background.save')}
                </button>
                <button type="button" className="ui-btn ui-btn--ghost" onClick={cancel} disabled={busy}>
                  {t('background.cancel')}
                </button>
              </div>
            </>
          ) : (
            <>
              <p className="bg-tester__status">{saved ? t('background.current') : t('background.none')}</p>
              {saved && (
                <div className="bg-tester__actions">
                  <button type="button" className="ui-btn ui-btn--ghost" onClick={() => setConfirming(true)}>
                    {t('background.remove')}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      )}
      {confirming && (
        <Modal
          title={t('background.removeTitle')}
          onClose={busy ? undefined : () => setConfirming(false)}
          testId="background-remove"
        >
          <p>{t('background.removeQuestion')}</p>
          <div className="bg-tester__actions">
            <button type="button" className="ui-btn" onClick={remove} disabled={busy} aria-busy={busy}>
              {t('background.remove')}
            </button>
            <button type="button" className="ui-btn ui-btn--ghost" onClick={() => setConfirming(false)} disabled={busy}>
              {t('background.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </aside>
  );
}
