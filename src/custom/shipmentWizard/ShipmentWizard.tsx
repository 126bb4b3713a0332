import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { get, useForm, FormProvider, type Control, type FieldPath, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Title, useNotify, useTranslate, useWarnWhenUnsavedChanges } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import {
  shipmentSchema,
  type ShipmentInput,
  type ShipmentValidationContext,
  type VehicleCapacity,
} from '#domain/schemas/shipment';
import { VariantCapacity } from './useVariantCapacity';
import { MESSAGES } from '#domain/messages';
import { useIsStaff } from '../../providers/useIsStaff';
import { errorMessage } from '../../providers/errorMessage';
import { useTranslateText } from '../../i18n/useTranslateText';
import { RouteStep } from './steps/RouteStep';
import { LoadStep } from './steps/LoadStep';
import { VehicleStep } from './steps/VehicleStep';
import { PricingStep } from './steps/PricingStep';
import { ReviewStep } from './steps/ReviewStep';
import { DetailsStep } from './steps/DetailsStep';
import { listRuleMessage } from './listRules';
import { TemplatePicker } from './TemplatePicker';
import { ManageTemplatesButton } from './ManageTemplatesButton';
import { SaveTemplateButton } from './SaveTemplateButton';
import {
  STEP_LABELS,
  STEP_LISTS,
  firstStepWithError,
  stepFields,
  toShipmentBody,
  wizardDefaults,
  type WizardValues,
} from './wizardDefaults';

/** SPEC §5 rules; the form's context turns on "later than now" for the loading time of a new shipment. */
const resolver = yupResolver(shipmentSchema) as unknown as Resolver<WizardValues, unknown, ShipmentInput>;

const LAST = STEP_LABELS.length - 1;

/**
 * SPEC §3 shipment creation, in six steps over one form: each Next checks its step's fields and
 * shows the SPEC messages there; going back and forth, or a refused create, keeps everything typed.
 */
export function ShipmentWizard() {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const navigate = useNavigate();
  const isStaff = useIsStaff();
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [capacity, setCapacity] = useState<VehicleCapacity>();
  const form = useForm<WizardValues, unknown, ShipmentInput>({
    resolver,
    // react-hook-form hands its context (read afresh each render) to the resolver; the resolver's own
    // would be replaced by it.
    context: { creating: true, staff: isStaff, capacity } satisfies ShipmentValidationContext,
    defaultValues: wizardDefaults(),
    mode: 'onTouched',
  });
  const { trigger, setError: setFieldError, getValues, handleSubmit, formState, reset } = form;
  // Leaving a half-made shipment asks first, as every create and edit form does (components/SimpleForm).
  useWarnWhenUnsavedChanges(true, undefined, form.control as unknown as Control);

  // After a step change, focus goes to the step's heading so keyboard and screen-reader users follow.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [active]);

  /** The API requires a project for staff; the schema leaves it optional (shippers have their own). */
  const projectMissing = () => {
    if (!isStaff || getValues('projectId') !== '') return false;
    setFieldError('projectId', { type: 'required', message: MESSAGES.fillRequired }, { shouldFocus: true });
    return true;
  };

  const goTo = (step: number) => {
    setError(null);
    setActive(step);
  };

  /** Sets (or clears) the step's list-wide errors; true when there are none. */
  const checkLists = async () => {
    const values = getValues();
    const found = await Promise.all(
      STEP_LISTS[active].map(async (path) => {
        const message = await listRuleMessage(values, path);
        if (message) setFieldError(path, { type: 'list', message });
        return message;
      }),
    );
    return found.every((message) => !message);
  };

  const next = async () => {
    const valid = await trigger(stepFields(active, getValues()), { shouldFocus: true });
    const listsValid = await checkLists();
    const missing = active === 0 && projectMissing();
    if (valid && listsValid && !missing) goTo(active + 1);
  };

  const create = handleSubmit(
    async (values) => {
      setError(null);
      if (projectMissing()) {
        setActive(0);
        return;
      }
      try {
        const record = await dataProvider.createShipment(toShipmentBody(values, getValues()));
        notify('app.wizard.created', { type: 'success', messageArgs: { code: record.code } });
        navigate(`/shipments/${record.id}/show`);
      } catch (failure) {
        setError(errorMessage(failure));
      }
    },
    (errors) => {
      setActive(firstStepWithError(getValues(), (name: FieldPath<WizardValues>) => Boolean(get(errors, name))));
      setError('app.wizard.fieldsNeedAttention');
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (active === LAST) void create(event);
    else void next();
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 860 }}>
      <Title title="app.wizard.title" />
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <Typography component="h1" variant="h5">
          {translate('app.wizard.title')}
        </Typography>
        {active === 0 && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1 }}>
              <TemplatePicker onApply={(values) => reset(values)} />
            </Box>
            <ManageTemplatesButton />
          </Box>
        )}
        <Stepper activeStep={active} alternativeLabel>
          {STEP_LABELS.map((label) => (
            <Step key={label}>
              <StepLabel>{translate(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography component="h2" variant="h6" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          {translate('app.wizard.stepOf', {
            step: active + 1,
            count: STEP_LABELS.length,
            name: translate(STEP_LABELS[active]),
          })}
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {translateText(error)}
          </Alert>
        )}
        <FormProvider {...form}>
          <VariantCapacity onChange={setCapacity} />
          <Box
            component="form"
            noValidate
            onSubmit={onSubmit}
            aria-label={translate('app.wizard.formLabel', { name: translate(STEP_LABELS[active]) })}
            sx={{ display: 'grid', gap: 3 }}
          >
            {active === 0 && <RouteStep />}
            {active === 1 && <LoadStep />}
            {active === 2 && <VehicleStep />}
            {active === 3 && <PricingStep />}
            {active === 4 && <DetailsStep />}
            {active === 5 && <ReviewStep />}
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
              <Button
                key="back"
                type="button"
                variant="outlined"
                disabled={active === 0 || formState.isSubmitting}
                onClick={() => goTo(active - 1)}
              >
                {translate('app.wizard.back')}
              </Button>
              {active === LAST ? (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <SaveTemplateButton />
                  <Button key="create" type="submit" variant="contained" loading={formState.isSubmitting}>
                    {translate('app.wizard.create')}
                  </Button>
                </Box>
              ) : (
                <Button key="next" type="submit" variant="contained">
                  {translate('app.wizard.next')}
                </Button>
              )}
            </Box>
          </Box>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
