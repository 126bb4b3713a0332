import { fireEvent, screen } from '@testing-library/react';

/** An MUI X picker's own input (its sections are a labelled group beside it): it holds the typed text. */
export const pickerInput = (label: string | RegExp) =>
  screen.getAllByLabelText(label).find((element): element is HTMLInputElement => element instanceof HTMLInputElement)!;

/** Types a whole date into a picker, as a paste would: dd/MM/yyyy (and hh:mm a for a date and time). */
export const typeIntoPicker = (label: string | RegExp, text: string) =>
  fireEvent.change(pickerInput(label), { target: { value: text } });
