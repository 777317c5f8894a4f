import { Worker } from 'node:worker_threads';
import { Injectable, Logger } from '@nestjs/common';
import { errorMessage } from 'src/common/errors/is-error';

const TIMEOUT_MS = 20_000;
const MAX_PAGES = 200;
const WORKER_HEAP_MB = 256;

// pdf.js is CPU-heavy and a hostile PDF could stall the event loop, so it runs in a worker thread that is
// stopped after a deadline. The worker loads pdf-parse with Node's own require (an ESM-only pdf.js inside
// works there, also when the server runs under Jest).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.modulePath);
(async () => {
  const parser = new PDFParse({ data: workerData.data, verbosity: 0 });
  try {
    const result = await parser.getText({ pageJoiner: '', first: workerData.maxPages });
    parentPort.postMessage({ text: result.text });
  } finally {
    await parser.destroy();
  }
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

type WorkerAnswer = { text: string } | { error: string };

/** The text of a PDF, for the AI to read. */
@Injectable()
export class PdfTextExtractor {
  private readonly logger = new Logger(PdfTextExtractor.name);

  /** At most `maxChars` characters; null when the PDF has no text or cannot be read (it is kept anyway). */
  async extract(data: Uint8Array, maxChars: number): Promise<string | null> {
    try {
      const text = normalise(await this.runWorker(data));
      return text ? text.slice(0, maxChars) : null;
    } catch (error) {
      this.logger.warn(`No text from a PDF: ${errorMessage(error)}`);
      return null;
    }
  }

  private runWorker(data: Uint8Array): Promise<string> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { modulePath: require.resolve('pdf-parse'), data, maxPages: MAX_PAGES },
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      const timer = setTimeout(() => {
        reject(new Error(`gave up after ${TIMEOUT_MS} ms`));
        void worker.terminate();
      }, TIMEOUT_MS);
      const settle = () => clearTimeout(timer);
      worker.once('message', (answer: WorkerAnswer) => {
        settle();
        if ('text' in answer) resolve(answer.text);
        else reject(new Error(answer.error));
        void worker.terminate();
      });
      worker.once('error', (error) => {
        settle();
        reject(error);
      });
      worker.once('exit', (code) => {
        settle();
        reject(new Error(`the PDF worker stopped (exit code ${code})`));
      });
    });
  }
}

/** PostgreSQL text cannot hold NUL; runs of blank lines and trailing spaces carry nothing. */
function normalise(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
