import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { templateCityIds, wizardFromTemplate } from '../../src/custom/shipmentWizard/templateValues';
import { wizardDefaults, type WizardValues } from '../../src/custom/shipmentWizard/wizardDefaults';
import { shipmentSchema } from '#domain/schemas/shipment';
import { shipmentTemplateSchema } from '#domain/schemas/shipmentExtras';
import type { City } from '#domain/schemas/lookups';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { GOODS_CODE_TYPE, LOCATION_ACTION, PAYMENT_TYPE, POOL_TYPE } from '#domain/shipments';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { MESSAGES } from '#domain/messages';
import { demoTemplates } from '../../server/db/seed-data/templates';

const KARACHI: City = {
  id: 1,
  name: 'Karachi',
  stateId: 2,
  countryId: 1,
  countryName: 'Pakistan',
  latitude: 24.86,
  longitude: 67.01,
};
const LAHORE: City = {
  id: 2,
  name: 'Lahore',
  stateId: 1,
  countryId: 1,
  countryName: 'Pakistan',
  latitude: 31.55,
  longitude: 74.34,
};
const ISLAMABAD: City = {
  id: 3,
  name: 'Islamabad',
  stateId: 3,
  countryId: 1,
  countryName: 'Pakistan',
  latitude: 33.68,
  longitude: 73.05,
};
const CITIES = [KARACHI, LAHORE, ISLAMABAD];

const [KARACHI_LAHORE, LAHORE_ISLAMABAD] = demoTemplates();
const NOW = new Date('2030-03-01T08:00:00Z');
const IN_AN_HOUR = new Date(NOW.getTime() + 60 * 60_000);
const PROJECT = { id: 42, groupId: 7 };

/** What the wizard submits: its values with the loading time the user chose (validated as on create). */
const submit = (form: WizardValues) =>
  shipmentSchema.validate(
    { ...form, loadingTime: IN_AN_HOUR },
    { context: { creating: true, now: NOW }, abortEarly: false },
  );

/** What "Save as template" sends: the values without the company and the loading time. */
function saveAsTemplate(name: string, form: WizardValues) {
  const { projectId: _project, groupId: _group, loadingTime: _time, ...values } = form;
  return shipmentTemplateSchema.validate({ name, values }, { stripUnknown: true, abortEarly: false });
}

describe('templateCityIds', () => {
  it('answers the pick-up and drop-off city of each seeded template', () => {
    expect(templateCityIds(KARACHI_LAHORE.values)).toEqual([1, 2]);
    expect(templateCityIds(LAHORE_ISLAMABAD.values)).toEqual([2, 3]);
  });

  it('leaves out a side without a city, and anything that is not a number', () => {
    expect(templateCityIds({})).toEqual([]);
    expect(templateCityIds({ pickupLocations: [], dropOffLocations: [{ cityId: 9 }] })).toEqual([9]);
    expect(
      templateCityIds({
        pickupLocations: [{ address: 'x' }],
        dropOffLocations: [{ cityId: '3' as unknown as number }],
      }),
    ).toEqual([]);
  });

  it('reads every stop of each side, each city once', () => {
    expect(
      templateCityIds({
        pickupLocations: [{ cityId: 4 }, { cityId: 5 }],
        dropOffLocations: [{ cityId: 6 }, { cityId: 4 }],
      }),
    ).toEqual([4, 5, 6]);
  });
});

