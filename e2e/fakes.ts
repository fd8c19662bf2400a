/**
 * Lets a browser test switch a fake's scenario and read the requests it received. The browser tests
 * run on several stacks at once (playwright.config.ts): the fakes reached are those of the running
 * test's own project, named by its `metadata.portOffset`, so two tests never switch each other's.
 */
import { test } from '@playwright/test';
import { type FakeName, fakePortsAt } from '../test/fakes/fake-ports.ts';

/** The port offset of the running test's stack (its project's `metadata.portOffset`). */
export function stackPortOffset(): number {
  const offset = test.info().project.metadata.portOffset;
  if (typeof offset !== 'number') {
    throw new Error(`project ${test.info().project.name} names no metadata.portOffset`);
  }
  return offset;
}

/** The fakes' ports of the running test's stack. */
export const fakePorts = () => fakePortsAt(stackPortOffset());

/** `http://127.0.0.1:<port>` of a fake of the running test's stack. */
export const fakeUrl = (fake: FakeName) => `http://127.0.0.1:${fakePorts()[fake]}`;

const controlUrl = (fake: FakeName) => `${fakeUrl(fake)}/__control`;

export async function setScenario(fake: FakeName, scenario: string): Promise<void> {
  const response = await fetch(controlUrl(fake), {
    method: 'POST',
    body: JSON.stringify({ scenario }),
  });
  if (!response.ok) throw new Error(`could not set ${fake} to ${scenario}`);
}

/** Every fake back to `ok`, with no recorded calls. */
export async function resetFakes(): Promise<void> {
  await Promise.all(
    (Object.keys(fakePorts()) as FakeName[]).map((fake) =>
      fetch(controlUrl(fake), { method: 'POST', body: JSON.stringify({ reset: true }) }),
    ),
  );
}

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
}

export async function fakeCalls(fake: FakeName): Promise<RecordedCall[]> {
  const response = await fetch(`${controlUrl(fake)}/calls`);
  return (await response.json()) as RecordedCall[];
}
