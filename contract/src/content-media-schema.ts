// Pictures and videos inside lessons and static pages (issue 11): POST storage/media (multipart field "file") answers
// the public URL to put into the rich text.
import { z } from 'zod';

export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CONTENT_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const CONTENT_MEDIA_EXTENSIONS = ['png', 'jpg', 'jpeg', 'mp4', 'webm'] as const;
export const CONTENT_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const CONTENT_VIDEO_ACCEPT = '.mp4,.webm,video/mp4,video/webm';
export { MEDIA_TOO_LARGE } from './messages.ts';

export const contentMediaAnswer = z.object({
  url: z.string().describe('/media/content/<name>: public, immutable'),
  kind: z.enum(['image', 'video']),
});
export type ContentMedia = z.infer<typeof contentMediaAnswer>;
