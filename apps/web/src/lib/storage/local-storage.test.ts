// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetLegacyPassword, getRememberedAccount, rememberAccount } from './local-storage.ts';

beforeEach(() => localStorage.clear());

describe('remembering the login account (docs/decisions/0003)', () => {
  it('remembers by default, with nothing stored yet', () => {
    expect(getRememberedAccount()).toEqual({ remember: true, account: '' });
  });

  it('keeps the account name only, and forgets it when the box is unticked', () => {
    rememberAccount(true, 'player01');
    expect(getRememberedAccount()).toEqual({ remember: true, account: 'player01' });
    expect(Object.keys(localStorage)).toEqual(expect.arrayContaining(['account', 'rememberAccount']));
    expect(localStorage.getItem('password')).toBeNull();
    rememberAccount(false, 'player01');
    expect(getRememberedAccount()).toEqual({ remember: false, account: '' });
    expect(localStorage.getItem('account')).toBeNull();
  });

  it('deletes a plain-text password an older client left behind', () => {
    localStorage.setItem('password', 'hunter2');
    forgetLegacyPassword();
    expect(localStorage.getItem('password')).toBeNull();
  });
});
