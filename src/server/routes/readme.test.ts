import { describe, expect, it } from 'vitest';
import { CONNECT_MODEL_SECTION, README_PATH } from '#core/index.ts';
import { readmeRoute } from './readme.ts';

describe('GET /README.md', () => {
  it('serves the README as readable text, with the section the writer’s note links to', async () => {
    const response = await readmeRoute().request(README_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# Summary')).toBe(true);
    // The note's link is a text fragment: the heading must be there word for word.
    expect(text).toContain(`## ${CONNECT_MODEL_SECTION}\n`);
  });
});
