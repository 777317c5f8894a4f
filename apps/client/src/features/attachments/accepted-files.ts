// Spec §5: uploads accept png, jpeg, jpg, pdf and plain text. The server judges the bytes; this only keeps the
// file picker and an early, friendly refusal in line with it.
export const ACCEPTED_FILE_TYPES =
  '.png,.jpg,.jpeg,.pdf,.txt,image/png,image/jpeg,application/pdf,text/plain';

const ACCEPTED_MIME_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf', 'text/plain']);
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|pdf|txt)$/i;

/** Whether a picked file looks like one the server will take (by its type, else by its name). */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return ACCEPTED_MIME_TYPES.has(file.type);
  return ACCEPTED_EXTENSIONS.test(file.name);
}
