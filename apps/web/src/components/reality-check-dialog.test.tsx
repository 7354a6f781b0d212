// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http/api-error.ts';
import { okEnvelopeResponse } from '../lib/http/test-responses.ts';
import common from '../locales/ja-JP/common.json';
import responsible from '../locales/ja-JP/responsible.json';
import { RealityCheckDialog, isRealityCheckDue } from './reality-check-dialog.tsx';
import { initTestI18n } from './test-i18n.ts';

const FIGURES = {
  intervalMinutes: 30,
  sessionStartedAt: '2026-01-01T00:00:00.000Z',
  minutesPlayed: 42,
  bet: 12_000,
  win: 9_500,
  net: -2_500,
  due: true,
  nextCheckAt: '2026-01-01T00:30:00.000Z',
};

beforeAll(async () => {
  await initTestI18n({ 'ja-JP': { common, responsible } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers every call with an envelope; records the paths asked. */
function stubServer(after: Partial<typeof FIGURES> = {}) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      paths.push(path);
      const data = path.endsWith('/ack') ? { ...FIGURES, ...after } : FIGURES;
      return okEnvelopeResponse(data);
    }),
  );
  return paths;
}

function renderDialog(props: { onContinue?: () => void; onLeave?: () => void }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RealityCheckDialog
          open
          onContinue={props.onContinue ?? (() => undefined)}
          onLeave={props.onLeave ?? (() => undefined)}
          settingsPath="/user/responsible-gaming"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RealityCheckDialog', () => {
  it('shows the session figures from the server, with the focus on its heading', async () => {
    const paths = stubServer();
    renderDialog({});
    expect(await screen.findByTestId('reality-minutes')).toHaveProperty('textContent', expect.stringContaining('42分'));
    expect(screen.getByTestId('reality-bet').textContent).toContain('12,000');
    expect(screen.getByTestId('reality-win').textContent).toContain('9,500');
    expect(screen.getByTestId('reality-net').textContent).toContain('-2,500');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: responsible.realityDialog.title }));
    expect(paths).toEqual(['/v2/app/responsible/reality-check']);
  });

  it('acknowledges the check on the server before letting the member continue', async () => {
    const paths = stubServer({ due: false });
    const onContinue = vi.fn();
    const onLeave = vi.fn();
    renderDialog({ onContinue, onLeave });
    await screen.findByTestId('reality-net');
    fireEvent.click(screen.getByRole('button', { name: responsible.realityDialog.continue }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(onContinue.mock.calls[0]?.[0]).toMatchObject({ due: false });
    expect(paths).toContain('/v2/app/responsible/reality-check/ack');
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('lets the member stop without acknowledging', async () => {
    const paths = stubServer();
    const onLeave = vi.fn();
    renderDialog({ onLeave });
    await screen.findByTestId('reality-net');
    fireEvent.click(screen.getByRole('button', { name: responsible.realityDialog.leave }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(paths).not.toContain('/v2/app/responsible/reality-check/ack');
  });
});

describe('isRealityCheckDue', () => {
  it('recognises the refused round', () => {
    expect(isRealityCheckDue(new ApiError({ code: 422, msg: '…', reason: 'REALITY_CHECK_DUE' }))).toBe(true);
    expect(isRealityCheckDue(new ApiError({ code: 403, msg: '…', reason: 'SELF_EXCLUDED' }))).toBe(false);
    expect(isRealityCheckDue(new Error('REALITY_CHECK_DUE'))).toBe(false);
  });
});
