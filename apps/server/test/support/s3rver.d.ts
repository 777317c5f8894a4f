// s3rver 3 ships no types: the parts the test S3 server uses, declared by hand.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    /** Where buckets and objects are kept, one folder per bucket. */
    directory?: string;
    silent?: boolean;
    /** `<bucket>.<host>` addressing; path-style requests work either way. */
    vhostBuckets?: boolean;
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** The request handler (a Koa app's callback), to mount on an HTTP server of one's own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    logger: { close(): void };
  }

  export default S3rver;
}
