import { print } from 'graphql';
import { UPLOAD_FILE_MUTATION } from '@/features/attachments/graphql/attachments.documents';
import type { UploadFileMutation } from '@/gql/graphql';
import { getToken } from '@/features/session/token-storage';

export type UploadedFile = UploadFileMutation['uploadFile'];

/** Why an upload did not finish: the server refused it (its message), it never got through, or it was cancelled. */
export class UploadError extends Error {
  constructor(
    readonly reason: 'rejected' | 'network' | 'cancelled' | 'unauthenticated',
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** Called with 0-100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Defaults to same-origin /graphql. */
  url?: string;
}

interface GraphQLResponse {
  data?: UploadFileMutation | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Sends one file as a GraphQL multipart request (the spec the server's graphql-upload reads). XMLHttpRequest
 * rather than fetch because only it reports upload progress, which a user attaching a 10 MB PDF wants to see.
 */
export function uploadFile(file: File, { onProgress, signal, url = '/graphql' }: UploadOptions = {}) {
  return new Promise<UploadedFile>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('cancelled', 'Upload cancelled'));
      return;
    }
    const body = new FormData();
    body.append(
      'operations',
      JSON.stringify({
        operationName: 'UploadFile',
        query: print(UPLOAD_FILE_MUTATION),
        variables: { file: null },
      }),
    );
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', file, file.name);

    const request = new XMLHttpRequest();
    request.open('POST', url);
    // Apollo's CSRF prevention accepts multipart requests only with this header.
    request.setRequestHeader('apollo-require-preflight', 'true');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.((event.loaded / event.total) * 100);
    };
    request.onload = () => {
      const outcome = readResponse(request.responseText);
      if (outcome instanceof UploadError) reject(outcome);
      else resolve(outcome);
    };
    request.onerror = () => reject(new UploadError('network', 'Network error'));
    request.onabort = () => reject(new UploadError('cancelled', 'Upload cancelled'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

function readResponse(text: string): UploadedFile | UploadError {
  let parsed: GraphQLResponse;
  try {
    parsed = JSON.parse(text) as GraphQLResponse;
  } catch {
    return new UploadError('network', 'Unreadable server response');
  }
  const problem = parsed.errors?.[0];
  if (problem) {
    const reason = problem.extensions?.code === 'UNAUTHENTICATED' ? 'unauthenticated' : 'rejected';
    return new UploadError(reason, problem.message);
  }
  return parsed.data?.uploadFile ?? new UploadError('network', 'No file in the server response');
}
