import { PassThrough } from 'node:stream';
import { directQuery } from './support/direct-sql';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { PNG_1X1 } from './support/sample-files';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { restUpload } from './support/uploads';

// A file of its own: log lines written outside a request go to the first app's logger in a test file
// (nestjs-pino keeps that logger process-wide), and this test reads the boot log.
describe('Files on S3: a bucket that does not exist when the server starts', () => {
  let s3: TestS3Server;
  let app: TestApp;
  const logged: string[] = [];

  beforeAll(async () => {
    s3 = await startS3Server({ createBucket: false });
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
    app = await startTestApp(s3.env, { logStream });
  });

  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  it('should start, say in the log that the bucket does not exist, and report storage: down', async () => {
    const lines = logged
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string });

    expect(lines.map((line) => line.msg)).toContainEqual(
      expect.stringMatching(new RegExp(`^S3 bucket "${s3.bucket}" does not exist\\. `)),
    );
    expect(await app.rest('GET', '/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'error', database: 'up', storage: 'down' },
    });
    expect(await app.rest('GET', '/health/live')).toMatchObject({ status: 200 });
  });

  it('should report storage: up and store uploads once an operator creates the bucket', async () => {
    await s3.createBucket();

    expect(await app.rest('GET', '/health/ready')).toMatchObject({ status: 200, body: { storage: 'up' } });
    const user = await signUp(app);
    const response = await restUpload(
      app,
      { bytes: PNG_1X1, name: 'a.png', declaredType: 'image/png' },
      user.token,
    );
    expect(response.status).toBe(200);
    const [row] = await directQuery<{ storage_key: string }>(
      app,
      'SELECT storage_key FROM files WHERE id = $1',
      [response.body.fileId],
    );
    expect(await s3.objectBytes(row.storage_key)).toEqual(PNG_1X1);
  });
});
