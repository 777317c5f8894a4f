import { describe, expect, it } from 'vitest';
import { shareText } from '@/features/share/share-text';

describe(shareText.name, () => {
  const url = 'https://journal.example/#/share/post/c1';

  it('should start with the app name and hold the prompt, the reply and a view-more link', () => {
    const sut = shareText({ appName: 'Flexi', prompt: 'My first garden', reply: 'What a start!', url });

    expect(sut).toBe(`Flexi\n\nMy first garden\n\nWhat a start!\n\nView more: ${url}`);
  });

  it.each([null, undefined, '   '])('should say No comments yet. when the reply is %j', (reply) => {
    const sut = shareText({ appName: 'Flexi', prompt: 'Water the roses', reply, url });

    expect(sut).toBe(`Flexi\n\nWater the roses\n\nNo comments yet.\n\nView more: ${url}`);
  });

  it('should leave out an empty prompt instead of a blank paragraph', () => {
    const sut = shareText({ appName: 'Flexi', prompt: ' ', reply: 'Hi', url });

    expect(sut).toBe(`Flexi\n\nHi\n\nView more: ${url}`);
  });
});
