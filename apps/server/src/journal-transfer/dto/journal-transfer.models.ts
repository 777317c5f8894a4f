import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export const JournalExportFormatValues = { ZIP: 'ZIP' } as const;
export const ConversationExportFormatValues = { MARKDOWN: 'MARKDOWN' } as const;
export const ImportSourceValues = { FLEXI: 'FLEXI', DAY_ONE: 'DAY_ONE', MARKDOWN: 'MARKDOWN' } as const;
export type ImportSourceName = keyof typeof ImportSourceValues;

registerEnumType(JournalExportFormatValues, {
  name: 'JournalExportFormat',
  description: 'How a whole journal is exported.',
  valuesMap: {
    ZIP: {
      description:
        'A zip: journal.json (every conversation, entry, reply and file, in a documented and versioned format that importJournal reads), one Markdown file per conversation, and the attachments under files/.',
    },
  },
});
registerEnumType(ConversationExportFormatValues, {
  name: 'ConversationExportFormat',
  description: 'How one conversation is exported.',
  valuesMap: {
    MARKDOWN: {
      description:
        'A Markdown document: the questions and answers, messages, replies and notes to self, attachments named.',
    },
  },
});

registerEnumType(ImportSourceValues, {
  name: 'ImportSource',
  description: 'What importJournal reads (docs/journal-export.md).',
  valuesMap: {
    FLEXI: { description: 'A journal export of this app (the zip of exportJournal).' },
    DAY_ONE: {
      description:
        "Day One's JSON export: a zip of its journals (*.json) and photos/. Each entry becomes a conversation of the chosen topic.",
    },
    MARKDOWN: {
      description:
        'A zip of Markdown files (*.md, *.markdown, in any folder). Each file becomes a conversation of the chosen topic.',
    },
  },
});

@ObjectType('ExportLink', {
  description:
    'Where to download an export: a short-lived link that needs no token (the signature is the credential).',
})
export class ExportLinkModel {
  @Field({
    description:
      'A relative URL to follow (e.g. as a link with `download`), valid for 10 minutes. The journal zip is generated while it downloads, so it has no Content-Length.',
  })
  url: string;

  @Field({
    description: 'The name to save it under, e.g. `flexi-journal-2026-11-22.zip` or `<title>.md`.',
  })
  fileName: string;

  @Field(() => Date, { description: 'When the link stops working; ask for a new one after that.' })
  expiresAt: Date;
}

@ObjectType('ImportSummary', { description: 'What an import added to your journal.' })
export class ImportSummaryModel {
  @Field(() => Int, { description: 'Conversations added.' })
  conversations: number;

  @Field(() => Int, { description: 'Entries added: openings, continuations and notes.' })
  entries: number;

  @Field(() => Int, { description: 'Attachments added.' })
  files: number;

  @Field(() => Int, {
    description:
      'Day One entries or Markdown files left out because they hold neither words nor a photo; 0 for a Flexi export.',
  })
  skippedEntries: number;

  @Field(() => Int, {
    description:
      'Day One photos and other media left out: not PNG or JPEG (HEIC, GIF, video, audio, PDF), missing from the zip, or over the attachment limit; 0 for a Flexi export.',
  })
  skippedFiles: number;
}
