import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_DEFAULTS } from './config-common';
import { parseFeatureConfig } from './config-issues';
import { type FeatureConfig, findTopic, listEnabledTopics, listTopics } from './feature-config.schema';

// The shipped defaults live with the server, which serves them as-is.
const SHIPPED_FILE = join(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  'apps',
  'server',
  'config',
  'flexifeatures.json',
);

// The exact thrown text; toThrow(new Error(...)) would also compare the attached zod cause.
function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a throw');
}

// The smallest valid file: one topic, everything else left to the defaults.
function minimalFeatureConfig() {
  return {
    flexiFeatures: {
      chat: {
        familyMemories: {
          displayName: 'Family Memories',
          enabled: true,
          promptQuestions: [{ id: 'q1', text: 'Which memory?', required: true }],
        },
      },
    },
  };
}

function twoTopicConfig() {
  const json = minimalFeatureConfig();
  return {
    flexiFeatures: {
      chat: {
        topicSelectionLabel: 'Pick one',
        ...json.flexiFeatures.chat,
        travel: {
          displayName: 'Travel',
          enabled: false,
          promptQuestions: [{ id: 'q1', text: 'Where to?' }],
        },
      },
    },
  };
}

describe(parseFeatureConfig.name, () => {
  it('should accept the shipped file when it is read from the server config folder', () => {
    const sut = parseFeatureConfig(JSON.parse(readFileSync(SHIPPED_FILE, 'utf8')));

    expect(sut.flexiAppName.name).toBe('Flexi');
    expect(sut.styling.primaryColor).toBe('#4A90E2');
    expect(sut.personalNote).toEqual({
      enabled: true,
      placeholder: 'Add your personal note (no Flexi response)',
      buttonText: '+ NOTE TO SELF',
      buttonColor: '#6AB0F3',
    });
    expect(sut.flexiFeatures.profileEdit.enabled).toBe(true);
    expect(sut.startNewButtonText).toBe('Start New');
    const topics = listEnabledTopics(sut);
    expect(topics.map((topic) => topic.key)).toEqual(
      expect.arrayContaining(['familyMemories', 'projectJournal', 'travel']),
    );
    for (const topic of topics) {
      expect(topic.promptQuestions.length).toBeGreaterThanOrEqual(3);
      expect(topic.promptQuestions[0].required).toBe(true);
      expect(topic.promptConstraints).not.toBe('');
      expect(topic.promptExamples).not.toBe('');
    }
  });

  it('should apply the spec defaults when optional keys are missing', () => {
    const sut = parseFeatureConfig(minimalFeatureConfig());

    expect(sut.flexiAppName).toEqual({ name: 'Flexi' });
    expect(sut.styling).toEqual({ primaryColor: '#4A90E2' });
    expect(sut.flexiFeatures.chat.topicSelectionLabel).toBe('Choose a Memory Type');
    expect(sut.flexiFeatures.chat.topicSelectionPlaceholder).toBe('Select a memory type');
    expect(sut.flexiFeatures.profileEdit).toEqual({ enabled: false });
    expect(sut.personalNote).toEqual({
      enabled: false,
      placeholder: CONFIG_DEFAULTS.notePlaceholder,
      buttonText: '+ NOTE TO SELF',
      buttonColor: '#6AB0F3',
    });
    expect(sut.startNewButtonText).toBe('Start New');
    expect(findTopic(sut, 'familyMemories')).toEqual({
      key: 'familyMemories',
      displayName: 'Family Memories',
      enabled: true,
      promptQuestions: [{ id: 'q1', text: 'Which memory?', required: true }],
      promptRole: 'Assistant',
      promptContext: 'Flexi',
      promptConstraints: '',
      promptTone: 'friendly',
      promptExamples: '',
    });
  });

  it('should default a question to optional when required is missing', () => {
    const json = minimalFeatureConfig();
    json.flexiFeatures.chat.familyMemories.promptQuestions = [{ id: 'q1', text: 'Which memory?' }] as never;

    const sut = parseFeatureConfig(json);

    expect(findTopic(sut, 'familyMemories')?.promptQuestions[0].required).toBe(false);
  });

  it('should name the file and the full key path when a value deep in a topic has the wrong type', () => {
    const json = twoTopicConfig();
    json.flexiFeatures.chat.travel.promptQuestions[0].text = 42 as never;

    expect(messageOf(() => parseFeatureConfig(json))).toBe(
      'flexifeatures.json: flexiFeatures.chat.travel.promptQuestions[0].text: expected string, received number',
    );
  });

  it('should report one line per issue when several keys are wrong', () => {
    const json = twoTopicConfig();
    json.flexiFeatures.chat.travel.enabled = 'yes' as never;
    delete (json.flexiFeatures.chat.familyMemories as Partial<typeof json.flexiFeatures.chat.familyMemories>)
      .displayName;

    expect(messageOf(() => parseFeatureConfig(json))).toBe(
      'flexifeatures.json: flexiFeatures.chat.familyMemories.displayName: missing required key (expected string)\n' +
        'flexifeatures.json: flexiFeatures.chat.travel.enabled: expected boolean, received string',
    );
  });

  it('should refuse a topic when two of its questions share an id', () => {
    const json = minimalFeatureConfig();
    json.flexiFeatures.chat.familyMemories.promptQuestions.push({
      id: 'q1',
      text: 'Who was there?',
      required: false,
    });

    expect(() => parseFeatureConfig(json)).toThrow(
      'flexifeatures.json: flexiFeatures.chat.familyMemories.promptQuestions[1].id: duplicate question id "q1"',
    );
  });

  it('should refuse a topic when it has no questions', () => {
    const json = minimalFeatureConfig();
    json.flexiFeatures.chat.familyMemories.promptQuestions = [];

    expect(() => parseFeatureConfig(json)).toThrow(
      'flexiFeatures.chat.familyMemories.promptQuestions: a topic needs at least one prompt question',
    );
  });

  it('should refuse a question when its text is longer than 300 characters', () => {
    const json = minimalFeatureConfig();
    json.flexiFeatures.chat.familyMemories.promptQuestions[0].text = 'x'.repeat(301);

    expect(() => parseFeatureConfig(json)).toThrow('promptQuestions[0].text: must be at most 300 characters');
  });

  it.each(['blue', '#4A90E', '#GGGGGG', 'rgb(0,0,0)'])(
    'should refuse the colour %p when it is not #rgb or #rrggbb',
    (colour) => {
      const json = { ...minimalFeatureConfig(), personalNote: { enabled: true, buttonColor: colour } };

      expect(() => parseFeatureConfig(json)).toThrow(
        'flexifeatures.json: personalNote.buttonColor: expected a CSS hex colour (#rgb or #rrggbb)',
      );
    },
  );

  it('should accept a short hex colour when it has three digits', () => {
    const json = { ...minimalFeatureConfig(), styling: { primaryColor: '#fa0' } };

    expect(parseFeatureConfig(json).styling.primaryColor).toBe('#fa0');
  });

  it('should refuse a topic key when it does not start with a letter', () => {
    const json = minimalFeatureConfig();
    const chat: Record<string, unknown> = {
      ...json.flexiFeatures.chat,
      '1st trip': json.flexiFeatures.chat.familyMemories,
    };

    expect(() => parseFeatureConfig({ flexiFeatures: { chat } })).toThrow(
      'flexifeatures.json: flexiFeatures.chat["1st trip"]: topic key must match',
    );
  });

  it('should refuse a label key when its value is not a string', () => {
    const json = twoTopicConfig();
    json.flexiFeatures.chat.topicSelectionLabel = { text: 'Pick' } as never;

    expect(() => parseFeatureConfig(json)).toThrow(
      'flexifeatures.json: flexiFeatures.chat.topicSelectionLabel: expected string, received object',
    );
  });

  it('should refuse an unknown key when it is a likely typo', () => {
    const json = minimalFeatureConfig();
    Object.assign(json.flexiFeatures.chat.familyMemories, { promptContxt: 'oops' });

    expect(() => parseFeatureConfig(json)).toThrow(
      'flexifeatures.json: flexiFeatures.chat.familyMemories: unknown key "promptContxt"',
    );
  });

  it('should point at the file itself when the JSON is not an object', () => {
    expect(messageOf(() => parseFeatureConfig('nope'))).toBe(
      'flexifeatures.json: expected object, received string',
    );
  });
});

