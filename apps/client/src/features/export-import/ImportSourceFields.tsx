import { ChoiceChips, SelectField } from '@app/ui';
import type { TopicEntry } from '@app/schema';
import type { ImportSource } from '@/gql/graphql';
import { MESSAGES } from '@/shared/messages';

const SOURCES: ReadonlyArray<{ value: ImportSource; label: string }> = [
  { value: 'FLEXI', label: MESSAGES.importSourceFlexi },
  { value: 'DAY_ONE', label: MESSAGES.importSourceDayOne },
  { value: 'MARKDOWN', label: MESSAGES.importSourceMarkdown },
];

export interface ImportSourceFieldsProps {
  source: ImportSource;
  onSourceChange: (source: ImportSource) => void;
  /** The topic key the entries of another app go to. */
  topic: string;
  onTopicChange: (topic: string) => void;
  /** The topics a writer can start a conversation in: the ones another app's entries may go to. */
  topics: readonly TopicEntry[];
  disabled: boolean;
}

/**
 * Where the zip comes from (a Flexi export, Day One, Markdown files) and, for another app's entries, the
 * memory type they become conversations of, by its display name.
 */
export function ImportSourceFields({
  source,
  onSourceChange,
  topic,
  onTopicChange,
  topics,
  disabled,
}: ImportSourceFieldsProps) {
  return (
    <>
      <ChoiceChips
        legend={MESSAGES.importSourceLegend}
        options={SOURCES}
        value={source}
        // A chip is always chosen: the chips offer no way back to none.
        onChange={(chosen) => chosen && onSourceChange(chosen)}
        disabled={disabled}
        className="transfer__sources"
      />
      {source !== 'FLEXI' && (
        <SelectField
          label={MESSAGES.importTopicLabel}
          hint={MESSAGES.importTopicHint}
          options={topics.map((entry) => ({ value: entry.key, label: entry.displayName }))}
          value={topic}
          disabled={disabled}
          className="transfer__topic"
          onChange={(event) => onTopicChange(event.target.value)}
        />
      )}
    </>
  );
}
