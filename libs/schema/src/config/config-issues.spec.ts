import { z } from 'zod';
import { formatConfigIssues, formatIssuePath } from './config-issues';

describe(formatConfigIssues.name, () => {
  it('should print one line per issue with file name and key path when the error has several issues', () => {
    const schema = z.object({ chat: z.object({ a: z.string(), list: z.array(z.number()) }) });
    const error = schema.safeParse({ chat: { a: 1, list: [1, 'two'] } }).error as z.ZodError;

    const sut = formatConfigIssues('flexifeatures.json', error);

    expect(sut.split('\n')).toEqual([
      `flexifeatures.json: chat.a: ${error.issues[0].message}`,
      `flexifeatures.json: chat.list[1]: ${error.issues[1].message}`,
    ]);
  });

  it('should leave the path out when the issue is about the whole file', () => {
    const error = new z.ZodError([{ code: 'custom', path: [], message: 'not JSON', input: undefined }]);

    expect(formatConfigIssues('flexiconfig.json', error)).toBe('flexiconfig.json: not JSON');
  });
});

describe(formatIssuePath.name, () => {
  it.each([
    [
      ['flexiFeatures', 'chat', 'travel', 'promptQuestions', 0, 'text'],
      'flexiFeatures.chat.travel.promptQuestions[0].text',
    ],
    [[0, 'id'], '[0].id'],
    [['chat', 'my topic'], 'chat["my topic"]'],
    [['chat', 'family-memories'], 'chat["family-memories"]'],
    [[], ''],
  ])('should format %j as %p when given', (path, expected) => {
    expect(formatIssuePath(path)).toBe(expected);
  });
});
