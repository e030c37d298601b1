import { i18n } from '@marathon/shared';
import type { BundleShape } from '../i18n/resources';

/** The upload component's strings; registered once when the entry loads. */
export const uploadMessages = {
  zh: {
    upload: {
      add: '上传文件',
      uploading: '上传中 {{percent}}%',
      failed: '上传失败，请重试',
      remove: '删除',
      removeConfirm: '确定删除该文件吗？',
      authenticityTitle: '真实性确认',
      authenticity: '请确认所上传的材料真实有效，如有虚假将承担相应责任。',
      preview: '预览',
      previewTitle: '文件预览',
      noPreview: '该格式无法在线预览，请下载后查看',
      download: '下载',
      loading: '加载中…',
    },
  },
  en: {
    upload: {
      add: 'Upload file',
      uploading: 'Uploading {{percent}}%',
      failed: 'Upload failed, please try again',
      remove: 'Delete',
      removeConfirm: 'Delete this file?',
      authenticityTitle: 'Confirm authenticity',
      authenticity: 'Please confirm the files are genuine; you are responsible for any false material.',
      preview: 'Preview',
      previewTitle: 'File preview',
      noPreview: 'This format cannot be previewed online; please download it',
      download: 'Download',
      loading: 'Loading…',
    },
  },
} as const;

let registered = false;
export function registerUploadMessages(): void {
  if (registered) return;
  registered = true;
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', uploadMessages[language], true, false);
  }
}

declare module '../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the upload keys
  interface AppMessages extends BundleShape<typeof uploadMessages.zh> {}
}
