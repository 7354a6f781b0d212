// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, ja } from '../../../test/render-console.tsx';
import { RequestInfoAction } from './request-info-action.tsx';

beforeAll(initTestI18n);
afterEach(cleanup);

const checkbox = (field: keyof typeof ja.kyc.moreInfo.field) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: ja.kyc.moreInfo.field[field] });
const confirm = () => screen.getByRole<HTMLButtonElement>('button', { name: ja.kyc.moreInfo.confirm });

describe('RequestInfoAction', () => {
  it('opens in place with the missing fields ticked, and sends the fields in order with the trimmed reason', () => {
    const onSubmit = vi.fn();
    render(<RequestInfoAction missing={['birthDate']} busy={false} onSubmit={onSubmit} />);
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: ja.kyc.moreInfo.open }));

    expect(screen.getByRole('form', { name: ja.kyc.moreInfo.open })).toBeTruthy();
    expect(checkbox('birthDate').checked).toBe(true);
    for (const field of ['lastName', 'firstName', 'pinyinName', 'idNumber'] as const) expect(checkbox(field).checked).toBe(false);
    // A reason is required before anything is sent.
    expect(confirm().disabled).toBe(true);

    fireEvent.click(checkbox('idNumber'));
    fireEvent.click(checkbox('lastName'));
    fireEvent.change(screen.getByLabelText(ja.kyc.moreInfo.reason), { target: { value: '  書類のとおりに入力してください  ' } });
    expect(confirm().disabled).toBe(false);
    fireEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // In the contract's order, whatever order they were ticked in.
    expect(onSubmit).toHaveBeenCalledWith({
      reason: '書類のとおりに入力してください',
      fields: ['lastName', 'birthDate', 'idNumber'],
    });
  });

  it('sends nothing without a field or with a blank reason', () => {
    const onSubmit = vi.fn();
    render(<RequestInfoAction missing={[]} busy={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: ja.kyc.moreInfo.open }));
    fireEvent.change(screen.getByLabelText(ja.kyc.moreInfo.reason), { target: { value: '生年月日を直してください' } });
    expect(confirm().disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form'));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(checkbox('birthDate'));
    fireEvent.change(screen.getByLabelText(ja.kyc.moreInfo.reason), { target: { value: '   ' } });
    expect(confirm().disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form'));
    expect(onSubmit).not.toHaveBeenCalled();

    // Unticking the last field disables sending again.
    fireEvent.change(screen.getByLabelText(ja.kyc.moreInfo.reason), { target: { value: '生年月日を直してください' } });
    expect(confirm().disabled).toBe(false);
    fireEvent.click(checkbox('birthDate'));
    expect(confirm().disabled).toBe(true);
  });

  it('cancel closes the form; while a decision is on its way nothing can be sent', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<RequestInfoAction missing={['idNumber']} busy={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: ja.kyc.moreInfo.open }));
    fireEvent.click(screen.getByRole('button', { name: ja.common.cancel }));
    expect(screen.queryByRole('form')).toBeNull();

    rerender(<RequestInfoAction missing={['idNumber']} busy onSubmit={onSubmit} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: ja.kyc.moreInfo.open }).disabled).toBe(true);
    rerender(<RequestInfoAction missing={['idNumber']} busy={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: ja.kyc.moreInfo.open }));
    fireEvent.change(screen.getByLabelText(ja.kyc.moreInfo.reason), { target: { value: '番号を直してください' } });
    rerender(<RequestInfoAction missing={['idNumber']} busy onSubmit={onSubmit} />);
    expect(confirm().disabled).toBe(true);
  });
});
