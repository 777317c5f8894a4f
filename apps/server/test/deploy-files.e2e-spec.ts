import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findAppRoot } from 'src/config/app-root';

const read = (path: string) => readFileSync(resolve(findAppRoot(), path), 'utf8');

/**
 * The deployment files cannot be run here (no container engine in CI), so what the server needs of them is
 * checked as text: the instances share everything through services (nothing on a volume of their own), a
 * stop leaves them time to drain, the balancer passes WebSocket upgrades, and the image's data folder belongs
 * to the user the server runs as (uploads on disk and import scratch files are written there).
 */
describe('Deployment files', () => {
  const compose = read('docker/compose.yaml');
  const nginx = read('docker/nginx.conf');
  const runtime = read('docker/Dockerfile').split(/^FROM .* AS runtime$/m)[1] ?? '';
  const serverService = compose.split(/^ {2}server:$/m)[1]?.split(/^ {2}\w[\w-]*:$/m)[0] ?? '';
  const setting = (name: string) => new RegExp(`^\\s+${name}: '?([^'\\n]+)'?$`, 'm').exec(serverService)?.[1];

  it('should run three server instances sharing PostgreSQL, Redis and an S3 bucket', () => {
    expect(setting('replicas')).toBe('3');
    expect(setting('DATABASE_URL')).toMatch(/^postgres:\/\/.+@db:5432\//);
    expect(setting('REDIS_URL')).toBe('redis://redis:6379');
    expect(setting('STORAGE')).toBe('s3');
    expect(setting('S3_ENDPOINT')).toBe('http://minio:9000');
    expect(setting('S3_FORCE_PATH_STYLE')).toBe('true');
    expect(compose).toContain(`mc mb --ignore-existing local/${setting('S3_BUCKET')}`);
  });

  it('should keep nothing on an instance that another one needs (no volume of its own)', () => {
    expect(serverService).not.toMatch(/^\s+volumes:/m);
  });

  it('should give an instance longer to stop than its drain may take', () => {
    const grace = Number(setting('SHUTDOWN_GRACE_SECONDS'));
    const stopPeriod = Number(/^(\d+)s$/.exec(setting('stop_grace_period') ?? '')?.[1]);
    expect(grace).toBeGreaterThan(0);
    expect(stopPeriod).toBeGreaterThan(grace);
  });

  it('should pass WebSocket upgrades through the balancer, for subscriptions on /graphql', () => {
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header Connection \$http_connection;/);
  });

  it("should create the image's data folder owned by the user the server runs as", () => {
    const user = /^USER (\w+)$/m.exec(runtime)?.[1];
    const dataDir = /^ENV .*DATA_DIR=(\S+)/m.exec(runtime)?.[1];
    const prepared = [...runtime.matchAll(/^RUN mkdir -p (\S+) && chown -R (\w+):\w+ (\S+)$/gm)];

    expect(user).toBe('node');
    expect(dataDir).toBe('/data');
    expect(prepared).toContainEqual(expect.arrayContaining([user, dataDir]));
  });
});
