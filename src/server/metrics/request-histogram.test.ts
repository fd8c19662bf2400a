import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestHistogram } from './request-histogram.ts';

describe('createRequestHistogram', () => {
  it("writes Prometheus' histogram lines through prom-client's registry: cumulative buckets, +Inf, sum, count", async () => {
    const registry = new Registry();
    const histogram = createRequestHistogram(
      'http_request_duration_seconds',
      'Requests.',
      [0.01, 0.1, 1],
    );
    registry.registerMetric(histogram as never);
    histogram.observe('GET', '/api/fetch-tweet', 200, 0.01);
    histogram.observe('GET', '/api/fetch-tweet', 200, 0.05);
    histogram.observe('GET', '/api/fetch-tweet', 200, 5);
    histogram.observe('POST', '/api/thread', 429, 0.002);
    const text = await registry.metrics();
    const labels = 'method="GET",route="/api/fetch-tweet",status_code="200"';
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // A value equal to a bound counts in that bucket (le: less than or equal).
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="0.01"} 1`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="0.1"} 2`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="1"} 2`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="+Inf"} 3`);
    expect(text).toContain(`http_request_duration_seconds_sum{${labels}} 5.06`);
    expect(text).toContain(`http_request_duration_seconds_count{${labels}} 3`);
    expect(text).toContain(
      'http_request_duration_seconds_count{method="POST",route="/api/thread",status_code="429"} 1',
    );
    histogram.reset();
    expect(await registry.metrics()).not.toContain('_count{');
  });
});
