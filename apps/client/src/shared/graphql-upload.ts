import type { TypedDocumentNode } from '@apollo/client';
import { getOperationAST, print } from 'graphql';

/** Why an upload did not finish: the server refused it (its message), it never got through, or it was cancelled. */
export class UploadError extends Error {
  constructor(
    readonly reason: 'rejected' | 'network' | 'cancelled' | 'unauthenticated',
    message: string,
    /** The server's reason for a refusal (`extensions.reason`, e.g. IMPORT_ALREADY_IMPORTED), when it gave one. */
    readonly serverReason?: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** Called with 0-100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  /** Called once the last byte is sent: from then on the server is working on it. */
  onSent?: () => void;
  signal?: AbortSignal;
  /** The session token, sent as a Bearer credential (the caller knows the session; this module does not). */
  token?: string | null;
  /** Defaults to same-origin /graphql. */
  url?: string;
}

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string; reason?: unknown } }[];
}

/**
 * Runs a mutation whose `file` variable is an Upload, as a GraphQL multipart request (the spec the server's
 * graphql-upload reads). XMLHttpRequest rather than fetch because only it reports upload progress, which a
 * user sending a 10 MB PDF or a 200 MB journal wants to see. Resolves with the response's data; rejects with
 * an UploadError.
 */
export function sendFileOperation<TData, TVariables extends { file: File }>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { onProgress, onSent, signal, token, url = '/graphql' }: UploadOptions = {},
) {
  return new Promise<TData>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('cancelled', 'Upload cancelled'));
      return;
    }
    const { file, ...rest } = variables;
    const body = new FormData();
    body.append(
      'operations',
      JSON.stringify({
        operationName: getOperationAST(document)?.name?.value,
        query: print(document),
        variables: { ...rest, file: null },
      }),
    );
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', file, file.name);

    const request = new XMLHttpRequest();
    request.open('POST', url);
    // Apollo's CSRF prevention accepts multipart requests only with this header.
    request.setRequestHeader('apollo-require-preflight', 'true');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100);
    };
    request.upload.onload = () => onSent?.();
    request.onload = () => {
      const outcome = readResponse<TData>(request.responseText);
      if (outcome instanceof UploadError) reject(outcome);
      else resolve(outcome);
    };
    request.onerror = () => reject(new UploadError('network', 'Network error'));
    request.onabort = () => reject(new UploadError('cancelled', 'Upload cancelled'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

function readResponse<TData>(text: string): TData | UploadError {
  let parsed: GraphQLResponse<TData>;
  try {
    parsed = JSON.parse(text) as GraphQLResponse<TData>;
  } catch {
    return new UploadError('network', 'Unreadable server response');
  }
  const problem = parsed.errors?.[0];
  if (problem) {
    const reason = problem.extensions?.code === 'UNAUTHENTICATED' ? 'unauthenticated' : 'rejected';
    const serverReason = problem.extensions?.reason;
    return new UploadError(
      reason,
      problem.message,
      typeof serverReason === 'string' ? serverReason : undefined,
    );
  }
  return parsed.data ?? new UploadError('network', 'No data in the server response');
}
