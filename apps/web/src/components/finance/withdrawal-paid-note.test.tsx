// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import jaCommon from '../../locales/ja-JP/common.json';
import jaFinance from '../../locales/ja-JP/finance.json';
import { initTestI18n } from '../test-i18n.ts';
import { WithdrawalPaidNote } from './withdrawal-paid-note.tsx';

beforeAll(() => initTestI18n({ 'ja-JP': { common: jaCommon, finance: jaFinance } }));
afterEach(cleanup);

describe('WithdrawalPaidNote', () => {
  it('shows the day paid and the bank reference of a paid withdrawal', () => {
    render(<WithdrawalPaidNote order={{ paidReference: 'ZB-0401-77', paidOn: '2026-04-01' }} />);
    expect(screen.getByTestId('withdrawal-paid').textContent).toBe('2026/04/01 に振込済み・振込の照会番号 ZB-0401-77');
  });

  it('shows nothing for a withdrawal not paid yet', () => {
    render(<WithdrawalPaidNote order={{ paidReference: null, paidOn: null }} />);
    expect(screen.queryByTestId('withdrawal-paid')).toBeNull();
  });
});
