import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerCollectedGauge } from './collected-gauge';

describe('registerCollectedGauge', () => {
  it('reads on each scrape, and leaves a failed reading out rather than showing 0', async () => {
    const registry = new Registry();
    let reading: () => number = () => 4;
    registerCollectedGauge(registry, { name: 'example_open', help: 'An example.', read: () => reading() });
    registerCollectedGauge(registry, {
      name: 'example_by_kind',
      help: 'An example with labels.',
      labelNames: ['kind'],
      read: () => [{ labels: { kind: 'a' }, value: reading() }],
    });

    let text = await registry.metrics();
    expect(text).toContain('\nexample_open 4\n');
    expect(text).toContain('\nexample_by_kind{kind="a"} 4\n');

    reading = () => 5;
    expect(await registry.metrics()).toContain('\nexample_open 5\n');

    reading = () => {
      throw new Error('database down');
    };
    text = await registry.metrics();
    expect(text).toContain('# TYPE example_open gauge');
    expect(text).not.toMatch(/^example_open /m);
    expect(text).not.toMatch(/^example_by_kind\{/m);
  });
});
