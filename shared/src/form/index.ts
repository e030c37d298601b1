/**
 * The form kit every form is built from: a field frame (label, required mark, hint, error line) and the controls
 * that sit in it, made for react-hook-form (`register` spread into TextField's input; Controller's field handed to
 * the others). A federated singleton: the remotes share one copy.
 */
export { FieldFrame } from './FieldFrame';
export { ErrorLine } from './ErrorLine';
export { TextField } from './TextField';
export { SelectField, SelectInput } from './SelectField';
export { RadioChoices } from './RadioChoices';
export { CheckboxField, CheckboxInput } from './CheckboxField';
export { describedBy, errorIdOf, fieldAria, hintIdOf } from './field-ids';
