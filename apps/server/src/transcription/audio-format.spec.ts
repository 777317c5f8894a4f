import { PNG_1X1, UTF8_TEXT, zipArchive } from 'test/support/sample-files';
import { flacHead, m4aHead, mp3Frames, oggOpusHead, wavTone, webmHead } from 'test/support/sample-audio';
import { sniffAudio } from './audio-format';

describe(sniffAudio.name, () => {
  it.each([
    ['WebM (Chromium, Firefox)', webmHead(), { extension: 'webm', mime: 'audio/webm' }],
    ['Ogg Opus', oggOpusHead(), { extension: 'ogg', mime: 'audio/ogg' }],
    ['M4A (Safari)', m4aHead(), { extension: 'm4a', mime: 'audio/mp4' }],
    ['MP3', mp3Frames(), { extension: 'mp3', mime: 'audio/mpeg' }],
    ['WAV', wavTone(0.1), { extension: 'wav', mime: 'audio/wav' }],
    ['FLAC', flacHead(), { extension: 'flac', mime: 'audio/flac' }],
  ])('should recognise %s by its bytes when a recording is sniffed', async (_name, bytes, format) => {
    await expect(sniffAudio(bytes)).resolves.toEqual(format);
  });

  it.each([
    ['a PNG', PNG_1X1],
    ['plain text', Buffer.from(UTF8_TEXT)],
    ['a zip archive', zipArchive()],
    ['random-looking bytes', Buffer.from('not a recording at all, only words')],
  ])('should refuse %s when a recording is sniffed', async (_name, bytes) => {
    await expect(sniffAudio(bytes)).resolves.toBeUndefined();
  });
});
