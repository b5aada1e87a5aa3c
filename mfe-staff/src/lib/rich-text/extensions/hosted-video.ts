// Our own video in the text: a <video> with controls playing files from /media/ (an upload, or the seeded lesson
// clips with a WebM and an MP4 source). Videos from other addresses are not parsed (the sanitizers drop them too).
import { Node } from '@tiptap/core';

export interface VideoSource {
  src: string;
  type?: string;
}

const ours = (src: string | null): src is string => Boolean(src?.startsWith('/media/') && !src.includes('..'));

function sourcesOf(video: HTMLElement): VideoSource[] {
  const own = video.getAttribute('src');
  const listed = [...video.querySelectorAll('source')].map((s) => ({
    src: s.getAttribute('src') ?? '',
    type: s.getAttribute('type') ?? undefined,
  }));
  return [...(ours(own) ? [{ src: own }] : []), ...listed.filter((s) => ours(s.src))];
}

export const HostedVideo = Node.create({
  name: 'hostedVideo',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      sources: {
        default: [] as VideoSource[],
        parseHTML: (element) => sourcesOf(element as HTMLElement),
        renderHTML: () => ({}),
      },
      title: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: 'video', getAttrs: (element) => (sourcesOf(element as HTMLElement).length ? null : false) }];
  },
  renderHTML({ node }) {
    const sources = node.attrs.sources as VideoSource[];
    return [
      'video',
      { controls: '', preload: 'metadata', ...(node.attrs.title ? { title: node.attrs.title } : {}) },
      ...sources.map((s) => ['source', { src: s.src, ...(s.type ? { type: s.type } : {}) }]),
    ];
  },
});
