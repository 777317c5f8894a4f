import type { EntityManager } from 'typeorm';

/**
 * What deleting an account asks of the files module, so that users/ reaches none of its internals and
 * files/ knows nothing of users. The owner's file rows go inside the deletion's transaction (which is where
 * their storage keys are learnt, while the user's row is locked against new uploads), their bytes once it
 * has committed.
 */
export interface AccountFiles {
  /** Deletes every file row of the owner within `transaction`; answers where their bytes are. */
  deleteRowsOf(ownerId: string, transaction: EntityManager): Promise<string[]>;
  /** Removes bytes whose rows are gone. A failure is logged, not thrown. */
  removeStoredBytes(storageKeys: string[]): Promise<void>;
}

export const ACCOUNT_FILES = Symbol('ACCOUNT_FILES');
