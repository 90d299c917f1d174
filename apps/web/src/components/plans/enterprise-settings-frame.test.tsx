import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { EnterpriseSettingsFrame } from './enterprise-settings-frame';

afterEach(cleanup);

function frame(query: { data: { name: string } | undefined; error: unknown; isError: boolean }) {
  return render(
    <MemoryRouter>
      <EnterpriseSettingsFrame
        title="Single sign-on"
        intro="Connect your identity provider."
        docs={{ section: 'sso', label: 'How to set it up' }}
        query={query}
        loadingLabel="Loading settings"
      >
        {(data) => <p>Connected to {data.name}</p>}
      </EnterpriseSettingsFrame>
    </MemoryRouter>,
  );
}

describe('the Enterprise settings frame', () => {
  it('shows the page its settings once they arrive, under the title and the how-to link', () => {
    frame({ data: { name: 'Okta' }, error: null, isError: false });
    expect(screen.getByRole('heading', { name: 'Single sign-on' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to set it up' }).getAttribute('href')).toBe(
      '/documentation#sso',
    );
    expect(screen.getByText('Connected to Okta')).toBeTruthy();
  });

  it('tells a Startup company the feature needs Enterprise instead of the page', () => {
    const error = new ApiError({
      message: 'Single sign-on is part of the Enterprise plan.',
      status: 402,
      code: 'PLAN_FEATURE',
      details: undefined,
    });
    frame({ data: undefined, error, isError: true });
    expect(screen.getByTestId('upgrade-notice').textContent).toContain(
      'Single sign-on is part of the Enterprise plan.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: 'How to set it up' })).toBeNull();
  });

  it('shows another failure as an alert, and a spinner while loading', () => {
    const error = new ApiError({
      message: 'Server unavailable',
      status: 503,
      code: 'INTERNAL',
      details: undefined,
    });
    frame({ data: undefined, error, isError: true });
    expect(screen.getByRole('alert').textContent).toBe('Server unavailable');
    cleanup();
    frame({ data: undefined, error: null, isError: false });
    expect(screen.getByText('Loading settings')).toBeTruthy();
    expect(screen.queryByText(/Connected to/)).toBeNull();
  });
});
