// The one rich-text editor of the staff area (issue 10: group notifications; issue 11 adds lessons and static pages):
// Tiptap 3, whose schema parses whatever is pasted, with a toolbar of text formatting, lists, links and undo. It
// writes HTML that the server sanitizes on save; text direction follows the text (dir="auto") for Hebrew.
// Loaded lazily: import it with React.lazy, never on a first load.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { linkHref } from './link-href';
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
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, label, id, editable = true, lang, invalid, describedBy } = props;
  const { t } = useTranslation('staff');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
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
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const href = linkHref(window.prompt(t('richText.linkPrompt'), editor.getAttributes('link').href ?? 'https://'));
    if (href === undefined) return;
    if (href === null) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
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
          {button('bold', state.bold, () => chain().toggleBold().run())}
          {button('italic', state.italic, () => chain().toggleItalic().run())}
          {button('underline', state.underline, () => chain().toggleUnderline().run())}
          {button('bulletList', state.bulletList, () => chain().toggleBulletList().run())}
          {button('orderedList', state.orderedList, () => chain().toggleOrderedList().run())}
          {button('link', state.link, setLink)}
          {button('undo', false, () => chain().undo().run(), !state.canUndo)}
          {button('redo', false, () => chain().redo().run(), !state.canRedo)}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
