import { describe, expect, it } from 'vitest';
import { ModelCallsInFlight, NewerLeadMessage } from './modelCallsInFlight.ts';

const LEAD = { userId: 3, leadPhone: '5511912345678' };

describe('the model calls in flight', () => {
  it("aborts a lead's call when a newer message of that lead is recorded, with the reason", () => {
    const calls = new ModelCallsInFlight();
    const call = calls.begin({ ...LEAD, messageId: 10 });
    calls.leadWrote({ ...LEAD, messageId: 11 });
    expect(call.signal.aborted).toBe(true);
    expect(call.signal.reason).toBeInstanceOf(NewerLeadMessage);
  });

  it("leaves another lead's call, and a call for the message just recorded, alone", () => {
    const calls = new ModelCallsInFlight();
    const call = calls.begin({ ...LEAD, messageId: 10 });
    calls.leadWrote({ userId: 3, leadPhone: '5511900000000', messageId: 11 });
    calls.leadWrote({ userId: 4, leadPhone: LEAD.leadPhone, messageId: 11 });
    calls.leadWrote({ ...LEAD, messageId: 10 });
    expect(call.signal.aborted).toBe(false);
  });

  it('forgets a call once it ended', () => {
    const calls = new ModelCallsInFlight();
    const call = calls.begin({ ...LEAD, messageId: 10 });
    call.end();
    calls.leadWrote({ ...LEAD, messageId: 11 });
    expect(call.signal.aborted).toBe(false);
  });
});
