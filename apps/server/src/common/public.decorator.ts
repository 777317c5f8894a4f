import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/**
 * Opens one operation or route to callers without a token. Everything else requires one. In common/ because
 * the foundation's routes (health, metrics) use it as the features' do; auth's guard reads it.
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
