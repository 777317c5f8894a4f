import { FileChip } from '@app/ui';
import type { AttachedFileFragment } from '@/features/attachments/graphql/attachments.generated';

// Images a browser shows as they are; PDFs and text keep the chip (a thumbnail would need a renderer).
const THUMBNAIL_TYPES = new Set(['image/png', 'image/jpeg']);

export interface FileLinkProps {
  file: Pick<AttachedFileFragment, 'fileName' | 'fileType' | 'fileUrl'>;
  className?: string;
}

/**
 * A message's attached file, opening it (a short-lived signed URL) in a new tab: an image shows as a thumbnail,
 * any other file as its chip.
 */
export function FileLink({ file, className }: FileLinkProps) {
  const thumbnail = THUMBNAIL_TYPES.has(file.fileType);
  return (
    <a className={className} href={file.fileUrl} target="_blank" rel="noopener noreferrer">
      {thumbnail ? (
        // Lazy: a long conversation only fetches the images scrolled into view.
        <img
          className="file-thumbnail"
          src={file.fileUrl}
          alt={file.fileName}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <FileChip name={file.fileName} />
      )}
      <span className="ui-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
