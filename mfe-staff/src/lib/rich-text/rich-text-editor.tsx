// The one rich-text editor of the staff area: group notifications (text and links), lesson bodies and static pages
// (`media`: headings, pictures and videos uploaded to our own storage, YouTube and Vimeo players). Tiptap 3, whose
// schema parses whatever is pasted: what it has no node for (scripts, handlers, other frames) never enters. It writes
// HTML that the server sanitizes on save; text direction follows the text (dir="auto"), right-to-left for Hebrew.
// Loaded lazily: import it with React.lazy, never on a first load.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { CONTENT_IMAGE_ACCEPT, CONTENT_VIDEO_ACCEPT } from '@abacus/contract/content-media-schema';
import { failureText, translateServerMessage } from '@abacus/admin-kit';
import { fieldErrors, toast } from '@abacus/shared';
import { embedUrl } from './embed-url';
import { richTextExtensions } from './extensions/rich-text-extensions';
import { linkHref } from './link-href';
import { uploadMedia } from './upload-media';
import './rich-text.css';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  id?: string;
  /** Read-only for roles that may read but not write (the toolbar is hidden). */
  editable?: boolean;
  /** The language of the text (the he tab of a lesson is right-to-left). */
  lang?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Lessons and pages: headings, pictures, videos and players. */
  media?: boolean;
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, label, id, editable = true, lang, invalid, describedBy, media = false } = props;
  const { t } = useTranslation('staff');
  const [uploading, setUploading] = useState<number | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: richTextExtensions(media),
    content: value,
    editable,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        dir: lang === 'he' ? 'rtl' : 'auto',
        ...(lang ? { lang } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(editable ? {} : { 'aria-readonly': 'true' }),
        class: 'rich-text__content',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      heading: e?.isActive('heading') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();
  // After the selection, never over it: a picture just inserted stays selected, and typing over it would delete it.
  const insert = (content: { type: string; attrs: Record<string, unknown> }) =>
    chain().insertContentAt(editor.state.selection.to, content).run();
  const setLink = () => {
    const href = linkHref(window.prompt(t('richText.linkPrompt'), editor.getAttributes('link').href ?? 'https://'));
    if (href === undefined) return;
    if (href === null) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  const addPlayer = () => {
    const link = window.prompt(t('richText.playerPrompt'), 'https://');
    if (!link || link === 'https://') return;
    const src = embedUrl(link);
    if (src) insert({ type: 'videoEmbed', attrs: { src } });
    else toast('error', t('richText.playerRefused'));
  };
  const upload = async (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (!input || !file) return;
    input.value = '';
    setUploading(0);
    try {
      const { url, kind } = await uploadMedia(file, setUploading);
      if (kind === 'image') insert({ type: 'image', attrs: { src: url, alt: file.name.replace(/\.[^.]+$/, '') } });
      else insert({ type: 'hostedVideo', attrs: { sources: [{ src: url }] } });
    } catch (failure) {
      const onFile = fieldErrors(failure).file;
      toast('error', onFile ? translateServerMessage(onFile, t) : failureText(failure, t));
    } finally {
      setUploading(null);
    }
  };
  const button = (key: string, active: boolean, run: () => void, disabled = false) => (
    <button
      type="button"
      className="rich-text__button"
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {t(`richText.${key}`)}
    </button>
  );
  return (
    <div className={`rich-text${invalid ? ' rich-text--invalid' : ''}`}>
      {editable && (
        <div className="rich-text__toolbar" role="toolbar" aria-label={t('richText.toolbar')}>
          {media && button('heading', state.heading, () => chain().toggleHeading({ level: 2 }).run())}
          {button('bold', state.bold, () => chain().toggleBold().run())}
          {button('italic', state.italic, () => chain().toggleItalic().run())}
          {button('underline', state.underline, () => chain().toggleUnderline().run())}
          {button('bulletList', state.bulletList, () => chain().toggleBulletList().run())}
          {button('orderedList', state.orderedList, () => chain().toggleOrderedList().run())}
          {button('link', state.link, setLink)}
          {media && (
            <>
              {button('image', false, () => imageInput.current?.click(), uploading !== null)}
              {button('video', false, () => videoInput.current?.click(), uploading !== null)}
              {button('player', false, addPlayer)}
              <input
                ref={imageInput}
                type="file"
                hidden
                accept={CONTENT_IMAGE_ACCEPT}
                aria-label={t('richText.image')}
                data-testid="rich-text-image-input"
                onChange={() => void upload(imageInput.current)}
              />
              <input
                ref={videoInput}
                type="file"
                hidden
                accept={CONTENT_VIDEO_ACCEPT}
                aria-label={t('richText.video')}
                data-testid="rich-text-video-input"
                onChange={() => void upload(videoInput.current)}
              />
            </>
          )}
          {button('undo', false, () => chain().undo().run(), !state.canUndo)}
          {button('redo', false, () => chain().redo().run(), !state.canRedo)}
        </div>
      )}
      {uploading !== null && (
        <div className="rich-text__progress">
          <progress max={100} value={uploading} aria-label={t('richText.uploading', { percent: uploading })} />
          <span aria-live="polite">{t('richText.uploading', { percent: uploading })}</span>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
