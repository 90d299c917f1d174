import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { precompiledMessages } from './precompiled-messages';

// A fresh instance per test: the setup file (test-setup.ts) loaded every catalogue into the shared one.
async function freshI18n() {
  vi.resetModules();
  const module = await import('./index');
  await module.i18n.loadNamespaces([]);
  return module;
}

describe('per-namespace catalogues', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("fetches a page's namespace when it first renders, and shows the page only once it is there", async () => {
    const { i18n, useT } = await freshI18n();
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'test-runner')).toBe(false);

    function RunnerHeading() {
      const { t } = useT('test-runner');
      return <h1>{t('notAvailable.title')}</h1>;
    }
    render(
      <Suspense fallback={<p>Loading</p>}>
        <RunnerHeading />
      </Suspense>,
    );
    // Suspended, not rendered with its raw key.
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('notAvailable.title')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Section Not Available' })).toBeTruthy();

    // The runner's download holds none of the admin pages' catalogues.
    expect(i18n.hasResourceBundle('en', 'admin-dashboard')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'layouts')).toBe(false);
  });

  it("brings every English catalogue with an admin page's first namespace, so its tabs and dialogs never wait", async () => {
    const { i18n } = await freshI18n();
    await i18n.loadNamespaces(['layouts']);
    for (const namespace of ['layouts', 'admin-dashboard', 'reports', 'invite-link', 'deadlines'])
      expect(i18n.hasResourceBundle('en', namespace), namespace).toBe(true);
    expect(i18n.t('workspace.assessments', { ns: 'layouts' })).toBe('Assessments');
  });

  it('reads a namespace with no translation in English in another language, and translated ones translated', async () => {
    const { i18n, applyLanguage } = await freshI18n();
    await applyLanguage('es');
    await i18n.loadNamespaces(['account', 'test-runner']);
    expect(i18n.t('title', { ns: 'account' })).toBe('Account');
    expect(i18n.t('notAvailable.title', { ns: 'test-runner' })).not.toBe('Section Not Available');
    expect(i18n.hasResourceBundle('en', 'admin-dashboard')).toBe(true);
  });
});

describe('precompiled messages (the build)', () => {
  const plugin = precompiledMessages();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  const catalogues = import.meta.glob<string>('../../locales/*/*.json', {
    eager: true,
    query: '?raw',
    import: 'default',
  });

  it("parses each message to the tree i18next-icu's own intl-messageformat would make of its text", async () => {
    const { i18n } = await freshI18n();
    const runtime = (i18n as unknown as { IntlMessageFormat: { __parse: (m: string, o: object) => unknown } })
      .IntlMessageFormat;
    for (const [path, text] of Object.entries(catalogues)) {
      const id = `/repo/apps/web/src/locales/${path.slice('../../locales/'.length)}`;
      const parsed = JSON.parse(transform(text, id)?.code ?? 'null') as Record<string, unknown>;
      for (const [key, message] of Object.entries(JSON.parse(text) as Record<string, string>))
        expect(parsed[key], `${path}:${key}`).toEqual(runtime.__parse(message, { ignoreTag: true }));
    }
  });

  it('formats a parsed message as its text', async () => {
    const { i18n } = await freshI18n();
    const text = '{count, plural, one {# word} other {# words}}';
    const source = catalogues['../../locales/en/test-runner.json'] ?? '';
    const parsed = JSON.parse(transform(source, '/src/locales/en/test-runner.json')?.code ?? '{}');
    i18n.addResourceBundle('en', 'parsed', { words: parsed['words.count'] });
    i18n.addResourceBundle('en', 'text', { words: text });
    for (const count of [1, 2, 1000])
      expect(i18n.t('words', { ns: 'parsed', count })).toBe(i18n.t('words', { ns: 'text', count }));
    expect(i18n.t('words', { ns: 'parsed', count: 1000 })).toBe('1,000 words');
  });

  it('gives a message of text alone as it is, without touching Intl, and formats the others', async () => {
    const { i18n } = await freshI18n();
    const source = catalogues['../../locales/en/test-runner.json'] ?? '';
    const parsed = JSON.parse(transform(source, '/src/locales/en/test-runner.json')?.code ?? '{}');
    i18n.addResourceBundle('en', 'parsed', {
      title: parsed['notAvailable.title'],
      words: parsed['words.count'],
    });
    // Intl's first use loads the browser's locale data: the pre-rendered login's hydration must not pay it.
    const intl = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      expect(i18n.t('title', { ns: 'parsed' })).toBe('Section Not Available');
      expect(intl).not.toHaveBeenCalled();
      expect(i18n.t('words', { ns: 'parsed', count: 2 })).toBe('2 words');
      expect(intl).toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
  });

  it('leaves other JSON alone', () => {
    expect(transform('{"a":"{b}"}', '/repo/apps/web/src/config/x.json')).toBeNull();
  });
});
