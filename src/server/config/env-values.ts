/** The readers every part of the configuration builds its variables from (zod schemas). */
import { z } from 'zod';

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());
export const baseUrl = (fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default(fallback)
      .transform((value) => value.replace(/\/+$/, '')),
  );
export const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
/** A comma-separated list: blank parts dropped, at least one item. */
export const commaList = (fallback: string) =>
  z.preprocess(
    (value) => (blankToUndefined(value) ?? fallback) as string,
    z.string().transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  );
