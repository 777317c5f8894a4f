import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { errorMessage } from 'src/common/errors/is-error';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { FilesService } from './files.service';

// Rows per statement; a backlog (the first run after an upgrade) is worked through batch after batch.
const BATCH = 100;
// Not at boot: a fleet restarting together would all scan at once while starting up.
const FIRST_RUN_DELAY_MS = 60_000;
// Against a retention of a day, an hour late is nothing; each run costs one scan of files against entries.
const INTERVAL_MS = 60 * 60_000;

/**
 * Deletes uploads never attached to an entry (the user uploaded, then left) once they are older than
 * ABANDONED_UPLOAD_HOURS: the row and the stored bytes. Every instance runs it on its own timer; the
 * statement lets each row go to exactly one of them (see FilesRepository.deleteAbandoned).
 */
@Injectable()
export class AbandonedUploadsJanitor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AbandonedUploadsJanitor.name);
  private firstRun: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;

  constructor(
    @Inject(APP_ENV) private readonly env: AppEnv,
    private readonly files: FilesService,
  ) {}

  onApplicationBootstrap(): void {
    // unref'd: neither keeps a process alive that has nothing else to do.
    this.firstRun = setTimeout(() => void this.runSafely(), FIRST_RUN_DELAY_MS).unref();
    this.timer = setInterval(() => void this.runSafely(), INTERVAL_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.firstRun);
    clearInterval(this.timer);
    await this.running;
  }

  /** One run: batches until one comes back short. Resolves with how many uploads it deleted. */
  async run(): Promise<number> {
    let removed = 0;
    while (!this.stopping) {
      const batch = await this.files.removeAbandoned(this.env.abandonedUploadHours, BATCH);
      removed += batch;
      // Short: nothing left, or what is left is locked by another instance's run (it deletes those).
      if (batch < BATCH) break;
    }
    return removed;
  }

  private runSafely(): Promise<void> {
    // A run still going (a large backlog, a slow database) is not doubled.
    this.running ??= this.run()
      .then((removed) => {
        if (removed > 0) this.logger.log(`Removed ${removed} abandoned uploads`);
      })
      .catch((error: unknown) =>
        this.logger.warn(`Removing abandoned uploads failed: ${errorMessage(error)}`),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
