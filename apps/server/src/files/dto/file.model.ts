import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { FileEntity } from 'src/files/file.entity';

@ObjectType('File', { description: 'An uploaded file: a PNG or JPEG image, a PDF or a plain text file.' })
export class FileModel {
  @Field(() => ID, { description: 'The file id, e.g. to attach the file to a message.' })
  id: string;

  @Field({ description: 'The name it was uploaded with, without any folder part.' })
  fileName: string;

  @Field({
    description:
      'The media type judged from the content: image/png, image/jpeg, application/pdf or text/plain.',
  })
  fileType: string;

  @Field({
    description:
      'A relative download URL that works without a token (usable in `<img src>`); it expires after an hour, so fetch the file again for a fresh one.',
  })
  fileUrl: string;

  @Field(() => Int, { description: 'The size in bytes.' })
  size: number;
}

export const toFileModel = (file: FileEntity, url: string): FileModel => ({
  id: file.id,
  fileName: file.name,
  fileType: file.mime,
  fileUrl: url,
  size: file.size,
});
