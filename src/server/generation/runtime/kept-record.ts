/**
 * A small JSON record in the models' folder that keeps, by key, what a later start of the same
 * model file need not work out again (its chat wrapper's type, its memory need): each costs up to
 * a second or two on 2 cores at every start. Missing, unreadable or not ours, a record reads
 * empty and is written anew; it is written whole (a file of its own, renamed into place), so a
 * stop mid-write leaves the old record, never half a new one.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

/** A key for what the kept value depends on. */
export const keyOf = (parts: readonly unknown[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);

export async function readKept<T>(file: string, value: z.ZodType<T>): Promise<Record<string, T>> {
  try {
    return z.record(z.string(), value).parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return {};
  }
}

/** Adds `key` to the record (throws when the folder cannot be written: the caller says so). */
export async function keepValue<T>(
  file: string,
  key: string,
  kept: T,
  value: z.ZodType<T>,
): Promise<void> {
  const record = { ...(await readKept(file, value)), [key]: kept };
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`);
  await rename(temporary, file);
}
