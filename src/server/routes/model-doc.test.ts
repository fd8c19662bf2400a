import { describe, expect, it } from 'vitest';
import { CONNECT_MODEL_SECTION, MODEL_DOC_PATH } from '#core/index.ts';
import { modelDocRoute } from './model-doc.ts';

describe('GET /docs/model.md', () => {
  it('serves the model’s docs page as readable text, with the section the writer’s note links to', async () => {
    const response = await modelDocRoute().request(MODEL_DOC_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# ')).toBe(true);
    // The note's link is a text fragment: the heading must be there word for word.
    expect(text).toContain(`\n## ${CONNECT_MODEL_SECTION}\n`);
  });
});
