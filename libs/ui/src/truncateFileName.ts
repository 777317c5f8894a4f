/** Names longer than this are shortened on file chips (spec §9). */
export const FILE_NAME_MAX_LENGTH = 15;
/** How many characters of a long name are kept before the ellipsis. */
export const FILE_NAME_KEPT_LENGTH = 12;

/** Over 15 characters: the first 12 plus an ellipsis; otherwise the name as it is. */
export function truncateFileName(name: string): string {
  return name.length > FILE_NAME_MAX_LENGTH ? `${name.slice(0, FILE_NAME_KEPT_LENGTH)}…` : name;
}
