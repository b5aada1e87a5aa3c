// What the editor's schema knows: text formatting, lists and links everywhere; headings, pictures, our own videos and
// YouTube/Vimeo players in lessons and pages (`media`). Whatever has no node here is dropped when HTML is loaded
// or pasted.
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { HostedVideo } from './hosted-video';
import { VideoEmbed } from './video-embed';

export const richTextExtensions = (media: boolean) => [
  StarterKit.configure({
    heading: { levels: media ? [2, 3] : [3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
  }),
  ...(media ? [Image.configure({ allowBase64: false }), HostedVideo, VideoEmbed] : []),
];
