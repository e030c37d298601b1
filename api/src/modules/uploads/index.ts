export { findStoredUpload, ownedUploads } from './owned-uploads';
export { MAX_FILE_BYTES, registerUploadRoutes } from './routes';
