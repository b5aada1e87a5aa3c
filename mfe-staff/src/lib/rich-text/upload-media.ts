// POST storage/media: a picture or a video for a lesson or a page; its public /media/content/ address.
import type { ContentMedia } from '@abacus/contract/content-media-schema';
import { api } from '@abacus/shared';

export async function uploadMedia(file: File, onProgress: (percent: number) => void): Promise<ContentMedia> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<ContentMedia>('storage/media', form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return data;
}
