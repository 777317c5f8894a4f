import './Skeleton.css';

export interface SkeletonListProps {
  /** What is loading, for screen readers (the shapes themselves are hidden from them). */
  label: string;
  /** How many placeholder rows to draw: about what the first screen of the list will show. */
  rows?: number;
  /** Draw a square beside each row, where the list shows a picture. */
  withImage?: boolean;
  className?: string;
}

/**
 * The shape of a list that is loading (issue 22): quiet grey rows where the items will be, so the page does
 * not jump when they come, and a status announcing what loads.
 */
export function SkeletonList({ label, rows = 3, withImage = false, className }: SkeletonListProps) {
  return (
    <div role="status" className={['ui-skeleton-list', className].filter(Boolean).join(' ')}>
      <span className="ui-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="ui-skeleton-row" aria-hidden="true">
          {withImage && <span className="ui-skeleton ui-skeleton--image" />}
          <span className="ui-skeleton-row__lines">
            <span className="ui-skeleton ui-skeleton--title" />
            <span className="ui-skeleton ui-skeleton--meta" />
            <span className="ui-skeleton ui-skeleton--text" />
          </span>
        </div>
      ))}
    </div>
  );
}
