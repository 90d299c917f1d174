import { type TIntakeResponse, type TTestConfiguration, ZIntakeResponse } from '@app/contracts';
import { ApiError, ClientErrorCode, errorFromResponse, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api-client';

export type UploadInput = {
  file: File;
  adminUserId: string;
  companyId: string;
  companyName: string;
  industry: string;
  testConfiguration: TTestConfiguration;
  /** Add the candidates to this existing assessment (its tests apply) instead of a new one. */
  assessmentId?: string;
};

/** SPEC.md section 7's multipart fields: the upload's form, and its dry run's (check-upload.ts). */
export function uploadForm(input: UploadInput): FormData {
  const form = new FormData();
  form.set('adminUserId', input.adminUserId);
  form.set('companyId', input.companyId);
  form.set('companyName', input.companyName);
  form.set('industry', input.industry);
  form.set('filename', input.file.name);
  form.set('testConfiguration', JSON.stringify(input.testConfiguration));
  if (input.assessmentId) form.set('assessmentId', input.assessmentId);
  // The file goes last: the server checks the fields before reading a byte of it.
  form.set('file', input.file, input.file.name);
  return form;
}

/**
 * POST /api/n8n/csv-upload with SPEC.md section 7's multipart fields. XMLHttpRequest rather than fetch:
 * only it reports upload progress, which a 10 MB file on a slow line needs. `onProgress` gets 0-100.
 */
export function uploadCandidates(input: UploadInput, onProgress: (percent: number) => void) {
  const form = uploadForm(input);
  return new Promise<TIntakeResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/n8n/csv-upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () =>
      reject(
        new ApiError({ message: UNEXPECTED_ERROR_MESSAGE, status: 0, code: ClientErrorCode.NETWORK_ERROR }),
      );
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFromResponse(xhr.status, data));
      const parsed = ZIntakeResponse.safeParse(data);
      if (parsed.success) return resolve(parsed.data);
      reject(
        new ApiError({
          message: UNEXPECTED_ERROR_MESSAGE,
          status: xhr.status,
          code: ClientErrorCode.INVALID_RESPONSE,
        }),
      );
    };
    xhr.send(form);
  });
}
