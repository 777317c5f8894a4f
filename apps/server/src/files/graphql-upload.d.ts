// graphql-upload 17 ships ES modules typed through JSDoc, which this CommonJS build cannot read: the parts
// we use, declared by hand.
declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';

  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/processRequest.mjs' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { Readable } from 'node:stream';

  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(options?: { encoding?: BufferEncoding; highWaterMark?: number }): Readable;
  }

  export interface ProcessRequestOptions {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }

  /** Parses a GraphQL multipart request into operations whose `Upload` variables resolve to files. */
  export default function processRequest(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ProcessRequestOptions,
  ): Promise<Record<string, unknown> | Array<Record<string, unknown>>>;
}
