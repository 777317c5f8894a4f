import type { TopicEntry } from '@app/schema';
import { buildMessages, buildSystemPrompt, formatAnswers } from './prompt-builder';

const topic: TopicEntry = {
  key: 'travel',
  displayName: 'Travel',
  enabled: true,
  promptQuestions: [{ id: 'q1', text: 'Where?', required: true }],
  promptRole: 'Guide',
  promptContext: 'Trips',
  promptConstraints: 'No advice.',
  promptTone: 'curious',
  promptExamples: 'Example reply.',
};

describe(buildSystemPrompt.name, () => {
  it('should assemble role, context, constraints, tone and examples when the topic has them', () => {
    const sut = buildSystemPrompt(topic, 'Flexi');

    expect(sut).toContain('You are Guide.');
    expect(sut).toContain('Context: Trips');
    expect(sut).toContain('Constraints: No advice.');
    expect(sut).toContain('Tone: curious.');
    expect(sut).toContain('Examples of good replies:\nExample reply.');
    expect(sut).toContain('Flexi');
  });

  it('should use a role written as a sentence as it is when it starts with "You are"', () => {
    expect(buildSystemPrompt({ ...topic, promptRole: 'You are Flexi, a guide.' }, 'Flexi')).toMatch(
      /^You are Flexi, a guide\./,
    );
  });

  it('should fall back to the spec defaults when role and tone are empty', () => {
    const sut = buildSystemPrompt({ ...topic, promptRole: '', promptTone: '' }, 'Flexi');

    expect(sut).toContain('You are Assistant.');
    expect(sut).toContain('Tone: friendly.');
  });
});

describe(buildMessages.name, () => {
  it('should put the system prompt first, then each earlier exchange, then the latest words', () => {
    const sut = buildMessages(
      'SYSTEM',
      [
        { userText: 'first', replyText: 'reply one' },
        { userText: 'second', replyText: null },
      ],
      'third',
    );

    expect(sut).toEqual([
      { role: 'system', content: 'SYSTEM' },
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'reply one' },
      { role: 'user', content: 'second' },
      { role: 'user', content: 'third' },
    ]);
  });

  it('should inline a text attachment and send an image as an image part', () => {
    const text = buildMessages('S', [], 'look', { kind: 'text', name: 'a.txt', text: 'file body' }).at(-1);
    const image = buildMessages('S', [], 'look', {
      kind: 'image',
      name: 'a.png',
      mime: 'image/png',
      dataBase64: 'AAA',
    }).at(-1);

    expect(text?.content).toBe('look\n\n[Attached file "a.txt"]\nfile body');
    expect(image?.content).toEqual([
      { type: 'text', text: 'look\n\n[Attached image "a.png"]' },
      { type: 'image', mime: 'image/png', dataBase64: 'AAA' },
    ]);
  });

  it('should tell the model a file could not be read when its content is unreadable', () => {
    expect(buildMessages('S', [], 'see', { kind: 'unreadable', name: 'x.pdf' }).at(-1)?.content).toContain(
      'The user attached "x.pdf", but its content could not be read.',
    );
  });
});

describe(formatAnswers.name, () => {
  it('should list the project and each answered question, skipping blank answers', () => {
    expect(
      formatAnswers('Lisbon', [
        { questionId: 'q1', question: 'Where?', answer: 'Tram 28' },
        { questionId: 'q2', question: 'Who?', answer: ' ' },
      ]),
    ).toBe('Project: Lisbon\n\nWhere?\nTram 28');
  });
});
