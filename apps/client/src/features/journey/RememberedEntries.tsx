import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import { entryPath } from '@/features/looking-back/DayEntries';
import { formatDay } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';

export interface RememberedEntriesProps {
  remembered: JourneyEntryFragment['remembered'];
  /** Heads the list: "{appName} remembered". */
  appName: string;
}

/**
 * Under a reply, the writer's earlier entries from their other conversations that it drew on (memory, issue
 * 23), in the order the AI was given them: each opens its conversation at that entry. Nothing when there are none.
 */
export function RememberedEntries({ remembered, appName }: RememberedEntriesProps) {
  const headingId = useId();
  if (remembered.length === 0) return null;
  return (
    <section className="journey-remembered" aria-labelledby={headingId}>
      <h3 id={headingId} className="journey-remembered__heading">
        {MESSAGES.rememberedHeading(appName)}
      </h3>
      <ul className="journey-remembered__list">
        {remembered.map((source) => {
          const day = formatDay(source.createdAt);
          return (
            <li key={source.id} className="journey-remembered__item">
              {/* The link covers the item (its ::after): one target, one stop for the keyboard. */}
              <Link
                to={entryPath({ conversationId: source.conversationId, entryId: source.id })}
                className="journey-remembered__link"
                aria-label={MESSAGES.rememberedLink(source.projectName, day, source.snippet)}
              >
                <span className="journey-remembered__project">{source.projectName}</span>{' '}
                <time dateTime={source.createdAt} className="journey-remembered__day">
                  {day}
                </time>
              </Link>
              <p className="journey-remembered__snippet">{source.snippet}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
