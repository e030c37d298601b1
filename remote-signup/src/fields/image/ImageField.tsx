import { localized } from '@marathon/shared';
import { API_PATHS } from '@marathon/shared/api';
import { FileUpload } from '@marathon/shared/upload';
import { Box } from '@marathon/shared/ui';
import { ReadOnlyText, textOf, Thumbnail } from '../advanced-common/ReadOnly';
import { displayUrl, filesOf, IMAGE_UPLOAD } from '../advanced-common/uploads';
import { FieldShell } from '../FieldShell';
import type { FieldProps } from '../field-props';

/**
 * Spec 000 §1 image upload: one picture, sent as soon as it is chosen; the answer is its stored url ('' once
 * removed). A configured size is the exact-size rule of spec 000 §5, which the uploader checks (and words) itself.
 */
export function ImageField(props: FieldProps<'image'>) {
  const { field, value, onChange, onBlur, errorAt, inputId, readOnly, language } = props;
  const url = textOf(value);
  if (readOnly)
    return (
      <FieldShell field={field} inputId={inputId} error={undefined} group>
        <ReadOnlyText testId={`${field.key}-readonly`}>
          {url ? (
            <Thumbnail
              url={url}
              alt={localized(language, field.label.zh, field.label.en)}
              testId={`${field.key}-readonly-image`}
            />
          ) : null}
        </ReadOnlyText>
      </FieldShell>
    );
  return (
    <FieldShell field={field} inputId={inputId} error={errorAt()} group>
      {/* The page moves to a field with an error by its inputId; the uploader's button inside is the control. */}
      <Box id={inputId}>
        <FileUpload
          value={filesOf(url)}
          onChange={(files) => {
            onChange(files[0]?.url ?? '');
            // A finished upload or a removal is when the answer changes: check it then, as a blur would.
            onBlur();
          }}
          endpoint={API_PATHS.uploadImage}
          resolveUrl={displayUrl}
          accept={IMAGE_UPLOAD.accept}
          maxSize={IMAGE_UPLOAD.maxSize}
          limit={1}
          confirmDelete
          {...(field.image ? { imageSize: field.image } : {})}
          testId={`${field.key}-upload`}
        />
      </Box>
    </FieldShell>
  );
}
