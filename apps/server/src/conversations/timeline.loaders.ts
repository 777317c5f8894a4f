import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { FileEntity } from 'src/files/file.entity';
import { ConversationsService, type EntryPageRequest } from './conversations.service';
import type { EntryEntity } from './entry.entity';

/** The batching loaders of one GraphQL request, for one user. */
export interface TimelineLoaders {
  pages: DataLoader<EntryPageRequest, EntryEntity[]>;
  counts: DataLoader<string, number>;
  coverImages: DataLoader<string, FileEntity | null>;
}

// Batching only: several mutations of one document run in turn, and each must see the entries the one
// before it added, so no answer is kept for the rest of the request.
const NO_CACHE = { cache: false } as const;

/**
 * Conversation.entries, entryCount and coverImage are field resolvers, so a list of conversations would ask
 * once per conversation; these loaders gather the asks of one request into one statement each. They live as
 * long as the request's context object (a WeakMap entry), so nothing is cached across requests or users.
 */
@Injectable()
export class TimelineLoaderRegistry {
  private readonly byContext = new WeakMap<object, TimelineLoaders>();

  constructor(private readonly conversations: ConversationsService) {}

  forRequest(context: object, ownerId: string): TimelineLoaders {
    let loaders = this.byContext.get(context);
    if (!loaders) {
      loaders = this.create(ownerId);
      this.byContext.set(context, loaders);
    }
    return loaders;
  }

  private create(ownerId: string): TimelineLoaders {
    return {
      // An Error in the answer rejects that one load (DataLoader's contract): a bad cursor fails its field only.
      pages: new DataLoader<EntryPageRequest, EntryEntity[]>(
        (requests) => this.conversations.entryPages(ownerId, [...requests]),
        NO_CACHE,
      ),
      counts: new DataLoader((ids) => this.conversations.entryCounts(ownerId, ids), NO_CACHE),
      coverImages: new DataLoader((ids) => this.conversations.coverImages(ownerId, ids), NO_CACHE),
    };
  }
}