describe('wizardFromTemplate', () => {
  it('maps the Karachi → Lahore template to typed text, the chosen cities, the project and its company', () => {
    const form = wizardFromTemplate(KARACHI_LAHORE.values, CITIES, PROJECT);
    expect(form).toEqual({
      ...wizardDefaults(),
      groupId: 7,
      projectId: 42,
      loadingTime: null,
      specialInstructions: 'Tarpaulin required; call the consignee an hour before arrival.',
      pickupLocations: [
        {
          city: KARACHI,
          cityId: 1,
          cityName: 'Karachi',
          latitude: 24.86,
          longitude: 67.01,
          address: 'Port Qasim, Berth 4',
          locationActionType: LOCATION_ACTION.PICK_UP,
          loads: [{ goodsTypeId: 2, goodsTypeDescription: '', weight: '36', goodsCodeType: GOODS_CODE_TYPE.DEFAULT }],
        },
      ],
      dropOffLocations: [
        {
          city: LAHORE,
          cityId: 2,
          cityName: 'Lahore',
          latitude: 31.55,
          longitude: 74.34,
          address: 'Sundar Industrial Estate',
          locationActionType: LOCATION_ACTION.DROP_OFF,
          loads: [],
        },
      ],
      weight: '36',
      quantity: '',
      hsCode: false,
      vehicleTypeId: VEHICLE_TYPE.FLATBED,
      vehicleTypeVariantId: '',
      vehicleCount: '2',
      minWeightPerVehicle: '',
      maxWeightPerVehicle: '20',
      shipmentCategoryTypeId: SHIPMENT_TYPE.SPOT,
      bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
      shipperRate: '180000',
      minShipperRate: '',
      maxShipperRate: '',
      contractAmount: '',
      paymentReceivingTypeId: PAYMENT_TYPE.PAID,
      poolType: POOL_TYPE.PUBLIC,
      acceptAutoBid: false,
      autoNegotiate: false,
      labourAvailabilityTypeId: 1,
      cityTravelRestrictionTypeId: 1,
    });
  });

  it("never fills the loading time: it is always the user's to choose", () => {
    const withTime = { ...LAHORE_ISLAMABAD.values, loadingTime: '2030-01-01T10:00:00.000Z' };
    expect(wizardFromTemplate(withTime, CITIES, null).loadingTime).toBeNull();
  });

  it('a shipper (no project chosen) gets empty company and project boxes', () => {
    expect(wizardFromTemplate(LAHORE_ISLAMABAD.values, CITIES, null)).toMatchObject({ groupId: '', projectId: '' });
  });

  it('an empty template gives the wizard defaults and no cities', () => {
    expect(wizardFromTemplate({}, CITIES, null)).toEqual(wizardDefaults());
  });

  it('a city the lookup did not answer keeps its id but has no name or coordinates', () => {
    const form = wizardFromTemplate(LAHORE_ISLAMABAD.values, [LAHORE], null);
    expect(form.dropOffLocations[0]).toMatchObject({
      city: null,
      cityId: 3,
      cityName: '',
      latitude: undefined,
      longitude: undefined,
      address: 'I-9 Industrial Area',
    });
    expect(form.pickupLocations[0]).toMatchObject({ city: LAHORE, cityId: 2, cityName: 'Lahore' });
  });

  it('a pick-up without loads gets the one blank load to fill in; a drop-off keeps its own', () => {
    const form = wizardFromTemplate(
      {
        pickupLocations: [{ cityId: 1, address: 'A' }],
        dropOffLocations: [{ cityId: 2, address: 'B', loads: [{ goodsTypeId: 4, weight: 2.5 }] }],
      },
      CITIES,
      null,
    );
    expect(form.pickupLocations[0].loads).toEqual(wizardDefaults().pickupLocations[0].loads);
    expect(form.dropOffLocations[0].loads).toEqual([
      { goodsTypeId: 4, goodsTypeDescription: '', weight: '2.5', goodsCodeType: GOODS_CODE_TYPE.DEFAULT },
    ]);
  });

  it('keeps the optional numbers, flags and choices a template may hold', () => {
    const form = wizardFromTemplate(
      {
        quantity: 12,
        hsCode: true,
        vehicleTypeVariantId: 8,
        minWeightPerVehicle: 5,
        minShipperRate: 1000,
        maxShipperRate: 2000,
        contractAmount: 150000,
        shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL,
        bidCategoryTypeId: BID_CATEGORY_TYPE.PER_TONNE,
        paymentReceivingTypeId: PAYMENT_TYPE.ADVANCE,
        poolType: POOL_TYPE.PRIVATE,
        acceptAutoBid: true,
        autoNegotiate: true,
        labourAvailabilityTypeId: 2,
        cityTravelRestrictionTypeId: 3,
        pickupLocations: [
          { cityId: 1, address: 'A', loads: [{ goodsTypeId: 5, weight: 3, goodsCodeType: GOODS_CODE_TYPE.HS_CODE }] },
        ],
      },
      CITIES,
      null,
    );
    expect(form).toMatchObject({
      quantity: '12',
      hsCode: true,
      vehicleTypeVariantId: 8,
      minWeightPerVehicle: '5',
      minShipperRate: '1000',
      maxShipperRate: '2000',
      contractAmount: '150000',
      shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL,
      bidCategoryTypeId: BID_CATEGORY_TYPE.PER_TONNE,
      paymentReceivingTypeId: PAYMENT_TYPE.ADVANCE,
      poolType: POOL_TYPE.PRIVATE,
      acceptAutoBid: true,
      autoNegotiate: true,
      labourAvailabilityTypeId: 2,
      cityTravelRestrictionTypeId: 3,
    });
    expect(form.pickupLocations[0].loads).toEqual([
      { goodsTypeId: 5, goodsTypeDescription: '', weight: '3', goodsCodeType: GOODS_CODE_TYPE.HS_CODE },
    ]);
  });

  it('values of the wrong type fall back to blank or the default, never to text like "null"', () => {
    const form = wizardFromTemplate(
      {
        weight: null,
        vehicleTypeId: '2',
        vehicleCount: null,
        shipmentCategoryTypeId: 'spot',
        poolType: undefined,
        specialInstructions: null,
      },
      CITIES,
      null,
    );
    const defaults = wizardDefaults();
    expect(form).toMatchObject({
      weight: '',
      vehicleTypeId: '',
      vehicleCount: defaults.vehicleCount,
      shipmentCategoryTypeId: defaults.shipmentCategoryTypeId,
      poolType: defaults.poolType,
      specialInstructions: '',
    });
  });
});

