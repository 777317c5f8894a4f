import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('Transcription', {
  description: 'What was heard in a recording, for the writer to edit and send.',
})
export class TranscriptionModel {
  @Field({ description: 'The words heard, as the speech-to-text model wrote them out; never empty.' })
  text: string;
}
