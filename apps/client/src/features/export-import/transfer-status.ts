/**
 * The look of a section's live region: visually hidden while the progress row shows the same words (it is
 * still spoken), green once the transfer is done.
 */
export function statusClass(status: string, busy: boolean): string {
  if (busy) return 'ui-visually-hidden';
  return ['transfer__status', status === 'done' && 'transfer__status--done'].filter(Boolean).join(' ');
}
