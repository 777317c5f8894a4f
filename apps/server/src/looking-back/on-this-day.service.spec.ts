import { DomainError } from 'src/common/errors/domain-error';
import { automock } from 'test/unit/automock';
import { OWNER_ID } from 'test/unit/factories';
import type { SummaryRow } from './entry-summary';
import { OnThisDayRepository } from './on-this-day.repository';
import { OnThisDayService } from './on-this-day.service';
import { UsersService } from 'src/users/users.service';

function row(localDay: string, overrides: Partial<SummaryRow> = {}): SummaryRow {
  return {
    id: `e-${localDay}`,
    conversation_id: 'c1',
    kind: 'continuation',
    user_text: 'The tide came in.',
    answers: null,
    mood: null,
    created_at: new Date(`${localDay}T12:00:00Z`),
    local_day: localDay,
    project_name: 'Harbour',
    title: null,
    topic: 'familyMemories',
    ...overrides,
  };
}

describe(OnThisDayService.name, () => {
  let sut: OnThisDayService;
  let repository: jest.Mocked<OnThisDayRepository>;
  let users: jest.Mocked<UsersService>;

  // The writer's zone as UsersService answers it (UTC until one is set: users.service.spec.ts).
  const writerIn = (timeZone: string) => users.timeZoneOf.mockResolvedValue(timeZone);

  beforeEach(() => {
    repository = automock(OnThisDayRepository);
    users = automock(UsersService);
    writerIn('Europe/Lisbon');
    sut = new OnThisDayService(repository, users);
  });

  it("should ask for this day of every earlier year, newest first, in the writer's zone", async () => {
    repository.onDays.mockResolvedValueOnce([row('2024-03-14')]);

    const found = await sut.onThisDay(OWNER_ID, '2026-03-14');

    expect(repository.onDays).toHaveBeenCalledTimes(1);
    const [, zone, days, limit] = repository.onDays.mock.calls[0];
    expect([zone, limit, days.slice(0, 2), days.at(-1), days.length]).toEqual([
      'Europe/Lisbon',
      20,
      ['2025-03-14', '2024-03-14'],
      '1970-03-14',
      56,
    ]);
    expect(found.memories).toMatchObject([{ span: 'YEARS', yearsAgo: 2, excerpt: 'The tide came in.' }]);
  });

  it("should count days in the writer's zone, and fall back to a month and six months before", async () => {
    writerIn('UTC');
    repository.onDays.mockResolvedValueOnce([]).mockResolvedValueOnce([row('2026-02-28'), row('2025-09-30')]);

    const found = await sut.onThisDay(OWNER_ID, '2026-03-31');

    expect(repository.onDays).toHaveBeenCalledWith(OWNER_ID, 'UTC', ['2026-02-28', '2025-09-30'], 20);
    expect(found.memories.map((memory) => [memory.span, memory.yearsAgo])).toEqual([
      ['MONTH', null],
      ['SIX_MONTHS', null],
    ]);
  });

  it('should show an opening by its answers, on one line, cut at a word under 280 characters', async () => {
    const answers = [
      { questionId: 'q1', question: 'Which memory?', answer: 'Sunday\n\nwalks' },
      { questionId: 'q2', question: 'Who?', answer: `${'word '.repeat(80)}end` },
    ];
    repository.onDays.mockResolvedValueOnce([row('2025-03-14', { kind: 'opening', answers })]);

    const [memory] = (await sut.onThisDay(OWNER_ID, '2026-03-14')).memories;

    expect(memory.excerpt.startsWith('Sunday walks · word word')).toBe(true);
    expect(memory.excerpt.length).toBeLessThanOrEqual(280);
    expect(memory.excerpt.endsWith('word…')).toBe(true);
  });

  it('should refuse a day that does not exist before reading anything of the journal', async () => {
    await expect(sut.onThisDay(OWNER_ID, '2026-02-30')).rejects.toBeInstanceOf(DomainError);
    expect(repository.onDays).not.toHaveBeenCalled();
  });
});
