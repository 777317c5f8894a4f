import { MarkdownText } from '@app/ui';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import { MESSAGES } from '@/shared/messages';

/**
 * The writer's words in an entry (issue 22 §2): an opening's answers under their questions as quiet labels
 * (unanswered optional ones left out), a message or a note as Markdown through the replies' safe renderer,
 * every line break kept as typed; "Edited" once the words were changed.
 */
export function EntryWords({
  entry,
  onSeeAnswers,
}: {
  entry: Pick<JourneyEntryFragment, 'answers' | 'userText' | 'editedAt'>;
  /** Offers "See all my answers" under each answer: every answer the writer gave to that question. */
  onSeeAnswers?: (questionId: string) => void;
}) {
  const answered = entry.answers?.filter((item) => item.answer.trim()) ?? [];
  return (
    <>
      {answered.length > 0 ? (
        <dl className="journey-answers">
          {answered.map((item) => (
            <div key={item.questionId} className="journey-answers__item">
              <dt>{item.question}</dt>
              <dd>
                <MarkdownText keepLineBreaks>{item.answer}</MarkdownText>
                {onSeeAnswers && (
                  <button
                    type="button"
                    className="journey-answers__history"
                    // The question is the dt just above; the name says which one for a screen reader's list.
                    aria-label={`${MESSAGES.seeAllMyAnswers}: ${item.question}`}
                    onClick={() => onSeeAnswers(item.questionId)}
                  >
                    {MESSAGES.seeAllMyAnswers}
                  </button>
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        entry.userText.trim() && (
          <MarkdownText keepLineBreaks className="journey-text">
            {entry.userText}
          </MarkdownText>
        )
      )}
      {entry.editedAt && <p className="journey-edited">Edited</p>}
    </>
  );
}
