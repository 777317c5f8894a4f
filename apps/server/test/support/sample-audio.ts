/**
 * Tiny recordings in the formats voice entries take, built here byte by byte: enough of each container for
 * its signature to be read (what the server judges a recording by); the fake provider never decodes them.
 */

/** A 16 kHz mono 16-bit PCM WAV of `seconds` of a 440 Hz tone. */
export function wavTone(seconds = 0.5): Buffer {
  const rate = 16_000;
  const samples = Math.round(rate * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The EBML header of a WebM file (DocType `webm`) and the start of its segment, as MediaRecorder writes. */
export function webmHead(padding = 64): Buffer {
  const element = (id: number[], body: number[]) => [...id, 0x80 | body.length, ...body];
  const header = [
    ...element([0x42, 0x86], [1]), // EBMLVersion
    ...element([0x42, 0xf7], [1]), // EBMLReadVersion
    ...element([0x42, 0xf2], [4]), // EBMLMaxIDLength
    ...element([0x42, 0xf3], [8]), // EBMLMaxSizeLength
    ...element([0x42, 0x82], [...Buffer.from('webm')]), // DocType
    ...element([0x42, 0x87], [4]), // DocTypeVersion
    ...element([0x42, 0x85], [2]), // DocTypeReadVersion
  ];
  const segmentOfUnknownSize = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length, ...header, ...segmentOfUnknownSize]),
    Buffer.alloc(padding),
  ]);
}

/** The first page of an Ogg Opus stream (its OpusHead). */
export function oggOpusHead(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8); // version
  head.writeUInt8(1, 9); // mono
  head.writeUInt32LE(48_000, 12);
  const page = Buffer.alloc(27);
  page.write('OggS', 0, 'latin1');
  page.writeUInt8(2, 5); // beginning of stream
  page.writeUInt8(1, 26); // one segment
  return Buffer.concat([page, Buffer.from([head.length]), head]);
}

/** An ISO media file's `ftyp` box with the brand `M4A ` (an .m4a), then an empty `mdat`. */
export function m4aHead(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypM4A ', 4, 'latin1');
  ftyp.write('M4A mp42', 16, 'latin1');
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** A few MPEG-1 Layer III frame headers (128 kbit/s, 44.1 kHz) with silent frames. */
export function mp3Frames(frames = 4): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** A FLAC stream's marker and STREAMINFO block header. */
export function flacHead(): Buffer {
  return Buffer.concat([
    Buffer.from('fLaC', 'latin1'),
    Buffer.from([0x80, 0x00, 0x00, 0x22]),
    Buffer.alloc(34),
  ]);
}
