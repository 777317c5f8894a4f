import { Injectable, type INestApplication } from '@nestjs/common';
import { describeApi } from './describe-api';
import type { JsonObject } from './json';

/**
 * The description of the running app, built on first use (scanning every controller takes a moment that
 * start-up need not spend) and then kept: the routes do not change while the process runs.
 */
@Injectable()
export class ApiDescription {
  private app?: INestApplication;
  private document?: JsonObject;
  private json?: string;

  /** Called by createApp once the app exists: the description is read from its controllers. */
  describe(app: INestApplication): void {
    this.app = app;
  }

  get(): JsonObject {
    if (!this.app) throw new Error('ApiDescription.describe(app) was not called (see createApp)');
    this.document ??= describeApi(this.app);
    return this.document;
  }

  /** The document as served and committed: two-space JSON with a final newline. */
  text(): string {
    this.json ??= toOpenApiFile(this.get());
    return this.json;
  }
}

export const toOpenApiFile = (document: JsonObject): string => `${JSON.stringify(document, null, 2)}\n`;
