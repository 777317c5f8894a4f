/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AttachedFile on File {\n    id\n    fileName\n    fileType\n    fileUrl\n  }\n": typeof types.AttachedFileFragmentDoc,
    "\n  mutation UploadFile($file: Upload!) {\n    uploadFile(file: $file) {\n      ...AttachedFile\n    }\n  }\n": typeof types.UploadFileDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      message\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment ExportLinkFields on ExportLink {\n    url\n    fileName\n    expiresAt\n  }\n": typeof types.ExportLinkFieldsFragmentDoc,
    "\n  mutation ExportJournal {\n    exportJournal(format: ZIP) {\n      ...ExportLinkFields\n    }\n  }\n": typeof types.ExportJournalDocument,
    "\n  mutation ExportConversation($id: ID!) {\n    exportConversation(id: $id, format: MARKDOWN) {\n      ...ExportLinkFields\n    }\n  }\n": typeof types.ExportConversationDocument,
    "\n  mutation ImportJournal($file: Upload!) {\n    importJournal(file: $file) {\n      conversations\n      entries\n      files\n    }\n  }\n": typeof types.ImportJournalDocument,
    "\n  fragment HistoryConversation on Conversation {\n    id\n    title\n    projectName\n    createdAt\n    updatedAt\n    opening {\n      id\n      userText\n      replyText\n      createdAt\n    }\n  }\n": typeof types.HistoryConversationFragmentDoc,
    "\n  query ConversationHistory($limit: Int!, $offset: Int!) {\n    conversations(limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        ...HistoryConversation\n      }\n    }\n  }\n": typeof types.ConversationHistoryDocument,
    "\n  mutation RenameConversation($input: RenameConversationInput!) {\n    renameConversation(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.RenameConversationDocument,
    "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteConversationDocument,
    "\n  fragment JourneyEntry on Entry {\n    id\n    conversationId\n    kind\n    userText\n    replyText\n    replyStatus\n    replyError\n    orderIndex\n    createdAt\n    file {\n      ...AttachedFile\n    }\n  }\n": typeof types.JourneyEntryFragmentDoc,
    "\n  fragment JourneyTimeline on Conversation {\n    id\n    entryCount\n    entries {\n      ...JourneyEntry\n    }\n  }\n": typeof types.JourneyTimelineFragmentDoc,
    "\n  query JourneyConversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      projectName\n      title\n      topic\n      entryCount\n      entries {\n        ...JourneyEntry\n      }\n    }\n  }\n": typeof types.JourneyConversationDocument,
    "\n  query JourneyOlderEntries($id: ID!, $before: ID!, $first: Int!) {\n    conversation(id: $id) {\n      id\n      entries(before: $before, first: $first) {\n        ...JourneyEntry\n      }\n    }\n  }\n": typeof types.JourneyOlderEntriesDocument,
    "\n  mutation StartConversation($input: StartConversationInput!) {\n    startConversation(input: $input, stream: true) {\n      conversation {\n        id\n        projectName\n        title\n        topic\n        entryCount\n        entries {\n          ...JourneyEntry\n        }\n      }\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n": typeof types.StartConversationDocument,
    "\n  mutation ContinueConversation($input: ContinueConversationInput!) {\n    continueConversation(input: $input, stream: true) {\n      conversation {\n        id\n        entryCount\n      }\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n": typeof types.ContinueConversationDocument,
    "\n  mutation RetryReply($entryId: ID!) {\n    retryReply(entryId: $entryId, stream: true) {\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n": typeof types.RetryReplyDocument,
    "\n  mutation AddNote($input: AddNoteInput!) {\n    addNote(input: $input) {\n      ...JourneyEntry\n    }\n  }\n": typeof types.AddNoteDocument,
    "\n  subscription ReplyStream($entryId: ID!) {\n    replyStream(entryId: $entryId) {\n      entryId\n      text\n      status\n      error\n    }\n  }\n": typeof types.ReplyStreamDocument,
    "\n  query Me {\n    me {\n      username\n      email\n      displayName\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      token\n      profile {\n        username\n        email\n        displayName\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      message\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment SearchResultItem on SearchResult {\n    conversationId\n    entryId\n    fileId\n    noteId\n    index\n    type\n    projectName\n    snippet\n    highlights {\n      start\n      length\n    }\n    createdAt\n  }\n": typeof types.SearchResultItemFragmentDoc,
    "\n  query SearchEntries($term: String!, $limit: Int!, $offset: Int!) {\n    searchEntries(term: $term, limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        ...SearchResultItem\n      }\n    }\n  }\n": typeof types.SearchEntriesDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation ShareEntry($entryId: ID!, $expiresInDays: Int) {\n    shareEntry(entryId: $entryId, expiresInDays: $expiresInDays) {\n      conversationId\n      entryId\n      kind\n      continuationIndex\n      noteId\n      projectName\n      url\n      sharedAt\n      expiresAt\n      expired\n    }\n  }\n": typeof types.ShareEntryDocument,
    "\n  query SharedEntry($conversationId: ID!, $continuationIndex: Int, $noteId: ID) {\n    sharedEntry(conversationId: $conversationId, continuationIndex: $continuationIndex, noteId: $noteId) {\n      conversationId\n      continuationIndex\n      noteId\n      kind\n      projectName\n      mine\n      url\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n": typeof types.SharedEntryDocument,
    "\n  query MyShares($limit: Int!, $offset: Int!) {\n    myShares(limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        entryId\n        conversationId\n        kind\n        continuationIndex\n        noteId\n        projectName\n        sharedAt\n        expiresAt\n        expired\n      }\n    }\n  }\n": typeof types.MySharesDocument,
    "\n  mutation UnshareEntry($entryId: ID!) {\n    unshareEntry(entryId: $entryId) {\n      message\n    }\n  }\n": typeof types.UnshareEntryDocument,
};
const documents: Documents = {
    "\n  fragment AttachedFile on File {\n    id\n    fileName\n    fileType\n    fileUrl\n  }\n": types.AttachedFileFragmentDoc,
    "\n  mutation UploadFile($file: Upload!) {\n    uploadFile(file: $file) {\n      ...AttachedFile\n    }\n  }\n": types.UploadFileDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      message\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment ExportLinkFields on ExportLink {\n    url\n    fileName\n    expiresAt\n  }\n": types.ExportLinkFieldsFragmentDoc,
    "\n  mutation ExportJournal {\n    exportJournal(format: ZIP) {\n      ...ExportLinkFields\n    }\n  }\n": types.ExportJournalDocument,
    "\n  mutation ExportConversation($id: ID!) {\n    exportConversation(id: $id, format: MARKDOWN) {\n      ...ExportLinkFields\n    }\n  }\n": types.ExportConversationDocument,
    "\n  mutation ImportJournal($file: Upload!) {\n    importJournal(file: $file) {\n      conversations\n      entries\n      files\n    }\n  }\n": types.ImportJournalDocument,
    "\n  fragment HistoryConversation on Conversation {\n    id\n    title\n    projectName\n    createdAt\n    updatedAt\n    opening {\n      id\n      userText\n      replyText\n      createdAt\n    }\n  }\n": types.HistoryConversationFragmentDoc,
    "\n  query ConversationHistory($limit: Int!, $offset: Int!) {\n    conversations(limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        ...HistoryConversation\n      }\n    }\n  }\n": types.ConversationHistoryDocument,
    "\n  mutation RenameConversation($input: RenameConversationInput!) {\n    renameConversation(input: $input) {\n      id\n      title\n    }\n  }\n": types.RenameConversationDocument,
    "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id) {\n      message\n    }\n  }\n": types.DeleteConversationDocument,
    "\n  fragment JourneyEntry on Entry {\n    id\n    conversationId\n    kind\n    userText\n    replyText\n    replyStatus\n    replyError\n    orderIndex\n    createdAt\n    file {\n      ...AttachedFile\n    }\n  }\n": types.JourneyEntryFragmentDoc,
    "\n  fragment JourneyTimeline on Conversation {\n    id\n    entryCount\n    entries {\n      ...JourneyEntry\n    }\n  }\n": types.JourneyTimelineFragmentDoc,
    "\n  query JourneyConversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      projectName\n      title\n      topic\n      entryCount\n      entries {\n        ...JourneyEntry\n      }\n    }\n  }\n": types.JourneyConversationDocument,
    "\n  query JourneyOlderEntries($id: ID!, $before: ID!, $first: Int!) {\n    conversation(id: $id) {\n      id\n      entries(before: $before, first: $first) {\n        ...JourneyEntry\n      }\n    }\n  }\n": types.JourneyOlderEntriesDocument,
    "\n  mutation StartConversation($input: StartConversationInput!) {\n    startConversation(input: $input, stream: true) {\n      conversation {\n        id\n        projectName\n        title\n        topic\n        entryCount\n        entries {\n          ...JourneyEntry\n        }\n      }\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n": types.StartConversationDocument,
    "\n  mutation ContinueConversation($input: ContinueConversationInput!) {\n    continueConversation(input: $input, stream: true) {\n      conversation {\n        id\n        entryCount\n      }\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n": types.ContinueConversationDocument,
    "\n  mutation RetryReply($entryId: ID!) {\n    retryReply(entryId: $entryId, stream: true) {\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n": types.RetryReplyDocument,
    "\n  mutation AddNote($input: AddNoteInput!) {\n    addNote(input: $input) {\n      ...JourneyEntry\n    }\n  }\n": types.AddNoteDocument,
    "\n  subscription ReplyStream($entryId: ID!) {\n    replyStream(entryId: $entryId) {\n      entryId\n      text\n      status\n      error\n    }\n  }\n": types.ReplyStreamDocument,
    "\n  query Me {\n    me {\n      username\n      email\n      displayName\n    }\n  }\n": types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      token\n      profile {\n        username\n        email\n        displayName\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      message\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  fragment SearchResultItem on SearchResult {\n    conversationId\n    entryId\n    fileId\n    noteId\n    index\n    type\n    projectName\n    snippet\n    highlights {\n      start\n      length\n    }\n    createdAt\n  }\n": types.SearchResultItemFragmentDoc,
    "\n  query SearchEntries($term: String!, $limit: Int!, $offset: Int!) {\n    searchEntries(term: $term, limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        ...SearchResultItem\n      }\n    }\n  }\n": types.SearchEntriesDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation ShareEntry($entryId: ID!, $expiresInDays: Int) {\n    shareEntry(entryId: $entryId, expiresInDays: $expiresInDays) {\n      conversationId\n      entryId\n      kind\n      continuationIndex\n      noteId\n      projectName\n      url\n      sharedAt\n      expiresAt\n      expired\n    }\n  }\n": types.ShareEntryDocument,
    "\n  query SharedEntry($conversationId: ID!, $continuationIndex: Int, $noteId: ID) {\n    sharedEntry(conversationId: $conversationId, continuationIndex: $continuationIndex, noteId: $noteId) {\n      conversationId\n      continuationIndex\n      noteId\n      kind\n      projectName\n      mine\n      url\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n": types.SharedEntryDocument,
    "\n  query MyShares($limit: Int!, $offset: Int!) {\n    myShares(limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        entryId\n        conversationId\n        kind\n        continuationIndex\n        noteId\n        projectName\n        sharedAt\n        expiresAt\n        expired\n      }\n    }\n  }\n": types.MySharesDocument,
    "\n  mutation UnshareEntry($entryId: ID!) {\n    unshareEntry(entryId: $entryId) {\n      message\n    }\n  }\n": types.UnshareEntryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttachedFile on File {\n    id\n    fileName\n    fileType\n    fileUrl\n  }\n"): (typeof documents)["\n  fragment AttachedFile on File {\n    id\n    fileName\n    fileType\n    fileUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadFile($file: Upload!) {\n    uploadFile(file: $file) {\n      ...AttachedFile\n    }\n  }\n"): (typeof documents)["\n  mutation UploadFile($file: Upload!) {\n    uploadFile(file: $file) {\n      ...AttachedFile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExportLinkFields on ExportLink {\n    url\n    fileName\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment ExportLinkFields on ExportLink {\n    url\n    fileName\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportJournal {\n    exportJournal(format: ZIP) {\n      ...ExportLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExportJournal {\n    exportJournal(format: ZIP) {\n      ...ExportLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportConversation($id: ID!) {\n    exportConversation(id: $id, format: MARKDOWN) {\n      ...ExportLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExportConversation($id: ID!) {\n    exportConversation(id: $id, format: MARKDOWN) {\n      ...ExportLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportJournal($file: Upload!) {\n    importJournal(file: $file) {\n      conversations\n      entries\n      files\n    }\n  }\n"): (typeof documents)["\n  mutation ImportJournal($file: Upload!) {\n    importJournal(file: $file) {\n      conversations\n      entries\n      files\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryConversation on Conversation {\n    id\n    title\n    projectName\n    createdAt\n    updatedAt\n    opening {\n      id\n      userText\n      replyText\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment HistoryConversation on Conversation {\n    id\n    title\n    projectName\n    createdAt\n    updatedAt\n    opening {\n      id\n      userText\n      replyText\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationHistory($limit: Int!, $offset: Int!) {\n    conversations(limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        ...HistoryConversation\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConversationHistory($limit: Int!, $offset: Int!) {\n    conversations(limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        ...HistoryConversation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameConversation($input: RenameConversationInput!) {\n    renameConversation(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation RenameConversation($input: RenameConversationInput!) {\n    renameConversation(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JourneyEntry on Entry {\n    id\n    conversationId\n    kind\n    userText\n    replyText\n    replyStatus\n    replyError\n    orderIndex\n    createdAt\n    file {\n      ...AttachedFile\n    }\n  }\n"): (typeof documents)["\n  fragment JourneyEntry on Entry {\n    id\n    conversationId\n    kind\n    userText\n    replyText\n    replyStatus\n    replyError\n    orderIndex\n    createdAt\n    file {\n      ...AttachedFile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JourneyTimeline on Conversation {\n    id\n    entryCount\n    entries {\n      ...JourneyEntry\n    }\n  }\n"): (typeof documents)["\n  fragment JourneyTimeline on Conversation {\n    id\n    entryCount\n    entries {\n      ...JourneyEntry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JourneyConversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      projectName\n      title\n      topic\n      entryCount\n      entries {\n        ...JourneyEntry\n      }\n    }\n  }\n"): (typeof documents)["\n  query JourneyConversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      projectName\n      title\n      topic\n      entryCount\n      entries {\n        ...JourneyEntry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JourneyOlderEntries($id: ID!, $before: ID!, $first: Int!) {\n    conversation(id: $id) {\n      id\n      entries(before: $before, first: $first) {\n        ...JourneyEntry\n      }\n    }\n  }\n"): (typeof documents)["\n  query JourneyOlderEntries($id: ID!, $before: ID!, $first: Int!) {\n    conversation(id: $id) {\n      id\n      entries(before: $before, first: $first) {\n        ...JourneyEntry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartConversation($input: StartConversationInput!) {\n    startConversation(input: $input, stream: true) {\n      conversation {\n        id\n        projectName\n        title\n        topic\n        entryCount\n        entries {\n          ...JourneyEntry\n        }\n      }\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartConversation($input: StartConversationInput!) {\n    startConversation(input: $input, stream: true) {\n      conversation {\n        id\n        projectName\n        title\n        topic\n        entryCount\n        entries {\n          ...JourneyEntry\n        }\n      }\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContinueConversation($input: ContinueConversationInput!) {\n    continueConversation(input: $input, stream: true) {\n      conversation {\n        id\n        entryCount\n      }\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ContinueConversation($input: ContinueConversationInput!) {\n    continueConversation(input: $input, stream: true) {\n      conversation {\n        id\n        entryCount\n      }\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryReply($entryId: ID!) {\n    retryReply(entryId: $entryId, stream: true) {\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RetryReply($entryId: ID!) {\n    retryReply(entryId: $entryId, stream: true) {\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddNote($input: AddNoteInput!) {\n    addNote(input: $input) {\n      ...JourneyEntry\n    }\n  }\n"): (typeof documents)["\n  mutation AddNote($input: AddNoteInput!) {\n    addNote(input: $input) {\n      ...JourneyEntry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReplyStream($entryId: ID!) {\n    replyStream(entryId: $entryId) {\n      entryId\n      text\n      status\n      error\n    }\n  }\n"): (typeof documents)["\n  subscription ReplyStream($entryId: ID!) {\n    replyStream(entryId: $entryId) {\n      entryId\n      text\n      status\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      username\n      email\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      username\n      email\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      token\n      profile {\n        username\n        email\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      token\n      profile {\n        username\n        email\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResultItem on SearchResult {\n    conversationId\n    entryId\n    fileId\n    noteId\n    index\n    type\n    projectName\n    snippet\n    highlights {\n      start\n      length\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SearchResultItem on SearchResult {\n    conversationId\n    entryId\n    fileId\n    noteId\n    index\n    type\n    projectName\n    snippet\n    highlights {\n      start\n      length\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchEntries($term: String!, $limit: Int!, $offset: Int!) {\n    searchEntries(term: $term, limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        ...SearchResultItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchEntries($term: String!, $limit: Int!, $offset: Int!) {\n    searchEntries(term: $term, limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        ...SearchResultItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareEntry($entryId: ID!, $expiresInDays: Int) {\n    shareEntry(entryId: $entryId, expiresInDays: $expiresInDays) {\n      conversationId\n      entryId\n      kind\n      continuationIndex\n      noteId\n      projectName\n      url\n      sharedAt\n      expiresAt\n      expired\n    }\n  }\n"): (typeof documents)["\n  mutation ShareEntry($entryId: ID!, $expiresInDays: Int) {\n    shareEntry(entryId: $entryId, expiresInDays: $expiresInDays) {\n      conversationId\n      entryId\n      kind\n      continuationIndex\n      noteId\n      projectName\n      url\n      sharedAt\n      expiresAt\n      expired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedEntry($conversationId: ID!, $continuationIndex: Int, $noteId: ID) {\n    sharedEntry(conversationId: $conversationId, continuationIndex: $continuationIndex, noteId: $noteId) {\n      conversationId\n      continuationIndex\n      noteId\n      kind\n      projectName\n      mine\n      url\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedEntry($conversationId: ID!, $continuationIndex: Int, $noteId: ID) {\n    sharedEntry(conversationId: $conversationId, continuationIndex: $continuationIndex, noteId: $noteId) {\n      conversationId\n      continuationIndex\n      noteId\n      kind\n      projectName\n      mine\n      url\n      entry {\n        ...JourneyEntry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyShares($limit: Int!, $offset: Int!) {\n    myShares(limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        entryId\n        conversationId\n        kind\n        continuationIndex\n        noteId\n        projectName\n        sharedAt\n        expiresAt\n        expired\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyShares($limit: Int!, $offset: Int!) {\n    myShares(limit: $limit, offset: $offset) {\n      total\n      hasMore\n      items {\n        entryId\n        conversationId\n        kind\n        continuationIndex\n        noteId\n        projectName\n        sharedAt\n        expiresAt\n        expired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnshareEntry($entryId: ID!) {\n    unshareEntry(entryId: $entryId) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UnshareEntry($entryId: ID!) {\n    unshareEntry(entryId: $entryId) {\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;