import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { JournalTransferErrorCode } from 'src/journal-transfer/journal-transfer.errors';

/** The refusals of an import, by reason (journal-transfer.errors.ts), shared by its sources and its writing. */
export const importTooLarge = (maxBytes: number) =>
  new DomainError(JournalTransferErrorCode.ImportTooLarge, MESSAGES.importTooLarge(maxBytes));

/** Not a zip, or a zip without what the chosen source reads; `message` says which source that was. */
export const notAJournal = (message: string = MESSAGES.importNotAJournal) =>
  new DomainError(JournalTransferErrorCode.ImportNotAJournal, message);

export const damaged = (message: string) => new DomainError(JournalTransferErrorCode.ImportDamaged, message);

export const invalid = (message: string) => new DomainError(JournalTransferErrorCode.ImportInvalid, message);

export const tooBig = (what: string) =>
  new DomainError(JournalTransferErrorCode.ImportInvalid, MESSAGES.importTooBig(what));
