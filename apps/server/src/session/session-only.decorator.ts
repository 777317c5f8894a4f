import { SetMetadata } from '@nestjs/common';

export const SESSION_ONLY = 'sessionOnly';

/**
 * Marks an operation an access token may never run, whatever its scopes: only the writer's own session may
 * (creating tokens or webhooks, changing the password or email, deleting the account).
 */
export const SessionOnly = () => SetMetadata(SESSION_ONLY, true);
