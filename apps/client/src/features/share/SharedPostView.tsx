import { useEffect, useId, useRef } from 'react';
import { Alert, Button, MarkdownText, MessageBubble, Spinner } from '@app/ui';
import { ReplyBy } from '@/features/journey/ReplyBy';
import { FileLink } from '@/features/attachments/FileLink';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { useSharedPost } from '@/features/share/useSharedPost';
import type { SharedPostEntry, SharedPostTarget } from '@/features/share/useSharedPost';
import { replyTimestampProps, timestampProps } from '@/shared/format-date';

export interface SharedPostViewProps extends SharedPostTarget {
  /** The Start Yours! button: the parent starts a new conversation of the viewer's own. */
  onStartYours: () => void;
  /**
   * Spec §4: a missing continuation in a shared post alerts and goes to /. Called once, with the alert's
   * text, when `index` was given and nothing is shared there; the parent shows the text (the view shows it
   * too, until then) and navigates to /.
   */
  onMissing?: (message: string) => void;
}

/** Spec §2 shared routes: the one shared entry (post or note) and a Start Yours! button. */
export function SharedPostView({ postId, index, noteId, onStartYours, onMissing }: SharedPostViewProps) {
  const { appName } = useAppConfig();
  const { post, loading, error } = useSharedPost({ postId, index, noteId });
  const headingId = useId();
  const asksForContinuation = index !== null && index !== undefined;
  const missing = error?.notFound && asksForContinuation ? error.message : null;

  // Keyed by the route so each missing continuation is reported once, however often the parent re-renders.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (missing === null) return;
    const key = `${postId}/${String(index)}`;
    if (reported.current === key) return;
    reported.current = key;
    onMissing?.(missing);
  }, [missing, postId, index, onMissing]);

  const isNote = post ? post.kind === 'note' : Boolean(noteId);

  return (
    <section className="shared-post" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <header className="shared-post__header">
        <h2 id={headingId} className="shared-post__title">
          {isNote ? 'Shared note' : 'Shared post'}
        </h2>
        {post && (
          <p className="shared-post__project">
            <span className="shared-post__project-label">Project:</span> {post.projectName}
          </p>
        )}
      </header>
      {loading && <Spinner label="Loading shared post" />}
      {error && <Alert tone="error">{error.message}</Alert>}
      {post && (
        <SharedEntry
          entry={post.entry}
          appName={appName}
          writer={post.mine ? 'You' : (post.authorName ?? 'Author')}
        />
      )}
      <Button className="shared-post__start" onClick={onStartYours}>
        Start Yours!
      </Button>
    </section>
  );
}

/** `writer`: who the words are by, as the viewer should read it (You, the writer's display name, or Author). */
function SharedEntry({
  entry,
  appName,
  writer,
}: {
  entry: SharedPostEntry;
  appName: string;
  writer: string;
}) {
  const when = timestampProps(entry.createdAt);
  const words = (
    <>
      <p className="shared-post__text">{entry.userText}</p>
      {entry.file && <FileLink file={entry.file} className="shared-post__file" />}
    </>
  );

  if (entry.kind === 'note') {
    return (
      <MessageBubble variant="note" label="Note" {...when}>
        {words}
      </MessageBubble>
    );
  }
  return (
    <div className="shared-post__exchange">
      <MessageBubble variant="user" label={writer} {...when}>
        {words}
      </MessageBubble>
      {entry.replyText && (
        <MessageBubble variant="reply" label={appName} {...replyTimestampProps(entry)}>
          <ReplyBy replyBy={entry.replyBy} />
          <MarkdownText>{entry.replyText}</MarkdownText>
        </MessageBubble>
      )}
    </div>
  );
}
