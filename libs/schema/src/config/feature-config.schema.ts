import { z } from 'zod/mini';
import { CONFIG_DEFAULTS, configText, hexColor } from './config-common';

// Topic keys start with a letter, so JavaScript keeps them in file order (integer-like keys would jump ahead).
export const TOPIC_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
export const QUESTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const CSS_SIZE_PATTERN = /^\d+(?:\.\d+)?(?:px|rem|em|%)$/;
export const MAX_QUESTIONS_PER_TOPIC = 10;

// The two strings that share flexiFeatures.chat with the topics; they are labels, never topics.
export const CHAT_LABEL_KEYS = ['topicSelectionLabel', 'topicSelectionPlaceholder'] as const;

export const promptQuestionSchema = z.strictObject({
  id: z.string().check(z.regex(QUESTION_ID_PATTERN, 'expected 1-32 letters, digits, "_" or "-"')),
  text: configText(300),
  required: z._default(z.boolean(), false),
});

/** A text that may be empty, trimmed and bounded. */
function optionalText(max: number) {
  return z._default(z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`)), '');
}

export const topicConfigSchema = z.strictObject({
  displayName: configText(60),
  // No default: silently hiding or showing a whole topic because a key was forgotten is worse than failing at boot.
  enabled: z.boolean(),
  promptQuestions: z.array(promptQuestionSchema).check(
    z.minLength(1, 'a topic needs at least one prompt question'),
    z.maxLength(MAX_QUESTIONS_PER_TOPIC, `a topic has at most ${MAX_QUESTIONS_PER_TOPIC} prompt questions`),
    z.superRefine((questions, ctx) => {
      // Answers are stored by question id, so a duplicate would overwrite another answer.
      const seen = new Set<string>();
      questions.forEach((question, index) => {
        if (seen.has(question.id)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: `duplicate question id "${question.id}"`,
          });
        }
        seen.add(question.id);
      });
    }),
  ),
  promptRole: z._default(configText(200), CONFIG_DEFAULTS.promptRole),
  promptContext: z._default(configText(2000), CONFIG_DEFAULTS.promptContext),
  promptConstraints: optionalText(2000),
  promptTone: z._default(configText(200), CONFIG_DEFAULTS.promptTone),
  promptExamples: optionalText(4000),
});

export type PromptQuestion = z.output<typeof promptQuestionSchema>;
export type TopicConfig = z.output<typeof topicConfigSchema>;
export type ChatLabels = { [K in (typeof CHAT_LABEL_KEYS)[number]]: string };
// Keeps the file's layout (labels beside topics), so an index lookup may hit a label: use findTopic/listTopics.
export type ChatConfig = ChatLabels & { [topicKey: string]: TopicConfig | string };

const chatSchema = z.pipe(
  z
    .catchall(
      z.object({
        topicSelectionLabel: z._default(configText(80), CONFIG_DEFAULTS.topicSelectionLabel),
        topicSelectionPlaceholder: z._default(configText(80), CONFIG_DEFAULTS.topicSelectionPlaceholder),
      }),
      // Every key other than the labels is a topic.
      topicConfigSchema,
    )
    .check(
      z.superRefine(
        (chat, ctx) => {
          for (const key of Object.keys(chat)) {
            if (!TOPIC_KEY_PATTERN.test(key)) {
              ctx.addIssue({
                code: 'custom',
                path: [key],
                message: `topic key must match ${TOPIC_KEY_PATTERN}`,
              });
            }
          }
        },
        // Report bad keys together with any other issue in the map, not in a second round.
        { when: (payload) => isPlainObject(payload.value) },
      ),
    ),
  z.transform((chat): ChatConfig => chat as ChatConfig),
);

const flexiAppNameSchema = z.strictObject({
  name: z._default(configText(40), CONFIG_DEFAULTS.appName),
  style: z.optional(
    z.strictObject({
      fontSize: z.optional(
        z.string().check(z.regex(CSS_SIZE_PATTERN, 'expected a CSS size such as "1.5rem" or "24px"')),
      ),
      color: z.optional(hexColor),
    }),
  ),
});

const stylingSchema = z.strictObject({
  primaryColor: z._default(hexColor, CONFIG_DEFAULTS.primaryColor),
  secondaryColor: z.optional(hexColor),
  backgroundColor: z.optional(hexColor),
});

// A missing section means "off", which is also what a client reading the raw JSON sees.
const toggleSchema = z.strictObject({ enabled: z.boolean() });

const personalNoteSchema = z.strictObject({
  enabled: z.boolean(),
  placeholder: z._default(configText(200), CONFIG_DEFAULTS.notePlaceholder),
  buttonText: z._default(configText(40), CONFIG_DEFAULTS.noteButtonText),
  buttonColor: z._default(hexColor, CONFIG_DEFAULTS.noteButtonColor),
});

// flexifeatures.json. personalNote and startNewButtonText sit at the top level, beside flexiFeatures.
export const featureConfigSchema = z.strictObject({
  flexiAppName: z.prefault(flexiAppNameSchema, {}),
  styling: z.prefault(stylingSchema, {}),
  flexiFeatures: z.strictObject({
    chat: chatSchema,
    profileEdit: z.prefault(toggleSchema, { enabled: false }),
  }),
  personalNote: z.prefault(personalNoteSchema, { enabled: false }),
  startNewButtonText: z._default(configText(40), CONFIG_DEFAULTS.startNewButtonText),
});

export type FeatureConfig = z.output<typeof featureConfigSchema>;
export type FlexiAppNameConfig = FeatureConfig['flexiAppName'];
export type StylingConfig = FeatureConfig['styling'];
export type PersonalNoteConfig = FeatureConfig['personalNote'];
export type TopicEntry = TopicConfig & { key: string };

type ConfigWithChat = { flexiFeatures: { chat: ChatConfig } };

/** The topics of the chat map in file order, without the label keys. */
export function listTopics(config: ConfigWithChat): TopicEntry[] {
  // Labels are strings and topics objects, so the value's type tells them apart.
  return Object.entries(config.flexiFeatures.chat).flatMap(([key, value]) =>
    typeof value === 'object' ? [{ key, ...value }] : [],
  );
}

export function listEnabledTopics(config: ConfigWithChat): TopicEntry[] {
  return listTopics(config).filter((topic) => topic.enabled);
}

/** The topic with this key, or undefined for unknown keys, label keys and inherited names like "constructor". */
export function findTopic(config: ConfigWithChat, key: string): TopicEntry | undefined {
  const chat = config.flexiFeatures.chat;
  if (!Object.hasOwn(chat, key)) return undefined;
  const value = chat[key];
  return typeof value === 'object' ? { key, ...value } : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