describe(listTopics.name, () => {
  it('should list topics in file order without the label keys when labels sit beside them', () => {
    const sut = parseFeatureConfig(twoTopicConfig());

    expect(sut.flexiFeatures.chat.topicSelectionLabel).toBe('Pick one');
    expect(listTopics(sut).map((topic) => topic.key)).toEqual(['familyMemories', 'travel']);
  });

  it('should keep only enabled topics when listEnabledTopics is used', () => {
    const sut = parseFeatureConfig(twoTopicConfig());

    expect(listEnabledTopics(sut).map((topic) => topic.key)).toEqual(['familyMemories']);
  });

  it('should return an empty list when the chat map holds only labels', () => {
    const sut = parseFeatureConfig({ flexiFeatures: { chat: { topicSelectionLabel: 'Pick' } } });

    expect(listTopics(sut)).toEqual([]);
  });
});

describe(findTopic.name, () => {
  const config: FeatureConfig = parseFeatureConfig(twoTopicConfig());

  it('should return the topic with its key when the key exists', () => {
    expect(findTopic(config, 'travel')).toMatchObject({
      key: 'travel',
      displayName: 'Travel',
      enabled: false,
    });
  });

  it.each(['topicSelectionLabel', 'topicSelectionPlaceholder', 'constructor', 'toString', 'unknown'])(
    'should return undefined when the key is %p',
    (key) => {
      expect(findTopic(config, key)).toBeUndefined();
    },
  );
});
