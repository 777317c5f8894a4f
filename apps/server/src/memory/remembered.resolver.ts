import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import type { GraphqlContext } from 'src/common/graphql/graphql-context';
import { EntryModel } from 'src/conversations/dto/entry.model';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { RememberedEntryModel } from 'src/conversations/dto/remembered-entry.model';
import { toRemembered } from './remembered';
import { RememberedRepository } from './remembered.repository';

@Resolver(() => EntryModel)
export class RememberedResolver {
  /** One loader per request (its context object): a page of entries asks once. */
  private readonly loaders = new WeakMap<object, DataLoader<string, RememberedEntryModel[]>>();

  constructor(private readonly sources: RememberedRepository) {}

  @ResolveField('remembered', () => [RememberedEntryModel], {
    description:
      'The earlier entries of yours, from your other conversations, that this reply drew on (memory: Profile.aiMemory), in the order the AI was given them; an entry deleted since drops out. Empty for notes and for replies written without memory. Batched: a page of entries loads them in one query.',
  })
  remembered(
    @Parent() entry: EntryModel,
    @CurrentUser() user: AuthUser,
    @Context() context: GraphqlContext,
  ): Promise<RememberedEntryModel[]> | RememberedEntryModel[] {
    if (entry.kind === 'note') return [];
    return this.loaderFor(context, user.id).load(entry.id);
  }

  private loaderFor(context: object, ownerId: string): DataLoader<string, RememberedEntryModel[]> {
    let loader = this.loaders.get(context);
    if (!loader) {
      loader = new DataLoader(
        async (entryIds) => {
          const rows = await this.sources.forEntries(ownerId, entryIds);
          return entryIds.map((id) => rows.filter((row) => row.entry_id === id).map(toRemembered));
        },
        { cache: false },
      );
      this.loaders.set(context, loader);
    }
    return loader;
  }
}
