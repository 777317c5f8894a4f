import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The links of the mails the writer asked for (issue 24 §6): `/?topic=<key>` (a writing reminder) starts that
 * topic, `/?review=<id>` (a review digest) opens that review. Each is acted on once, then taken out of the
 * address, so a reload or Back does not do it again.
 */
export function useMailLinks(
  onTopic: (topicKey: string) => void,
  onReview: (reviewId: string) => void,
): void {
  const [params, setParams] = useSearchParams();
  const topic = params.get('topic');
  const review = params.get('review');
  useEffect(() => {
    if (!topic && !review) return;
    setParams(new URLSearchParams(), { replace: true });
    if (topic) onTopic(topic);
    if (review) onReview(review);
    // Acted on when the address carries them, not when the callbacks change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topic, review]);
}
