import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from './auth-user';
import { requestOf } from './request-of';

/** The authenticated caller. Only valid on guarded (non-public) operations. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser => requestOf(context).req.user as AuthUser,
);
