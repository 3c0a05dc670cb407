// Test support for the form's component tests: renders fields inside the attraction form as the
// wizard and the inline editors do, and reports the values the form would send.
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useAttractionForm } from '../../src/web/components/attraction-form/use-attraction-form';
import { StepContext } from '../../src/web/components/attraction-form/wizard-form';
import {
  toAttractionInput,
  type WizardOptions,
} from '../../src/web/components/attraction-form/wizard-input';
import {
  emptyWizardValues,
  type WizardValues,
} from '../../src/web/components/attraction-form/wizard-values';

export const adminEdit: WizardOptions = { mode: 'edit', isAdmin: true, savedPrice: 2 };

export function FormHarness({
  children,
  initial = {},
  options = adminEdit,
  onValues,
}: {
  children: ReactNode;
  initial?: Partial<WizardValues>;
  options?: WizardOptions;
  onValues?: (body: ReturnType<typeof toAttractionInput>) => void;
}) {
  const { form, values, context } = useAttractionForm(
    { ...emptyWizardValues(), ...initial },
    options,
  );
  onValues?.(toAttractionInput(values, options));
  return (
    <FormProvider {...form}>
      <StepContext.Provider value={context}>{children}</StepContext.Provider>
    </FormProvider>
  );
}
