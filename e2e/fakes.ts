/** Lets a browser test switch a fake's scenario and read the requests it received. */
import { FAKE_PORTS, type FakeName } from '../test/fakes/fake-ports.ts';

const controlUrl = (fake: FakeName) => `http://127.0.0.1:${FAKE_PORTS[fake]}/__control`;

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
    (Object.keys(FAKE_PORTS) as FakeName[]).map((fake) =>
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
