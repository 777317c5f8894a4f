import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { JournalAnswers, JournalConversation, JournalV1 } from './journal-format';

/**
 * Writes journal.json to a file one conversation at a time, indented for people to read, so a journal of
 * any size is never held whole in memory. Waits for the file to drain, so the writer keeps pace with the disk.
 * The sections after the conversations (the answers) are written whole when it ends.
 */
export class JournalJsonWriter {
  private readonly out: WriteStream;
  private conversations = 0;

  constructor(readonly path: string) {
    this.out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  }

  /** Everything before the conversations. */
  async begin(head: Omit<JournalV1, 'conversations' | 'journalAnswers'>): Promise<void> {
    const text = JSON.stringify({ ...head, conversations: [] }, null, 2);
    await this.write(text.slice(0, text.lastIndexOf('[') + 1));
  }

  async add(conversation: JournalConversation): Promise<void> {
    // Only the layout has line breaks: a newline inside a string is written as `\n`.
    const body = JSON.stringify(conversation, null, 2).replace(/\n/g, '\n    ');
    await this.write(`${this.conversations++ > 0 ? ',' : ''}\n    ${body}`);
  }

  /** Closes the list, adds the answers and closes the file; resolves once every byte is on disk. */
  async end(journalAnswers: JournalAnswers): Promise<void> {
    const answers = JSON.stringify(journalAnswers, null, 2).replace(/\n/g, '\n  ');
    await this.write(`${this.conversations > 0 ? '\n  ]' : ']'},\n  "journalAnswers": ${answers}\n}\n`);
    this.out.end();
    await once(this.out, 'finish');
  }

  /** Stops writing (the export failed); the caller removes the file. */
  destroy(): void {
    this.out.destroy();
  }

  private async write(chunk: string): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }
}
