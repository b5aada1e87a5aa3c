// A YouTube or Vimeo player in the text: an <iframe> whose address embedUrl() made (anything else is not parsed, so
// pasted HTML cannot bring another frame in).
import { mergeAttributes, Node } from '@tiptap/core';
import { embedUrl } from '../embed-url';

export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null, parseHTML: (element) => embedUrl(element.getAttribute('src') ?? '') } };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => (embedUrl((element as HTMLElement).getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(HTMLAttributes, {
        width: '560',
        height: '315',
        frameborder: '0',
        allowfullscreen: 'true',
        allow: 'encrypted-media; picture-in-picture; fullscreen',
        title: 'Video',
      }),
    ];
  },
});
