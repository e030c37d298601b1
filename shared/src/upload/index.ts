/**
 * @marathon/shared/upload: the generic multi-file uploader and the office-file preview dialog.
 * Used by the auth remote now and by the sign-up pages later. Its office renderers load only when a preview opens.
 */
export { FileUpload, type FileUploadProps, type UploadedFile } from './FileUpload';
export { uploadFile, UploadError } from './upload-request';
export { usePrivateFileUrl } from './private-link';
