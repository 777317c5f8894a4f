import type { TopicEntry } from '@app/schema';
import { buildSystemPrompt, formatAnswers } from './prompt-builder';

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
