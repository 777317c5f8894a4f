import type { FileModel } from 'src/files/dto/file.model';

/** The spec's file shape (section 3). */
export interface RestFile {
  fileType: string;
  fileUrl: string;
  fileName: string;
}

export const toRestFile = (file: FileModel | null): RestFile | null =>
  file && { fileType: file.fileType, fileUrl: file.fileUrl, fileName: file.fileName };
