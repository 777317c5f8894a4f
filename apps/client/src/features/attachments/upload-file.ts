import { UploadFileDocument } from '@/features/attachments/graphql/attachments.generated';
import { getToken } from '@/features/session/token-storage';
import type { UploadFileMutation } from '@/features/attachments/graphql/attachments.generated';
import { sendFileOperation } from '@/shared/graphql-upload';
import type { UploadOptions } from '@/shared/graphql-upload';

export { UploadError } from '@/shared/graphql-upload';
export type { UploadOptions } from '@/shared/graphql-upload';
export type UploadedFile = UploadFileMutation['uploadFile'];

/** Uploads one file for the next message, reporting progress as the bytes go out. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const data = await sendFileOperation(UploadFileDocument, { file }, { token: getToken(), ...options });
  return data.uploadFile;
}
