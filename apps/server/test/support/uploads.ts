import { checkAnswer } from './openapi-answers';
import type { SampleFile } from './sample-files';
import type { GraphqlBody, HttpResult, TestApp } from './test-app';

export const UPLOAD_FILE_MUTATION =
  'mutation Upload($file: Upload!) { uploadFile(file: $file) { id fileName fileType fileUrl size } }';

// A test app or a server process: anything with a base URL.
type Server = Pick<TestApp, 'baseUrl'>;

export interface UploadedFile {
  id: string;
  fileName: string;
  fileType: string;
  fileUrl: string;
  size: number;
}

async function send<T>(app: Server, path: string, init: RequestInit): Promise<HttpResult<T>> {
  const response = await fetch(`${app.baseUrl}${path}`, init);
  const text = await response.text();
  const method = init.method ?? 'GET';
  checkAnswer({
    method,
    path,
    status: response.status,
    contentType: response.headers.get('content-type'),
    text,
  });
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as T };
}

const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** `POST /api/upload` as a browser form would send it: the file in the multipart field `file`. */
export function restUpload(
  app: Server,
  file: SampleFile,
  token?: string,
  field = 'file',
): Promise<HttpResult<{ fileId?: string; message?: string; code?: string }>> {
  const form = new FormData();
  form.append(field, new Blob([file.bytes], { type: file.declaredType }), file.name);
  return send(app, '/api/upload', { method: 'POST', headers: bearer(token), body: form });
}

/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec): `operations`,
 * `map`, then one part per file. Each file fills the variable of the same name.
 */
export function graphqlMultipart<T = Record<string, unknown>>(
  app: Server,
  query: string,
  files: Record<string, SampleFile>,
  options: { token?: string; preflight?: boolean; variables?: Record<string, unknown> } = {},
): Promise<HttpResult<GraphqlBody<T>>> {
  const names = Object.keys(files);
  const variables = { ...options.variables, ...Object.fromEntries(names.map((name) => [name, null])) };
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(names.map((name, i) => [i, [`variables.${name}`]]))));
  names.forEach((name, i) => {
    const file = files[name];
    form.append(String(i), new Blob([file.bytes], { type: file.declaredType }), file.name);
  });
  return send(app, '/graphql', {
    method: 'POST',
    headers: {
      ...bearer(options.token),
      ...(options.preflight === false ? {} : { 'apollo-require-preflight': 'true' }),
    },
    body: form,
  });
}

/** `uploadFile` through GraphQL. */
export function graphqlUpload(
  app: Server,
  file: SampleFile,
  token?: string,
  options: { preflight?: boolean } = {},
): Promise<HttpResult<GraphqlBody<{ uploadFile: UploadedFile }>>> {
  return graphqlMultipart(app, UPLOAD_FILE_MUTATION, { file }, { token, ...options });
}

export const TRANSCRIBE_AUDIO_MUTATION =
  'mutation ($audio: Upload!) { transcribeAudio(audio: $audio) { text } }';

/** `POST /api/transcriptions` as a browser form would send it: the recording in the multipart field `audio`. */
export function restTranscribe(
  app: Server,
  recording: SampleFile,
  token?: string,
  field = 'audio',
): Promise<HttpResult<{ text?: string; message?: string; code?: string }>> {
  const form = new FormData();
  form.append(field, new Blob([recording.bytes], { type: recording.declaredType }), recording.name);
  return send(app, '/api/transcriptions', { method: 'POST', headers: bearer(token), body: form });
}

/** `transcribeAudio` through GraphQL. */
export function graphqlTranscribe(
  app: Server,
  recording: SampleFile,
  token?: string,
): Promise<HttpResult<GraphqlBody<{ transcribeAudio: { text: string } }>>> {
  return graphqlMultipart(app, TRANSCRIBE_AUDIO_MUTATION, { audio: recording }, { token });
}
