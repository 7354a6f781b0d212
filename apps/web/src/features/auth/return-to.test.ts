import { describe, expect, it } from 'vitest';
import { agentCodeFrom } from './return-to.ts';

describe('agentCodeFrom', () => {
  it('prefers the page being opened, then the page shown', () => {
    expect(agentCodeFrom('/user/user-center?agentCode=AG01', '?agentCode=OTHER')).toBe('AG01');
    expect(agentCodeFrom('/user/user-center', '?agentCode=SHOWN')).toBe('SHOWN');
    expect(agentCodeFrom(null, '?agentCode=%20AG2%20')).toBe('AG2');
    expect(agentCodeFrom(null, '')).toBe('');
  });

  it('never carries more than an agent code can be', () => {
    expect(agentCodeFrom(null, `?agentCode=${'A'.repeat(60)}`)).toHaveLength(32);
  });
});