describe.each([
  ['Karachi → Lahore', KARACHI_LAHORE],
  ['Lahore → Islamabad', LAHORE_ISLAMABAD],
])('round trip of the seeded template %s', (_label, template) => {
  it('with a loading time, the wizard values pass shipmentSchema on create', async () => {
    const form = wizardFromTemplate(template.values, CITIES, PROJECT);
    const body = await submit(form);
    expect(body).toMatchObject({
      projectId: 42,
      loadingTime: IN_AN_HOUR,
      weight: template.values.weight,
      vehicleCount: template.values.vehicleCount,
      vehicleTypeId: template.values.vehicleTypeId,
      shipperRate: template.values.shipperRate,
      maxWeightPerVehicle: template.values.maxWeightPerVehicle,
      pickupLocations: [
        { cityId: template.values.pickupLocations[0].cityId, address: template.values.pickupLocations[0].address },
      ],
      dropOffLocations: [
        { cityId: template.values.dropOffLocations[0].cityId, address: template.values.dropOffLocations[0].address },
      ],
    });
    expect(body.pickupLocations[0].loads).toEqual(template.values.pickupLocations[0].loads);
  });

  it('without a loading time it is refused: the template never supplies one', async () => {
    const form = wizardFromTemplate(template.values, CITIES, PROJECT);
    const error = await shipmentSchema
      .validate(form, { context: { creating: true, now: NOW } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).path).toBe('loadingTime');
    expect((error as ValidationError).message).toBe(MESSAGES.fillRequired);
  });

  it('a loading time in the past is refused on create', async () => {
    const form = wizardFromTemplate(template.values, CITIES, PROJECT);
    const past = new Date(NOW.getTime() - 60_000);
    await expect(
      shipmentSchema.validate({ ...form, loadingTime: past }, { context: { creating: true, now: NOW } }),
    ).rejects.toThrow(MESSAGES.loadingTimeFuture);
  });

  it('saving it again as a template is accepted and keeps the seeded values', async () => {
    const form = wizardFromTemplate(template.values, CITIES, null);
    const saved = await saveAsTemplate(template.name, form);
    expect(saved.name).toBe(template.name);
    expect(saved.values).toMatchObject(template.values);
    expect(saved.values).not.toHaveProperty('loadingTime');
    expect(saved.values).not.toHaveProperty('companyId');
    expect(saved.values).not.toHaveProperty('projectId');
  });

  it('the saved template fills the wizard exactly as the original did', async () => {
    const first = wizardFromTemplate(template.values, CITIES, PROJECT);
    const saved = await saveAsTemplate(template.name, first);
    const again = wizardFromTemplate(saved.values as Record<string, unknown>, CITIES, PROJECT);
    expect(again).toEqual(first);
  });
});
