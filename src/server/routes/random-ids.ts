/** The random ids a generation carries: its prompt's data boundary, its request id, its seed. */
import { randomUUID } from 'node:crypto';

/** A fresh unguessable token: the prompt's data boundary, or a thread's request id. */
// randomUUID draws from a pooled buffer: a fresh randomBytes call per request cost 3% of a
// local-writer thread's time. 24 hex digits of a v4 UUID hold 92 random bits.
export const randomToken = (): string => randomUUID().replaceAll('-', '').slice(0, 24);

/** A random 32-bit seed for the sampler, so two generations of one text differ. */
export const randomSeed = (): number => Number.parseInt(randomUUID().slice(0, 8), 16);
