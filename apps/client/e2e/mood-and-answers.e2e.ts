import type { Page } from 'playwright-core';
import { newUsername, registerAndLogin } from './support/accounts';
import { openPagePerTest, screenshot, seriousAxeViolations, VIEWPORT_NAMES } from './support/browser';
import { graphqlAsUser, startConversationAndWait } from './support/journey';

// How an entry felt, and each question's answers over time (issue 24 §3-4), in a real browser: the mood chosen
// by a tap and by the arrow keys, kept across a reload; an opening's "See all my answers" listing every answer
// to that question, newest first, each opening its conversation.

const FIRST_QUESTION = 'Which family memory would you like to keep today?';

async function seedEarlierConversation(page: Page): Promise<void> {
  await graphqlAsUser(
    page,
    'mutation ($input: StartConversationInput!) { startConversation(input: $input) { conversation { id } } }',
    {
      input: {
        topic: 'familyMemories',
        projectName: 'Orchard',
        answers: [
          { questionId: 'q1', answer: 'Picking apples in the orchard in May.' },
          { questionId: 'q2', answer: 'Grandpa Aldo, up the ladder.' },
        ],
      },
    },
  );
}

/** Waits until the server holds `mood` on the newest conversation's opening. */
async function untilSaved(page: Page, mood: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const { conversations } = await graphqlAsUser<{
      conversations: { items: Array<{ opening: { mood: string | null } | null }> };
    }>(page, '{ conversations(limit: 1) { items { opening { mood } } } }', {});
    if (conversations.items[0]?.opening?.mood === mood) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`The mood ${mood} was never saved`);
}

async function inBothThemes(page: Page, take: (theme: 'light' | 'dark') => Promise<void>): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await take(theme);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe.each(VIEWPORT_NAMES)('mood and answers over time (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it('should keep the mood chosen by a tap and by the arrow keys, and list every answer to a question (accessibility checked)', async () => {
    await registerAndLogin(page, newUsername('e2e_mood', viewport));
    await seedEarlierConversation(page);
    await startConversationAndWait(page, { projectName: 'Harbour', answer: 'The blue boat at dusk.' });

    const mood = page.getByRole('group', { name: 'How did this feel?' }).first();
    await mood.getByRole('radio', { name: 'Good' }).click();
    await page.keyboard.press('ArrowRight');
    await mood.getByRole('radio', { name: 'Great', checked: true }).waitFor();
    // Saved, not only shown: the server has it, and a reload reads it back.
    await untilSaved(page, 'GREAT');
    await page.reload();
    await page
      .getByRole('group', { name: 'How did this feel?' })
      .first()
      .getByRole('radio', { name: 'Great', checked: true })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await inBothThemes(page, (theme) =>
      screenshot(page, `mood-${theme}`, viewport, { fullPage: false }).then(() => undefined),
    );

    await page.getByRole('button', { name: `See all my answers: ${FIRST_QUESTION}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Your answers over time' });
    await dialog.getByRole('heading', { name: FIRST_QUESTION }).waitFor();
    const items = dialog.getByRole('listitem');
    await items.nth(1).waitFor();
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('The blue boat at dusk.');
    expect(await items.nth(1).textContent()).toContain('Picking apples in the orchard in May.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await inBothThemes(page, (theme) =>
      screenshot(page, `question-history-${theme}`, viewport, { fullPage: false }).then(() => undefined),
    );

    await items.nth(1).getByRole('link', { name: 'Orchard' }).click();
    await page.getByRole('heading', { name: 'Orchard', level: 1 }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
  });
});
