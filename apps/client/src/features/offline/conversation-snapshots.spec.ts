import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSnapshots,
  listSnapshots,
  saveSnapshot,
  SNAPSHOTS_KEPT,
} from '@/features/offline/conversation-snapshots';

const conversation = (id: string) => ({
  id,
  title: '',
  projectName: `Project ${id}`,
  createdAt: '2026-01-01',
});

describe('conversation snapshots', () => {
  afterEach(async () => {
    await clearSnapshots('alice');
    await clearSnapshots('bob');
  });

  it("should keep each writer's most recently opened copies, newest first, and let the oldest go", async () => {
    let now = 1_000;
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1));
    await saveSnapshot('bob', conversation('b1'));
    for (let i = 0; i < SNAPSHOTS_KEPT + 2; i += 1) await saveSnapshot('alice', conversation(`a${i}`));
    // Opened again: it becomes the newest.
    await saveSnapshot('alice', conversation('a2'));

    const kept = (await listSnapshots('alice')).map((snapshot) => snapshot.conversationId);

    expect(kept).toHaveLength(SNAPSHOTS_KEPT);
    expect(kept[0]).toBe('a2');
    expect(kept[1]).toBe(`a${SNAPSHOTS_KEPT + 1}`);
    expect(kept).not.toContain('a0');
    expect(kept).not.toContain('a1');
    expect(kept.at(-1)).toBe('a3');
    expect((await listSnapshots('bob')).map((snapshot) => snapshot.conversationId)).toEqual(['b1']);
  });
});
