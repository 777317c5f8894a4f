import { directQuery } from './direct-sql';
import { continueConversation, startConversation } from './journal-client';
import { signUp, type TestApp } from './test-app';

/** A conversation written at a chosen time: its opening at `at`, each message at its own, and a note. */
export interface DatedConversation {
  project: string;
  at: string;
  topic?: string;
  answers?: Array<{ questionId: string; answer: string }>;
  messages?: Array<[text: string, at: string]>;
  note?: [text: string, at: string];
}

export interface DatedWriter {
  token: string;
  /** The conversations' ids, in the order given. */
  conversationIds: string[];
  /** The openings' ids, in the order given. */
  openingIds: string[];
}

/**
 * A new writer in `timeZone` (none: the profile's UTC) whose entries carry the given times, for what reads the
 * journal by date (On this day, the calendar, a question's answers over time).
 */
export async function writerWith(
  app: TestApp,
  timeZone: string | null,
  conversations: DatedConversation[],
): Promise<DatedWriter> {
  const { token } = await signUp(app);
  if (timeZone) {
    await app.gql(
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { message } }',
      { input: { timeZone } },
      token,
    );
  }
  const writer: DatedWriter = { token, conversationIds: [], openingIds: [] };
  for (const conversation of conversations) {
    const started = await startConversation(app, token, {
      projectName: conversation.project,
      ...(conversation.topic && { topic: conversation.topic }),
      ...(conversation.answers && { answers: conversation.answers }),
    });
    writer.conversationIds.push(started.conversation.id);
    writer.openingIds.push(started.entry.id);
    // A conversation begins with its opening.
    await dateEntry(app, started.entry.id, conversation.at);
    await directQuery(app, 'UPDATE conversations SET created_at = $2 WHERE id = $1', [
      started.conversation.id,
      conversation.at,
    ]);
    for (const [text, at] of conversation.messages ?? []) {
      const sent = await continueConversation(app, token, started.conversation.id, text);
      await dateEntry(app, sent.id, at);
    }
    if (conversation.note) {
      const [content, at] = conversation.note;
      const note = await app.gql<{ addNote: { id: string } }>(
        'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
        { input: { conversationId: started.conversation.id, content } },
        token,
      );
      await dateEntry(app, note.body.data?.addNote.id as string, at);
    }
  }
  return writer;
}

async function dateEntry(app: TestApp, entryId: string, at: string): Promise<void> {
  await directQuery(app, 'UPDATE entries SET created_at = $2 WHERE id = $1', [entryId, at]);
}
