import { excerptOf } from './excerpt';

describe(excerptOf.name, () => {
  it('should read Markdown as plain words on one line', () => {
    expect(
      excerptOf({
        user_text:
          '# Dusk\n\nThe blue boat, the *Santa Lucia*, and [a photo](https://x.test/p.png).\n- 5 * 3 ropes',
        answers: null,
      }),
    ).toBe('Dusk The blue boat, the Santa Lucia, and a photo. 5 * 3 ropes');
  });

  it("should give an opening's answers without its questions, joined", () => {
    expect(
      excerptOf({
        user_text: 'Project: Harbour\n\nWhere?\nNaples',
        answers: [
          { questionId: 'q1', question: 'Where?', answer: 'Naples' },
          { questionId: 'q2', question: 'Who?', answer: ' ' },
          { questionId: 'q3', question: 'When?', answer: '**Sundays**' },
        ],
      }),
    ).toBe('Naples · Sundays');
  });
});
