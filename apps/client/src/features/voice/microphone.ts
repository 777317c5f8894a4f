import { MESSAGES } from '@/shared/messages';

/** Recording could not start: the message says why and what to do. */
export class MicrophoneError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MicrophoneError';
  }
}

/** What the browser's refusal to open the microphone means for the writer (getUserMedia's error names). */
export function microphoneProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return MESSAGES.voiceMicrophoneRefused;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return MESSAGES.voiceNoMicrophone;
    default:
      return MESSAGES.voiceMicrophoneBusy;
  }
}

/** Opens the microphone, or throws a MicrophoneError saying why it could not. */
export async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
    throw new MicrophoneError(MESSAGES.voiceUnsupported);
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new MicrophoneError(microphoneProblem(error));
  }
}

/**
 * How loud the microphone is, 0 to 1, read about 60 times a second (an AnalyserNode's root mean square);
 * answers the function that stops watching. Without Web Audio there is no level, and recording still works.
 */
export function watchLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  if (typeof AudioContext === 'undefined') return () => undefined;
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  let frame = 0;
  const read = () => {
    analyser.getByteTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
    // Speech sits around 0.05-0.2 RMS: scaled so a normal voice fills most of the meter.
    onLevel(Math.min(1, Math.sqrt(sum / samples.length) * 5));
    frame = requestAnimationFrame(read);
  };
  frame = requestAnimationFrame(read);
  return () => {
    cancelAnimationFrame(frame);
    void context.close();
  };
}
