// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/toast/toast.ts';
import { CopyButton } from './copy-button.tsx';
import { initTestI18n } from './test-i18n.ts';

// The toast host loads sonner lazily; here we only need to see what would be said.
vi.mock('../lib/toast/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function stubClipboard(answer: (text: string) => Promise<void>) {
  const writeText = vi.fn(answer);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
}

describe('CopyButton', () => {
  it('is named for what it copies, copies the value and says so', async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    render(<CopyButton value="1234567" label="口座番号" />);
    fireEvent.click(screen.getByRole('button', { name: '口座番号をコピー' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('口座番号をコピーしました', { id: 'copied:口座番号' }));
    expect(writeText).toHaveBeenCalledWith('1234567');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('falls back to a selection copy when the clipboard API refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    render(<CopyButton value="ABCD2345" label="紹介コード" variant="text" />);
    const button = screen.getByRole('button', { name: '紹介コードをコピー' });
    expect(button.textContent).toBe('コピー');
    fireEvent.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('紹介コードをコピーしました', expect.anything()));
    expect(execCommand).toHaveBeenCalledWith('copy');
    // The helper textarea is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('asks the member to copy by hand when nothing works', async () => {
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    document.execCommand = vi.fn(() => false);
    render(<CopyButton value="TXvQ6c8c5L" label="入金アドレス" />);
    fireEvent.click(screen.getByRole('button', { name: '入金アドレスをコピー' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('コピーできませんでした。文字を選択してコピーしてください。', {
        id: 'copy-failed',
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
