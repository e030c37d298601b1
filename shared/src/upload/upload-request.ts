import { api } from '@marathon/shared';
import type { userCenterEndpoints } from '../api/endpoints/user-center';
import type { UploadAnswer } from '../api/user-center';

/** The two upload calls of the API: one image, or one document. */
export type UploadEndpoint = (typeof userCenterEndpoints)['uploadImage' | 'uploadFile'];

export class UploadError extends Error {}

/**
 * Sends one file as multipart with XMLHttpRequest, the one browser API that reports upload progress (fetch, and
 * so `call`, does not), to the endpoint's path with the page client's headers (the same as every call's).
 * Answers the envelope's data parsed with the endpoint's answer schema, or throws its msg.
 */
export function uploadFile(
  endpoint: UploadEndpoint,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const client = api();
    // Joined, not resolved: an API base with a path (`/api` behind a proxy) keeps it.
    xhr.open(endpoint.method, `${client.baseURL.replace(/\/+$/, '')}${endpoint.path}`);
    for (const [name, value] of Object.entries(client.headers())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new UploadError(''));
    xhr.onabort = () => reject(new UploadError(''));
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { code: number; msg: string; data: unknown };
        const data = body.code === 0 ? endpoint.answer.safeParse(body.data) : null;
        if (data?.success) resolve(data.data);
        else reject(new UploadError(body.code === 0 ? '' : body.msg));
      } catch {
        reject(new UploadError(''));
      }
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
