// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { campaignFor, forgetReferral, keepReferral, readReferral, referralFromSearch } from './referral.ts';

afterEach(() => forgetReferral());

describe('referral attribution', () => {
  it('reads a well-formed code and campaign from a link', () => {
    expect(referralFromSearch('?agentCode=ABCD2345&sub=spring')).toEqual({ agentCode: 'ABCD2345', campaign: 'spring' });
    expect(referralFromSearch('?agentCode=ABCD2345&sub=bad%20sub')).toEqual({ agentCode: 'ABCD2345', campaign: '' });
    expect(referralFromSearch('?agentCode=<script>')).toBeNull();
    expect(referralFromSearch('?sub=spring')).toBeNull();
  });

  it('keeps it for the window, then forgets it', () => {
    const now = Date.now();
    keepReferral({ agentCode: 'ABCD2345', campaign: 'spring' }, 30, now);
    expect(readReferral(now + 29 * 86_400_000)).toEqual({ agentCode: 'ABCD2345', campaign: 'spring' });
    expect(readReferral(now + 31 * 86_400_000)).toBeNull();
  });

  it('survives without the cookie (storage) and sends the campaign only with the kept code', () => {
    keepReferral({ agentCode: 'ABCD2345', campaign: 'spring' }, 30);
    document.cookie = 'amigo_ref=; Max-Age=0; Path=/';
    expect(readReferral()).toEqual({ agentCode: 'ABCD2345', campaign: 'spring' });
    expect(campaignFor('abcd2345')).toBe('spring');
    expect(campaignFor('OTHER234')).toBeUndefined();
    expect(campaignFor(undefined)).toBeUndefined();
  });
});
