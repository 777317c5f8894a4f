import { FileChip } from '@app/ui';
import type { AttachmentState } from '@/features/attachments/useFileUpload';

export interface AttachmentChipProps {
  state: AttachmentState;
  onCancel: () => void;
}

/** The file going with the next message: its upload progress (cancellable), then the attached file. */
export function AttachmentChip({ state, onCancel }: AttachmentChipProps) {
  if (state.status === 'empty') return null;
  if (state.status === 'uploading') {
    return <FileChip name={state.name} progress={state.progress} onCancel={onCancel} />;
  }
  return <FileChip name={state.file.fileName} onRemove={onCancel} />;
}
