import { AutocompleteArrayInput, type AutocompleteArrayInputProps } from 'react-admin';
import { arrayValue } from './arrayValue';

/** The value of a multiple-select as it is shown: an array, or an error (SPEC §8) for anything else. */
export const multiSelectFormat = (inputName: string) => (value: unknown) => arrayValue(value, inputName);

/**
 * Every multiple-select of the portal (vehicle types, fleet vehicles, fuel pumps…): react-admin's
 * autocomplete whose value must be an array, so a record holding anything else raises an error
 * (SPEC §8) instead of showing nothing selected and saving that.
 */
export function MultiSelectInput(props: AutocompleteArrayInputProps) {
  const name = props.source ?? (typeof props.label === 'string' ? props.label : 'multiple-select');
  return <AutocompleteArrayInput format={multiSelectFormat(name)} {...props} />;
}
