import { SetMetadata } from '@nestjs/common';

export const ONLY_READS = 'onlyReads';

/**
 * Marks a REST route that changes nothing although its method is not GET (a search whose terms travel in a
 * POST body, as the spec has it), so that an access token with the READ scope may call it.
 */
export const OnlyReads = () => SetMetadata(ONLY_READS, true);
