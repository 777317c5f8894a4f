import { openMicrophone, watchLevel } from '@/features/voice/microphone';

/** What MediaRecorder is asked for, best first: Opus in WebM (Chromium, Firefox), else what Safari makes. */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

export interface RecordingOptions {
  /** The recording stops by itself here. */
  maxSeconds: number;
  /** Each whole second recorded. */
  onTick: (seconds: number) => void;
  /** The microphone's level, 0 to 1, many times a second. */
  onLevel: (level: number) => void;
  /** The recording, once stopped (by `stop` or at `maxSeconds`); never after `cancel`. */
  onDone: (recording: FinishedRecording) => void;
}

export interface FinishedRecording {
  audio: Blob;
  seconds: number;
  /** Stopped by itself at maxSeconds. */
  atLimit: boolean;
}

export interface RecordingSession {
  stop(): void;
  /** Stops and drops the recording (the view went away). */
  cancel(): void;
}

/** Opens the microphone and records until stopped; throws MicrophoneError when it cannot start. */
export async function startRecording(options: RecordingOptions): Promise<RecordingSession> {
  const stream = await openMicrophone();
  const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  const startedAt = performance.now();
  const elapsed = () => (performance.now() - startedAt) / 1000;
  let cancelled = false;
  let atLimit = false;
  let second = 0;

  const stopLevel = watchLevel(stream, options.onLevel);
  const timer = window.setInterval(() => {
    const now = Math.floor(elapsed());
    if (now !== second) options.onTick((second = now));
    if (now >= options.maxSeconds) {
      atLimit = true;
      stop();
    }
  }, 250);
  // The microphone is given back the moment recording ends (the browser's recording light goes off).
  const release = () => {
    window.clearInterval(timer);
    stopLevel();
    stream.getTracks().forEach((track) => track.stop());
  };
  const stop = () => {
    if (recorder.state !== 'inactive') recorder.stop();
    else release();
  };

  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  recorder.addEventListener('stop', () => {
    release();
    if (cancelled) return;
    const type = recorder.mimeType || mimeType || 'audio/webm';
    options.onDone({ audio: new Blob(chunks, { type }), seconds: elapsed(), atLimit });
  });
  // A slice every second: what was recorded is already in hand if the recorder fails.
  recorder.start(1000);
  return {
    stop,
    cancel: () => {
      cancelled = true;
      stop();
    },
  };
}
