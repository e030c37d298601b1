import type { SignupFieldType } from '@marathon/shared/api';
import type { ComponentType } from 'react';
import { CheckboxField } from './checkbox/CheckboxField';
import { ClothingSizeField } from './clothing-size/ClothingSizeField';
import { CountryField } from './country/CountryField';
import { DateField } from './date/DateField';
import { EmailField, PhoneField, TextInputField, UrlField } from './text/TextFields';
import type { FieldProps } from './field-props';
import { GenderField } from './gender/GenderField';
import { ImageField } from './image/ImageField';
import { NumberField } from './number/NumberField';
import { PastEventsField } from './past-events/PastEventsField';
import { PickerField } from './picker/PickerField';
import { PolicyField } from './policy/PolicyField';
import { RadioField } from './radio/RadioField';
import { RegionField } from './region/RegionField';
import { ScoreValidationField } from './score-validation/ScoreValidationField';
import { ScoreVerificationField } from './score-verification/ScoreVerificationField';
import { SignatureField } from './signature/SignatureField';
import { TextareaField } from './textarea/TextareaField';

/** The component of each sign-up field type; a type without one does not compile. */
export const FIELD_COMPONENTS: { [T in SignupFieldType]: ComponentType<FieldProps<T>> } = {
  input: TextInputField,
  textarea: TextareaField,
  number: NumberField,
  email: EmailField,
  phone: PhoneField,
  url: UrlField,
  gender: GenderField,
  checkbox: CheckboxField,
  radio: RadioField,
  picker: PickerField,
  clothingSize: ClothingSizeField,
  country: CountryField,
  date: DateField,
  region: RegionField,
  pastEvents: PastEventsField,
  scoreValidation: ScoreValidationField,
  scoreVerification: ScoreVerificationField,
  image: ImageField,
  signature: SignatureField,
  policy: PolicyField,
};
