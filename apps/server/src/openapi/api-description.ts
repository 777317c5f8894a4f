import { Injectable, type INestApplication } from '@nestjs/common';
import type { ErrorTable } from 'src/common/errors/error-table';
import { describeApi } from './describe-api';
import type { JsonObject } from './json';

/**
 * The description of the running app, built on first use (scanning every controller takes a moment that
 * start-up need not spend) and then kept: the routes do not change while the process runs.
 */
@Injectable()
export class ApiDescription {
  private source?: { app: INestApplication; errorTable: ErrorTable };
  private document?: JsonObject;
  private json?: string;

  /** Called by createApp once the app exists: the description is read from its controllers. */
  describe(app: INestApplication, errorTable: ErrorTable): void {
    this.source = { app, errorTable };
  }

  get(): JsonObject {
    if (!this.source) throw new Error('ApiDescription.describe() was not called (see createApp)');
    this.document ??= describeApi(this.source.app, this.source.errorTable);
    return this.document;
  }

  /** The document as served and committed: two-space JSON with a final newline. */
  text(): string {
    this.json ??= toOpenApiFile(this.get());
    return this.json;
  }
}

export const toOpenApiFile = (document: JsonObject): string => `${JSON.stringify(document, null, 2)}\n`;
