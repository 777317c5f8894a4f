import { z } from 'zod';
import { aiSettings, aiVariables } from './env/ai.variables';
import { authIssues, authSettings, authVariables } from './env/auth.variables';
import { databaseSettings, databaseVariables } from './env/database.variables';
import { filesIssues, filesSettings, filesVariables } from './env/files.variables';
import { graphqlSettings, graphqlVariables } from './env/graphql.variables';
import { mailSettings, mailVariables } from './env/mail.variables';
import { serverSettings, serverVariables } from './env/server.variables';
import { transcriptionSettings, transcriptionVariables } from './env/transcription.variables';
import { webhooksSettings, webhooksVariables } from './env/webhooks.variables';

export type { S3StorageEnv, StorageEnv } from './env/files.variables';

/**
 * Every environment variable the server reads, each declared once (its rule, default and description) in
 * the file of its concern. The README's configuration table is checked against it (env-readme.spec.ts).
 */
export const envVariables = z.object({
  ...serverVariables.shape,
  ...databaseVariables.shape,
  ...authVariables.shape,
  ...mailVariables.shape,
  ...aiVariables.shape,
  ...transcriptionVariables.shape,
  ...filesVariables.shape,
  ...graphqlVariables.shape,
  ...webhooksVariables.shape,
});

const envSchema = envVariables
  .superRefine((env, ctx) => {
    for (const { variable, message } of [...authIssues(env), ...filesIssues(env)]) {
      ctx.addIssue({ code: 'custom', path: [variable], message });
    }
  })
  .transform((env) => ({
    ...serverSettings(env),
    ...databaseSettings(env),
    ...authSettings(env),
    ...mailSettings(env),
    ...aiSettings(env),
    ...transcriptionSettings(env),
    ...filesSettings(env),
    ...graphqlSettings(env),
    ...webhooksSettings(env),
  }));

/** The validated runtime settings. Built once at boot; services receive it through the APP_ENV token. */
export type AppEnv = z.output<typeof envSchema>;

export const APP_ENV = Symbol('APP_ENV');

export class InvalidEnvironmentError extends Error {
  constructor(issues: string[]) {
    super(`Invalid environment:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Parses and validates the process environment. Pure: creates no files (see prepareRuntime). */
export function loadEnv(raw: NodeJS.ProcessEnv = process.env): AppEnv {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new InvalidEnvironmentError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}
