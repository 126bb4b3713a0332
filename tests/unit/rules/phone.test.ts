import { describe, expect, it } from 'vitest';
import { localPhoneForm } from '#domain/phone';
import { localPhoneField } from '#domain/schemas/rules';
import { shipmentUpdateSchema } from '#domain/schemas/shipment';
import { MESSAGES } from '#domain/messages';

describe('a phone as people write it is kept in SPEC form (11 digits starting 03)', () => {
  it.each([
    ['+92 300 1234567', '03001234567'],
    ['0092-300-1234567', '03001234567'],
    ['92 300 1234567', '03001234567'],
    ['0300-1234567', '03001234567'],
    ['(0300) 123 4567', '03001234567'],
    ['03001234567', '03001234567'],
  ])('%s reads as %s', (typed, stored) => {
    expect(localPhoneForm(typed)).toBe(stored);
    expect(localPhoneField().validateSync(typed)).toBe(stored);
  });

  it('anything else stays refused', () => {
    for (const typed of ['+44 20 7946 0958', '0300-12345', 'call me'])
      expect(() => localPhoneField().validateSync(typed)).toThrow(MESSAGES.invalidPhone);
  });

  it("a shipment's consignee and point-of-contact numbers are stored so", async () => {
    const cast = await shipmentUpdateSchema.validate({
      consigneeNumber: '+92 300 1234567',
      pointOfContactNumber: '0300-1234567',
    });
    expect(cast).toMatchObject({ consigneeNumber: '03001234567', pointOfContactNumber: '03001234567' });
    expect((await shipmentUpdateSchema.validate({ consigneeNumber: '' })).consigneeNumber).toBeUndefined();
  });
});
