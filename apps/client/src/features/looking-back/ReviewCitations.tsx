import { useCallback, useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MarkdownText } from '@app/ui';
import { entryPath } from '@/features/looking-back/DayEntries';
import { citedNumber, linkCitations, nestHeadings } from '@/features/looking-back/review-markdown';
import type { Review } from '@/features/looking-back/useReviews';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { topicDisplayName } from '@/features/white-label/topic-name';
import { formatDay } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';

type Citation = Review['citations'][number];

/** What a text's [n] needs of the entry it cites (a review's citation, or an answer's entry numbered). */
export type CitedEntry = Pick<Citation, 'number' | 'entryId' | 'conversationId' | 'createdAt'>;

export interface ReviewTextProps {
  /** The review's Markdown (so far, while it is written). */
  text: string;
  citations: readonly CitedEntry[];
  /** Called as a citation is followed, so the panel closes over the entry. */
  onOpenEntry: () => void;
}

/** The review's own heading (h3) that its text's headings go under: its "##" is then an h4. */
const HEADING_DEPTH = 2;

/** The review's text (or an answer's), each [n] it cites a link to that entry in its conversation. */
export function ReviewText({ text, citations, onOpenEntry }: ReviewTextProps) {
  const byNumber = useMemo(
    () => new Map(citations.map((citation) => [citation.number, citation])),
    [citations],
  );
  const numbers = useMemo(() => new Set(byNumber.keys()), [byNumber]);
  const renderLink = useCallback(
    (href: string | undefined, children: ReactNode) => {
      const number = citedNumber(href);
      const citation = number === null ? undefined : byNumber.get(number);
      if (!citation) return undefined;
      return (
        <Link
          to={entryPath(citation)}
          className="review-citation-link"
          aria-label={MESSAGES.reviewCitationLink(citation.number, formatDay(citation.createdAt))}
          onClick={onOpenEntry}
        >
          {children}
        </Link>
      );
    },
    [byNumber, onOpenEntry],
  );
  return (
    <MarkdownText className="review-text" renderLink={renderLink}>
      {linkCitations(nestHeadings(text, HEADING_DEPTH), numbers)}
    </MarkdownText>
  );
}

export interface CitationListProps {
  citations: readonly Citation[];
  onOpenEntry: () => void;
}

/** The entries the review quotes, by number: the words quoted, the day and topic, and a link to each. */
export function CitationList({ citations, onOpenEntry }: CitationListProps) {
  const { features } = useAppConfig();
  const headingId = useId();
  if (citations.length === 0) return null;
  return (
    <section className="review-citations" aria-labelledby={headingId}>
      <h4 id={headingId} className="review-section-heading">
        {MESSAGES.reviewCitationsHeading}
      </h4>
      <ol className="review-citations__list">
        {citations.map((citation) => (
          <li key={citation.number} className="review-citation">
            <p className="review-citation__meta">
              <span className="review-citation__number">[{citation.number}]</span>{' '}
              <time dateTime={citation.createdAt}>{formatDay(citation.createdAt)}</time>
              <span aria-hidden="true"> · </span>
              {topicDisplayName(features, citation.topic)}
            </p>
            <blockquote className="review-citation__quote">{citation.quote}</blockquote>
            <Link to={entryPath(citation)} className="review-citation__open" onClick={onOpenEntry}>
              {MESSAGES.reviewOpenEntry(citation.number)}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
