import { LIMITS } from '@app/schema';
import { z } from 'zod';
import { flag, optionalText, optionalUrl, positiveInt, type VariableIssue } from './variable-kinds';

// S3's bucket naming rules (without the IP-address and prefix exceptions): a typo shows at boot.
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Where uploaded bytes are kept (the S3_* variables are read only when STORAGE=s3), and upload limits. */
export const filesVariables = z.object({
  STORAGE: z
    .enum(['disk', 's3'], { error: 'must be "disk" or "s3"' })
    .default('disk')
    .describe(
      '`disk`: uploads are kept in `DATA_DIR/files`; `s3`: in an S3-compatible bucket shared by all instances (below)',
    ),
  S3_ENDPOINT: optionalUrl(['http', 'https']).describe(
    "The store's URL for MinIO, Ceph, R2 and the like, e.g. `http://minio:9000`",
  ),
  S3_REGION: optionalText.transform((value) => value ?? 'us-east-1').describe("The bucket's region"),
  S3_BUCKET: optionalText
    .refine(
      (value) => value === undefined || S3_BUCKET_NAME.test(value),
      'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
    )
    .describe('The bucket; the operator creates it (the server never does)'),
  S3_ACCESS_KEY_ID: optionalText.describe('Access key, with `S3_SECRET_ACCESS_KEY` (both or neither)'),
  S3_SECRET_ACCESS_KEY: optionalText.describe('Secret key'),
  S3_FORCE_PATH_STYLE: flag().describe('`true` puts the bucket in the URL path, as MinIO-style servers need'),
  // Capped at ten years: older cut-offs would leave PostgreSQL's timestamp range.
  ABANDONED_UPLOAD_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(87_600)
    .default(24)
    .describe(
      'Uploads attached to no entry are deleted (row and stored bytes) once this old; every instance checks hourly',
    ),
  UPLOAD_MAX_BYTES: positiveInt(10 * 1024 * 1024).describe('Largest accepted upload'),
  IMPORT_MAX_BYTES: positiveInt(LIMITS.importMaxBytes).describe(
    'Largest journal export (zip) `importJournal` accepts; attachments inside it still follow `UPLOAD_MAX_BYTES`',
  ),
});

type FilesVariables = z.output<typeof filesVariables>;

/** Where uploaded bytes are kept (STORAGE and the S3_* variables). */
export type StorageEnv =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** Unset: AWS S3 itself. */
      endpoint?: string;
      region: string;
      bucket: string;
      /** Unset: the SDK's default credential chain (environment, profile, instance role). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** `bucket` in the path rather than the host name, as MinIO-style servers need. */
      forcePathStyle: boolean;
    };

export type S3StorageEnv = Extract<StorageEnv, { kind: 's3' }>;

export function filesIssues(env: FilesVariables): VariableIssue[] {
  if (env.STORAGE !== 's3') return [];
  const issues: VariableIssue[] = [];
  if (!env.S3_BUCKET) issues.push({ variable: 'S3_BUCKET', message: 'is required when STORAGE=s3' });
  // One key without the other is a typo, not a request for the default credential chain.
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
    issues.push({ variable: 'S3_SECRET_ACCESS_KEY', message: 'is required when S3_ACCESS_KEY_ID is set' });
  }
  if (!env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    issues.push({ variable: 'S3_ACCESS_KEY_ID', message: 'is required when S3_SECRET_ACCESS_KEY is set' });
  }
  return issues;
}

export function filesSettings(env: FilesVariables) {
  return {
    storage: storageOf(env),
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    /** The largest journal export importJournal reads; attachments keep uploadMaxBytes. */
    importMaxBytes: env.IMPORT_MAX_BYTES,
    /** Uploads attached to no entry for this long are deleted, row and bytes. */
    abandonedUploadHours: env.ABANDONED_UPLOAD_HOURS,
  };
}

function storageOf(env: FilesVariables): StorageEnv {
  if (env.STORAGE === 'disk') return { kind: 'disk' };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    // Checked by filesIssues above.
    bucket: env.S3_BUCKET ?? '',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
