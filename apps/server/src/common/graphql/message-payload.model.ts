import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('MessagePayload', {
  description: 'The outcome of an operation that returns no data, as a text for the user.',
})
export class MessagePayload {
  @Field({ description: 'A short, user-facing description of the outcome.' })
  message: string;
}

export const toMessagePayload = (message: string): MessagePayload => ({ message });
