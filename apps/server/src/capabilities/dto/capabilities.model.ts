import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Capabilities', {
  description: 'What this server offers beyond the basics, so that a client shows only what works here.',
})
export class CapabilitiesModel {
  @Field({
    description:
      'Voice entries: a recording sent to transcribeAudio (or POST /api/transcriptions) comes back as text to edit. False when the server has no speech-to-text model (AI_TRANSCRIPTION_MODEL) or no key for it.',
  })
  transcription: boolean;

  @Field(() => Int, {
    description:
      'The longest recording, in seconds: a client stops recording there (TRANSCRIPTION_MAX_SECONDS).',
  })
  transcriptionMaxSeconds: number;

  @Field(() => Int, {
    description: 'The largest recording transcribeAudio accepts, in bytes (TRANSCRIPTION_MAX_BYTES).',
  })
  transcriptionMaxBytes: number;

  @Field({
    description:
      'The AI model looks at PNG and JPEG attachments (AI_VISION with a provider); otherwise a reply says it could not see them.',
  })
  vision: boolean;

  @Field({
    description:
      "Replies can draw on the writer's earlier entries once they turn memory on (Profile.aiMemory), and Ask your journal answers from them. True on every server of this version.",
  })
  memory: boolean;
}
