import type { Params } from 'react-router-dom';

/** What the home view was opened for, from the route's params (spec §2). */
export type HomeRoute =
  | { kind: 'home' }
  | { kind: 'conversation'; conversationId: string }
  | { kind: 'sharedPost'; postId: string; index: number | null }
  | { kind: 'sharedNote'; postId: string; noteId: string };

export function readHomeRoute(params: Readonly<Params>): HomeRoute {
  const { id, postId, index, noteId } = params;
  if (postId && noteId) return { kind: 'sharedNote', postId, noteId };
  if (postId) {
    // An index that is not a position names no continuation: NaN makes the shared view report it missing.
    const position = index === undefined ? null : /^\d+$/.test(index) ? Number(index) : Number.NaN;
    return { kind: 'sharedPost', postId, index: position };
  }
  if (id) return { kind: 'conversation', conversationId: id };
  return { kind: 'home' };
}
