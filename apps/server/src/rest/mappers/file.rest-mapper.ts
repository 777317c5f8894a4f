import { ApiProperty } from '@nestjs/swagger';
import type { FileModel } from 'src/files/dto/file.model';

/** The spec's file shape (section 3). */
export class RestFile {
  @ApiProperty({ description: 'The type the server found in its bytes, e.g. `image/png`.' })
  fileType: string;

  @ApiProperty({ description: 'A signed download link (valid an hour); no token needed.' })
  fileUrl: string;

  @ApiProperty({ description: 'The name it was uploaded with.' })
  fileName: string;
}

export const toRestFile = (file: FileModel | null): RestFile | null =>
  file && { fileType: file.fileType, fileUrl: file.fileUrl, fileName: file.fileName };
