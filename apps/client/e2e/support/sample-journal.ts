import { createHash } from 'node:crypto';
import { solidPng } from './images';
import { writeZip } from './zips';

// Journals to import, built in the test: a small one with fixed dates and words for the screenshot baselines
// (visual.e2e.ts), where every date, time and reply on screen is the same in every run, and one of a single
// entry at a chosen time (On this day).

/** The picture the newest conversation carries (its journal thumbnail and its entry's image). */
const HARBOUR_PHOTO = solidPng(480, 320, [70, 120, 150]);
const PHOTO_NAME = 'harbour-at-dusk.png';
const PHOTO_PATH = `files/f1-${PHOTO_NAME}`;

/** The note the tests share by link, found by its words. */
export const SHARED_NOTE = 'Ask Aunt Lucia for the ragù recipe before Sunday.';
export const NEWEST_PROJECT = 'Harbour walks';

type Answers = Array<[string, string, string]>;

function opening(id: string, projectName: string, at: string, answers: Answers, reply: string) {
  return {
    id,
    kind: 'opening',
    orderIndex: 0,
    userText: [
      `Project: ${projectName}`,
      ...answers.map(([, question, answer]) => `${question}\n${answer}`),
    ].join('\n\n'),
    answers: answers.map(([questionId, question, answer]) => ({ questionId, question, answer })),
    reply: { status: 'complete', text: reply, error: null, by: 'offline-companion' },
    file: null,
    share: null,
    createdAt: at,
    updatedAt: at,
  };
}

function later(
  id: string,
  orderIndex: number,
  kind: 'continuation' | 'note',
  userText: string,
  at: string,
  extra: { reply?: string; file?: unknown } = {},
) {
  return {
    id,
    kind,
    orderIndex,
    userText,
    answers: null,
    reply:
      kind === 'note'
        ? { status: 'none', text: null, error: null, by: null }
        : { status: 'complete', text: extra.reply ?? null, error: null, by: 'offline-companion' },
    file: extra.file ?? null,
    share: null,
    createdAt: at,
    updatedAt: at,
  };
}

const HARBOUR = {
  id: 'c1',
  topic: 'familyMemories',
  topicName: 'Family Memories',
  projectName: NEWEST_PROJECT,
  title: null,
  createdAt: '2026-03-14T17:05:00.000Z',
  updatedAt: '2026-03-15T09:30:00.000Z',
  entries: [
    opening(
      'e1',
      NEWEST_PROJECT,
      '2026-03-14T17:05:00.000Z',
      [
        [
          'q1',
          'Which family memory would you like to keep today?',
          'Sunday walks along the harbour in Naples.',
        ],
        [
          'q2',
          'Who was there, and what were they like in that moment?',
          'Nonna Rosa, naming every boat by its horn.',
        ],
      ],
      'Thank you for sharing this. Nonna Rosa naming every boat by its horn is a detail worth keeping.\n\nWhich boat did she love most?',
    ),
    later(
      'e2',
      1,
      'continuation',
      'The blue fishing boat, the *Santa Lucia*. Here it is at dusk.',
      '2026-03-14T17:20:00.000Z',
      {
        reply: 'A blue boat at dusk, and a name she gave it. What did the harbour sound like then?',
        file: {
          name: PHOTO_NAME,
          mime: 'image/png',
          size: HARBOUR_PHOTO.length,
          sha256: createHash('sha256').update(HARBOUR_PHOTO).digest('hex'),
          path: PHOTO_PATH,
        },
      },
    ),
    later('e3', 2, 'note', SHARED_NOTE, '2026-03-15T09:30:00.000Z'),
  ],
};

const GARDEN = {
  id: 'c2',
  topic: 'gratitude',
  topicName: 'Gratitude',
  projectName: 'Garden mornings',
  title: null,
  createdAt: '2026-02-08T08:10:00.000Z',
  updatedAt: '2026-02-08T08:10:00.000Z',
  entries: [
    opening(
      'e4',
      'Garden mornings',
      '2026-02-08T08:10:00.000Z',
      [['q1', 'What are you grateful for today?', 'The first crocuses by the gate, and coffee on the step.']],
      'Crocuses by the gate and coffee on the step: a quiet start. What else is waking up in the garden?',
    ),
  ],
};

const LISBON = {
  id: 'c3',
  topic: 'travel',
  topicName: 'Travel Journal',
  projectName: 'Lisbon in January',
  title: 'Lisbon, tiles and trams',
  createdAt: '2026-01-20T19:45:00.000Z',
  updatedAt: '2026-01-21T10:00:00.000Z',
  entries: [
    opening(
      'e5',
      'Lisbon in January',
      '2026-01-20T19:45:00.000Z',
      [
        [
          'q1',
          'Where are you, or where were you, and what brought you there?',
          'Lisbon, for a friend’s wedding.',
        ],
        [
          'q2',
          'Describe a moment from the trip you don’t want to forget.',
          'Tram 28 rattling past blue tiles at sunset.',
        ],
      ],
      'Tram 28 and blue tiles at sunset: a picture of the city in one line. Who were you with?',
    ),
    later('e6', 1, 'note', 'Send the wedding photos to Inês.', '2026-01-21T10:00:00.000Z'),
  ],
};

/** The export zip of the sample journal: journal.json (oldest conversation first) and the one picture. */
export function sampleJournalZip(): Promise<Buffer> {
  return journalZip([LISBON, GARDEN, HARBOUR], [[PHOTO_PATH, HARBOUR_PHOTO]]);
}

/** A journal of one conversation whose opening was written at `at`, about `projectName`. */
export function oneEntryJournalZip(projectName: string, answer: string, at: string): Promise<Buffer> {
  const conversation = {
    id: 'c1',
    topic: 'familyMemories',
    topicName: 'Family Memories',
    projectName,
    title: null,
    createdAt: at,
    updatedAt: at,
    entries: [
      opening(
        'e1',
        projectName,
        at,
        [['q1', 'Which family memory would you like to keep today?', answer]],
        'Thank you.',
      ),
    ],
  };
  return journalZip([conversation], []);
}

function journalZip(conversations: unknown[], files: Array<[string, Buffer]>): Promise<Buffer> {
  const journal = {
    format: 'flexi-journal',
    version: 1,
    exportedAt: '2026-03-16T12:00:00.000Z',
    user: { username: 'sample', displayName: 'Rosa', email: 'sample@example.com' },
    conversations,
  };
  return writeZip(
    [['journal.json', JSON.stringify(journal, null, 2)], ...files],
    new Date('2026-03-16T12:00:00.000Z'),
  );
}
