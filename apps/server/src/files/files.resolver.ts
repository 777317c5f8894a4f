import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { MessagePayload, toMessagePayload } from 'src/common/graphql/message-payload.model';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { FileModel, toFileModel } from './dto/file.model';
import { FileUrlSigner } from './file-url-signer';
import { FilesService } from './files.service';

@Resolver(() => FileModel)
export class FilesResolver {
  constructor(
    private readonly files: FilesService,
    private readonly signer: FileUrlSigner,
  ) {}

  @Query(() => FileModel, {
    description: 'One of your files, with a fresh download URL (the URLs expire after an hour).',
  })
  async file(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'The file id.' }) id: string,
  ): Promise<FileModel> {
    const file = await this.files.getOwned(user.id, id);
    return toFileModel(file, this.signer.signedUrl(file));
  }

  @Mutation(() => MessagePayload, {
    description:
      'Deletes an upload of yours that no entry carries, such as one taken out of the message box before sending: ' +
      "it is found by nothing from then on. An entry's file goes with the entry (deleteEntry): CONFLICT here.",
  })
  async discardUpload(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'The file id, from uploadFile.' }) id: string,
  ): Promise<MessagePayload> {
    await this.files.discardUpload(user.id, id);
    return toMessagePayload(MESSAGES.uploadDiscarded);
  }

  @Mutation(() => FileModel, {
    description:
      'Uploads one PNG, JPEG, PDF or plain text file, judged by its content (10 MB at most by default). Send it as a GraphQL multipart request with the header `apollo-require-preflight: true`.',
  })
  async uploadFile(
    @CurrentUser() user: AuthUser,
    @Args('file', { type: () => GraphQLUpload, description: 'The file: a part of the multipart request.' }) // The scalar's value is a promise; Nest's pipes await every argument, so the file arrives resolved.
    file: FileUpload,
  ): Promise<FileModel> {
    const entity = await this.files.upload(user.id, () => file.createReadStream(), file.filename);
    return toFileModel(entity, this.signer.signedUrl(entity));
  }
}
