import { z } from 'zod';

/** Unset, or blank (as compose files leave a variable they do not set): undefined. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An optional URL whose scheme is one of `protocols`. */
export const optionalUrl = (protocols: string[]) =>
  optionalText.refine(
    (value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)),
    `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  );

export const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** `true` or `false`, read as a boolean. */
export const flag = () =>
  z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true');

/** A rule between variables that the schema of one variable cannot express, reported against `variable`. */
export interface VariableIssue {
  variable: string;
  message: string;
}
