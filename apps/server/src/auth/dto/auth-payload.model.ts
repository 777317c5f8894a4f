import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('AuthPayload', { description: 'A session token for the Authorization: Bearer header.' })
export class AuthPayload {
  @Field({ description: 'A signed JWT (HS256) whose payload carries `username`; it expires.' })
  token: string;

  @Field({ description: 'A short, user-facing description of the outcome.' })
  message: string;
}
