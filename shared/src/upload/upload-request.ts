import { OS_ID, TERMINAL_TYPE, acceptLanguage, useSessionStore, api } from '@marathon/shared';
import type { UploadAnswer } from '../api/user-center';

export class UploadError extends Error {}

/**
 * Sends one file as multipart with XMLHttpRequest, the one browser API that reports upload progress (fetch does
 * not), with the headers every call carries and the visitor's language. Answers the envelope's data or throws its msg.
 */
export function uploadFile(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(path, api().baseURL).href);
    xhr.setRequestHeader('terminalType', String(TERMINAL_TYPE));
    xhr.setRequestHeader('osId', String(OS_ID));
    xhr.setRequestHeader('Accept-Language', acceptLanguage(useSessionStore.getState().language));
    const token = useSessionStore.getState().token;
    if (token) xhr.setRequestHeader('token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new UploadError(''));
    xhr.onabort = () => reject(new UploadError(''));
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { code: number; msg: string; data: UploadAnswer | null };
        if (body.code === 0 && body.data) resolve(body.data);
        else reject(new UploadError(body.msg));
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
