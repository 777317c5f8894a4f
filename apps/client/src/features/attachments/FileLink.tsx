import { FileChip } from '@app/ui';

export interface FileLinkProps {
  file: { fileName: string; fileUrl: string };
  className?: string;
}

/** A message's attached file: its chip, opening the file (a short-lived signed URL) in a new tab. */
export function FileLink({ file, className }: FileLinkProps) {
  return (
    <a className={className} href={file.fileUrl} target="_blank" rel="noopener noreferrer">
      <FileChip name={file.fileName} />
      <span className="ui-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
