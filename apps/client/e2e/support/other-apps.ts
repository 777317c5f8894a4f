import { solidPng } from './images';
import { writeZip } from './zips';

// Old journals from other apps, built in the test, for importJournal's DAY_ONE and MARKDOWN sources.

const MTIME = new Date('2026-03-16T12:00:00.000Z');

export const FERRY = {
  project: 'Ferry to Procida',
  words: 'Lemons everywhere. The harbour smelled of salt.',
  photoName: 'photo-2024-05-04-1.png',
};
export const SWIMS = 'Long swims at Chiaia';
export const CHRISTMAS = "Christmas at Nonna's";
export const RAGU = 'Nonna’s ragù';

const LONG_DAY = Array.from(
  { length: 4 },
  (_, i) =>
    `Swim ${i + 1}. ${'The water off Chiaia was clear and cold, and the city hummed above the beach. '.repeat(3).trim()}`,
).join('\n\n');

/**
 * A Day One export (Export, JSON): a journal of three entries, one with a photo placed in its words and a
 * HEIC one the app cannot take, one long enough to go on in a note, one empty; and its photos folder.
 * Imported: 2 conversations, 3 entries, 1 file; 1 empty entry and 1 photo left out.
 */
export function dayOneZip(): Promise<Buffer> {
  const journal = {
    metadata: { version: '1.0' },
    entries: [
      {
        uuid: 'FERRY',
        creationDate: '2024-05-04T09:12:00Z',
        timeZone: 'Europe/Rome',
        text: `# ${FERRY.project}\n\nLemons everywhere\\. The harbour smelled of salt\\.\n\n![](dayone-moment://P1)`,
        tags: ['islands'],
        photos: [
          { identifier: 'P1', md5: '5f1d7a', type: 'png', orderInEntry: 0 },
          { identifier: 'P2', md5: '9c2e4b', type: 'heic', orderInEntry: 1 },
        ],
      },
      { uuid: 'SWIMS', creationDate: '2024-05-05T16:40:00Z', text: `${SWIMS}\n\n${LONG_DAY}` },
      { uuid: 'EMPTY', creationDate: '2024-05-06T08:00:00Z', text: '' },
    ],
  };
  return writeZip(
    [
      ['Journal.json', JSON.stringify(journal, null, 2)],
      ['photos/5f1d7a.png', solidPng(480, 320, [40, 110, 160])],
      ['photos/9c2e4b.heic', Buffer.from('a HEIC photo, which the app does not take')],
    ],
    MTIME,
  );
}

/**
 * Markdown notes: one with front matter (title, date, tags) and a picture beside it, one named by its heading.
 * Imported: 2 conversations, 2 entries, 1 file.
 */
export function markdownZip(): Promise<Buffer> {
  return writeZip(
    [
      [
        'letters/christmas.md',
        `---\ntitle: ${CHRISTMAS}\ndate: 2019-12-24 20:00\ntags: [family]\n---\nTwelve of us around the table, and the fish kept coming.\n\n![The table](table.png)\n`,
      ],
      ['letters/table.png', solidPng(320, 240, [170, 60, 50])],
      ['recipes/ragu.md', `# ${RAGU}\n\nSix hours on the lowest flame, and never a lid.\n`],
    ],
    MTIME,
  );
}

/** Markdown notes of which one gives a date that is not one. */
export function markdownZipWithBadDate(): Promise<Buffer> {
  return writeZip([['trip.md', '---\ndate: last summer\n---\nThe night train to Palermo.\n']], MTIME);
}
