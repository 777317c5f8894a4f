import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

/**
 * A stand-in for XMLHttpRequest that records what is sent and lets a test play the network: upload progress,
 * the end of the upload, the answer, a failure. Installed with installFakeXhr(); every request is kept in order.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  responseText = '';
  status = 0;
  aborted = false;
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.requests.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** Every byte is sent; the server is working on it. */
  sent() {
    this.upload.onload?.(new ProgressEvent('load'));
  }

  /** The server answers with this JSON body. */
  respond(body: unknown, status = 200) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  /** The connection breaks. */
  fail() {
    this.onerror?.(new ProgressEvent('error'));
  }

  /** The parsed `operations` part of the multipart body. */
  operations(): { operationName?: string; query: string; variables: Record<string, unknown> } {
    return JSON.parse(this.field('operations')) as ReturnType<FakeXhr['operations']>;
  }

  /** A text part of the multipart body. */
  field(name: string): string {
    const value = this.body?.get(name);
    if (typeof value !== 'string') throw new Error(`no text part ${name} in the request`);
    return value;
  }
}

/** Replaces XMLHttpRequest for the test (vi.unstubAllGlobals in the setup file restores it). */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** The latest request, failing the test when none was made. */
export function lastXhr(): FakeXhr {
  const request = FakeXhr.requests.at(-1);
  if (!request) throw new Error('no XMLHttpRequest was sent');
  return request;
}
