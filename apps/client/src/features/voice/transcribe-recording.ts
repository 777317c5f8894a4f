import { getToken } from '@/features/session/token-storage';
import { TranscribeAudioDocument } from '@/features/voice/graphql/voice.generated';
import { sendFileOperation } from '@/shared/graphql-upload';

export { UploadError } from '@/shared/graphql-upload';

/** The name a recording is sent under: the server judges it by its bytes, the name only follows the type. */
function fileName(type: string): string {
  if (type.includes('mp4')) return 'recording.m4a';
  if (type.includes('ogg')) return 'recording.ogg';
  return 'recording.webm';
}

/** Sends a recording to be written out; resolves with its words, rejects with an UploadError. */
export async function transcribeRecording(audio: Blob, signal?: AbortSignal): Promise<string> {
  const file = new File([audio], fileName(audio.type), { type: audio.type });
  const data = await sendFileOperation(TranscribeAudioDocument, { file }, { token: getToken(), signal });
  return data.transcribeAudio.text;
}
