import { vi } from 'vitest';

/**
 * A stand-in for the browser's microphone (getUserMedia) and MediaRecorder, which jsdom lacks: a test decides
 * whether the microphone opens, and what a recording holds. The browser tests record through Chromium's
 * fake device instead.
 */
export class FakeMediaRecorder extends EventTarget {
  static recorders: FakeMediaRecorder[] = [];
  /** What the next recording holds when stopped (`[]`: nothing was recorded). */
  static nextChunks: BlobPart[] = ['fake opus audio'];

  static isTypeSupported(type: string): boolean {
    return type.startsWith('audio/webm');
  }

  state: RecordingState = 'inactive';
  readonly mimeType: string;

  constructor(
    readonly stream: MediaStream,
    options?: MediaRecorderOptions,
  ) {
    super();
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeMediaRecorder.recorders.push(this);
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    const data = new Blob(FakeMediaRecorder.nextChunks, { type: this.mimeType });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
    this.dispatchEvent(new Event('stop'));
  }
}

export interface FakeMicrophone {
  /** Each track's stop(), to check the microphone was given back. */
  stopTrack: ReturnType<typeof vi.fn>;
  getUserMedia: ReturnType<typeof vi.fn>;
}

/** Installs the fake; `refusal` makes getUserMedia fail with that DOMException name (`NotAllowedError`). */
export function installFakeMicrophone(refusal?: string): FakeMicrophone {
  FakeMediaRecorder.recorders = [];
  FakeMediaRecorder.nextChunks = ['fake opus audio'];
  const stopTrack = vi.fn();
  const stream = { getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream;
  const getUserMedia = vi.fn(() =>
    refusal ? Promise.reject(new DOMException('refused', refusal)) : Promise.resolve(stream),
  );
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  // jsdom's navigator has no mediaDevices: one is added for the test (removeFakeMicrophone takes it away).
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { stopTrack, getUserMedia };
}

export function removeFakeMicrophone(): void {
  Reflect.deleteProperty(navigator, 'mediaDevices');
}
