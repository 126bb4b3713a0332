import { describe, expect, it } from 'vitest';
import {
  MASKED_CODE,
  OUTBOX_ANSWER_MAX,
  OUTBOX_KIND,
  OUTBOX_STATUS,
  keptAnswer,
  outboxRetryRefusal,
} from '#domain/outbox';

describe("a provider's answer as the outbox keeps it", () => {
  it('masks the code wherever the provider echoes it', () => {
    expect(keptAnswer('200 {"text":"Your code is 482913. It expires in 5 minutes (482913)"}', '482913')).toBe(
      `200 {"text":"Your code is ${MASKED_CODE}. It expires in 5 minutes (${MASKED_CODE})"}`,
    );
  });

  it('is one line without control characters (PostgreSQL text takes no NUL), at most its length', () => {
    expect(keptAnswer('550 refused\u0000\r\n  by\tpolicy\u007f')).toBe('550 refused by policy');
    expect(keptAnswer('x'.repeat(OUTBOX_ANSWER_MAX + 20))).toHaveLength(OUTBOX_ANSWER_MAX);
  });
});

describe('which messages may be retried (the API and the Retry button ask the same rule)', () => {
  it('a delivered message and a failed code are refused; a pending or failed e-mail and a pending code are not', () => {
    expect(outboxRetryRefusal({ status: OUTBOX_STATUS.DELIVERED, kind: OUTBOX_KIND.INVOICE })).toBe(
      'outboxAlreadyDelivered',
    );
    expect(outboxRetryRefusal({ status: OUTBOX_STATUS.FAILED, kind: OUTBOX_KIND.CODE })).toBe('outboxCodeNotResent');
    expect(outboxRetryRefusal({ status: OUTBOX_STATUS.FAILED, kind: OUTBOX_KIND.INVOICE })).toBeNull();
    expect(outboxRetryRefusal({ status: OUTBOX_STATUS.PENDING, kind: OUTBOX_KIND.CODE })).toBeNull();
  });
});
