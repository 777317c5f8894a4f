/** A sound format a recording may come in, as its bytes tell it (transcription/audio-format.ts). */
export interface AudioFormat {
  /** The file extension providers read the format from (OpenAI goes by the name, not the type). */
  extension: 'webm' | 'ogg' | 'mp4' | 'm4a' | 'mp3' | 'wav' | 'flac';
  mime: string;
}

/** A recording held in memory: never written to disk or storage. */
export interface AudioRecording {
  bytes: Buffer;
  format: AudioFormat;
}

/**
 * Writes a recording out as text (issue 25): an OpenAI-compatible `/audio/transcriptions` endpoint. It throws
 * AiProviderError with a message fit to show the writer. The offline companion has none: the TRANSCRIBER token
 * is null when AI_TRANSCRIPTION_MODEL or a key is unset, and voice entries are not offered.
 */
export interface Transcriber {
  readonly model: string;
  /** The words heard, trimmed; empty when none were. `signal` gives up early (the deadline is the adapter's). */
  transcribe(recording: AudioRecording, signal?: AbortSignal): Promise<string>;
}

export const TRANSCRIBER = Symbol('TRANSCRIBER');
