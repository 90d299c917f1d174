import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Highlight } from './highlight';
import { InlineText } from './inline-text';

afterEach(cleanup);

const marks = (container: HTMLElement) => [...container.querySelectorAll('mark')].map((m) => m.textContent);

describe('Highlight', () => {
  it('wraps every match in <mark> and keeps the text whole', () => {
    const { container } = render(<Highlight text="Webhooks: one webhook per event" terms={['webhook']} />);
    expect(marks(container)).toEqual(['Webhook', 'webhook']);
    expect(container.textContent).toBe('Webhooks: one webhook per event');
  });

  it('marks nothing without terms or without a match', () => {
    expect(marks(render(<Highlight text="Fairness" terms={[]} />).container)).toEqual([]);
    expect(marks(render(<Highlight text="Fairness" terms={['xylophone']} />).container)).toEqual([]);
  });
});

describe('InlineText', () => {
  it('marks matches inside inline code as well as around it', () => {
    const { container } = render(<InlineText text="Run `npm start`, then npm run mailbox" terms={['npm']} />);
    expect(marks(container)).toEqual(['npm', 'npm']);
    expect(container.querySelector('code mark')?.textContent).toBe('npm');
    expect(container.textContent).toBe('Run npm start, then npm run mailbox');
  });
});
