import { call } from '@marathon/shared';
import { endpoints, type Application } from '@marathon/shared/api';
import type { UploadedFile } from '@marathon/shared/upload';

export function createApplication(): Promise<Application> {
  return call(endpoints.applicationCreate, { body: { note: '' } });
}

export function saveDocuments(applicationId: number, documents: UploadedFile[]): Promise<Application> {
  return call(endpoints.applicationDocuments, { body: { applicationId, documents } });
}

export function submitApplication(applicationId: number): Promise<Application> {
  return call(endpoints.applicationSubmit, { body: { applicationId } });
}
