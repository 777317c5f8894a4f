import { InProcessReplyStreamBus } from './in-process-reply-stream.bus';
import type { ReplyEvent } from './reply-stream.port';

const step = (text: string, entryId = 'e1', conversationId = 'c1'): ReplyEvent => ({
  entryId,
  conversationId,
  ownerId: 'u1',
  delta: text,
  text,
  status: 'pending',
  error: null,
});
const complete = (text: string): ReplyEvent => ({ ...step(text), delta: '', status: 'complete' });

async function collect(follow: AsyncIterable<ReplyEvent>): Promise<Array<[string, string]>> {
  const events: Array<[string, string]> = [];
  for await (const event of follow) events.push([event.status, event.text]);
  return events;
}

describe(InProcessReplyStreamBus.name, () => {
  let sut: InProcessReplyStreamBus;

  beforeEach(() => {
    sut = new InProcessReplyStreamBus();
  });

  it('should yield the stored state, then every step, ending with the final one', async () => {
    const iterator = sut.follow('e1', () => Promise.resolve(step('')))[Symbol.asyncIterator]();
    const first = await iterator.next();
    await sut.publish(step('Hel'));
    await sut.publish(step('Hello'));
    await sut.publish(complete('Hello'));

    const rest = await collect({ [Symbol.asyncIterator]: () => iterator });

    expect(first.value).toMatchObject({ status: 'pending', text: '' });
    expect(rest).toEqual([
      ['pending', 'Hel'],
      ['pending', 'Hello'],
      ['complete', 'Hello'],
    ]);
  });

  it('should start from the in-flight step rather than the stored state when a reply is being generated', async () => {
    await sut.publish(step('Half'));
    const iterator = sut.follow('e1', () => Promise.resolve(step('')))[Symbol.asyncIterator]();

    const first = await iterator.next();
    await sut.publish(complete('Half done'));

    expect(first.value).toMatchObject({ text: 'Half' });
    expect((await iterator.next()).value).toMatchObject({ status: 'complete', text: 'Half done' });
    expect((await iterator.next()).done).toBe(true);
  });

  it('should end complete when the reply completes while the stored state is read', async () => {
    const events = await collect(
      sut.follow('e1', async () => {
        await sut.publish(complete('Finished meanwhile'));
        return step('');
      }),
    );

    expect(events).toEqual([
      ['pending', ''],
      ['complete', 'Finished meanwhile'],
    ]);
  });

  it('should end complete when the reply completes before the follower asks for its second event', async () => {
    const iterator = sut.follow('e1', () => Promise.resolve(step('')))[Symbol.asyncIterator]();
    await iterator.next();

    // Published before the next() below: a lazily subscribing iterator would miss it and wait forever.
    await sut.publish(complete('Quick'));

    expect((await iterator.next()).value).toMatchObject({ status: 'complete', text: 'Quick' });
  });

  it('should end at once when the stored state is already final', async () => {
    expect(await collect(sut.follow('e1', () => Promise.resolve(complete('Done'))))).toEqual([
      ['complete', 'Done'],
    ]);
  });

  describe('watch', () => {
    it("should give a conversation's watcher every step of its replies published once it listens", async () => {
      await sut.publish(step('Before'));
      const watcher = await sut.watch('c1');

      await sut.publish(step('Tides', 'e2'));
      await sut.publish(step('Elsewhere', 'e3', 'c2'));
      await sut.publish(complete('Tides turn'));

      expect((await watcher.next()).value).toMatchObject({ entryId: 'e2', text: 'Tides' });
      expect((await watcher.next()).value).toMatchObject({
        entryId: 'e1',
        text: 'Tides turn',
        status: 'complete',
      });
      await watcher.return();
    });

    it('should stop handing steps to a watcher once it has returned', async () => {
      const watcher = await sut.watch('c1');
      await watcher.return();

      await sut.publish(step('Late'));

      expect((await watcher.next()).done).toBe(true);
    });
  });
});
