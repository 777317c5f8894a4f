import type { AudioFormat } from 'src/ai/transcriber.port';

/**
 * The sound formats a recording is taken in, by the extension `file-type` reports: what browsers' MediaRecorder
 * makes (WebM in Chromium and Firefox, MP4 in Safari, Ogg in older Firefox) and the usual audio files, all of
 * which OpenAI's `/audio/transcriptions` reads. A video container (a .webm or .mp4 with a picture) is taken
 * too: a browser's audio-only WebM reads as `video/webm` by its signature, and the provider keeps the sound.
 */
const ACCEPTED: Readonly<Record<string, AudioFormat>> = {
  webm: { extension: 'webm', mime: 'audio/webm' },
  ogg: { extension: 'ogg', mime: 'audio/ogg' },
  opus: { extension: 'ogg', mime: 'audio/ogg' },
  oga: { extension: 'ogg', mime: 'audio/ogg' },
  mp4: { extension: 'mp4', mime: 'audio/mp4' },
  m4a: { extension: 'm4a', mime: 'audio/mp4' },
  mp3: { extension: 'mp3', mime: 'audio/mpeg' },
  wav: { extension: 'wav', mime: 'audio/wav' },
  flac: { extension: 'flac', mime: 'audio/flac' },
};

/** The format of a recording judged from its bytes, never its name or declared type; undefined when not taken. */
export async function sniffAudio(bytes: Uint8Array): Promise<AudioFormat | undefined> {
  // Loaded with the first recording, not at start-up (~11 MB of RSS), as the file sniffer does.
  const { fileTypeFromBuffer } = await import('file-type/core');
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? ACCEPTED[detected.ext] : undefined;
}
