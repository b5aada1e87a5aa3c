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
    // http, https and mailto are linkify's own schemes: naming them as custom protocols registered them again with
    // every editor (one per language tab), and linkify warned "already initialized" each time.
    link: { openOnClick: false, autolink: true },
  }),
  ...(media ? [Image.configure({ allowBase64: false }), HostedVideo, VideoEmbed] : []),
];
