import { api } from '@marathon/shared';
import { API_PATHS, applicationSchema, type Application } from '@marathon/shared/api';
import type { UploadedFile } from '@marathon/shared/upload';

const parse = (answer: unknown): Application => applicationSchema.parse(answer);

export async function createApplication(): Promise<Application> {
  return parse(await api().post<unknown>(API_PATHS.applicationCreate, { note: '' }));
}

export async function saveDocuments(applicationId: number, documents: UploadedFile[]): Promise<Application> {
  return parse(await api().post<unknown>(API_PATHS.applicationDocuments, { applicationId, documents }));
}

export async function submitApplication(applicationId: number): Promise<Application> {
  return parse(await api().post<unknown>(API_PATHS.applicationSubmit, { applicationId }));
}
