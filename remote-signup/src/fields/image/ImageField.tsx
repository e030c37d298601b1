import { Box } from '@marathon/shared/ui';
import { ImageUpload } from '../advanced-common/uploads';
import { FieldShell } from '../FieldShell';
import type { FieldProps } from '../field-props';
import { stringValue, textOf } from '../field-values';
import { ReadOnlyAnswer } from '../ReadOnly';

/**
 * Image upload: one picture, sent as soon as it is chosen; the answer is its stored url ('' once
 * removed). A configured size is the exact-size rule of uploaded images, which the uploader checks (and words) itself.
 */
export function ImageField(props: FieldProps<'image'>) {
  const { field, value, onChange, onBlur, errorAt, inputId, readOnly, language } = props;
  const url = stringValue(value);
  if (readOnly)
    return (
      <ReadOnlyAnswer field={field} inputId={inputId} image={{ url, alt: textOf(language, field.label) }} />
    );
  return (
    <FieldShell field={field} inputId={inputId} error={errorAt()} group>
      {/* The page moves to a field with an error by its inputId; the uploader's button inside is the control. */}
      <Box id={inputId}>
        <ImageUpload
          url={url}
          onChange={(next) => {
            onChange(next);
            // A finished upload or a removal is when the answer changes: check it then, as a blur would.
            onBlur();
          }}
          imageSize={field.image}
          testId={`${field.key}-upload`}
        />
      </Box>
    </FieldShell>
  );
}
