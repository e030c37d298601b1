import { endpoints } from '@marathon/shared/api';
import { FileUpload, type FileUploadProps, type UploadedFile } from '@marathon/shared/upload';
import { Box, Text } from '@marathon/shared/ui';

type ImageSizeRule = NonNullable<FileUploadProps['imageSize']>;

/** The uploader's list for a one-file answer ('' or missing: none). */
export function filesOf(url: unknown): UploadedFile[] {
  if (typeof url !== 'string' || url === '') return [];
  return [{ name: url.slice(url.lastIndexOf('/') + 1), url }];
}

/** What the image fields accept: photos and scans as phones and cameras save them. */
export const IMAGE_UPLOAD = { accept: ['jpg', 'jpeg', 'png'], maxSize: '5MB' } as const;

/**
 * One image, sent to the image upload as soon as it is chosen: the answer is its stored url ('' once removed).
 * A configured size is the exact-size rule of uploaded images, which the uploader checks (and words) itself.
 */
export function ImageUpload({
  url,
  onChange,
  imageSize,
  testId,
  confirmDelete = true,
  cardSize,
}: {
  url: string;
  onChange: (url: string) => void;
  imageSize?: ImageSizeRule | undefined;
  testId: string;
  confirmDelete?: boolean;
  cardSize?: number;
}) {
  return (
    <FileUpload
      value={filesOf(url)}
      onChange={(files) => onChange(files[0]?.url ?? '')}
      endpoint={endpoints.uploadImage}
      accept={IMAGE_UPLOAD.accept}
      maxSize={IMAGE_UPLOAD.maxSize}
      limit={1}
      confirmDelete={confirmDelete}
      {...(imageSize ? { imageSize } : {})}
      {...(cardSize ? { cardSize } : {})}
      testId={testId}
    />
  );
}

/** An image that is one part of a field (a certificate, a proof of address): its label, the upload, its error. */
export function ImagePart({
  label,
  labelId,
  error,
  testId,
  ...upload
}: {
  label: string;
  labelId?: string;
  error: string | undefined;
  testId: string;
  url: string;
  onChange: (url: string) => void;
  imageSize?: ImageSizeRule | undefined;
}) {
  return (
    <Box>
      <Text fontSize="sm" mb="1" id={labelId}>
        {label}
      </Text>
      <ImageUpload {...upload} testId={testId} />
      {error ? (
        <Text color="red.600" fontSize="sm" mt="1" data-testid={`${testId}-error`}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
