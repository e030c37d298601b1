import { showMessage, useTranslation, type ImageSizeRule, type MessageKey } from '@marathon/shared';
import { admitFile } from './admit';
import { Box, Button, CloseButton, Flex, Image, Text } from '@marathon/shared/ui';
import { Dialog } from '@marathon/shared/ui-interactive';
import { Portal } from '@marathon/shared/ui';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { readImageSize } from './image-size';
import { registerUploadMessages } from './messages';
import { OfficePreviewDialog, type PreviewFile } from './OfficePreviewDialog';
import { ProgressCircle } from './ProgressCircle';
import { uploadFile, UploadError, type UploadEndpoint } from './upload-request';
import { previewKind } from './preview-kind';
import { usePrivateFileUrl } from './private-link';

registerUploadMessages();

export interface UploadedFile {
  name: string;
  url: string;
}

export interface FileUploadProps {
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** The call to post to: `endpoints.uploadImage` or `endpoints.uploadFile`. */
  endpoint: UploadEndpoint;
  /**
   * Resolves a url that is not a stored upload for display. Stored uploads are private: each is shown through its
   * owner's signed, short-lived address (`usePrivateFileUrl`), whatever this says.
   */
  resolveUrl?: (url: string) => string;
  /** Extensions accepted (the standard upload list by default). */
  accept?: readonly string[];
  /** e.g. '2MB'; units B, KB, MB, GB. */
  maxSize?: string;
  /** 0 or absent: unlimited. */
  limit?: number;
  /** Ask the visitor to confirm the files are genuine before choosing them. */
  confirmAuthenticity?: boolean;
  /** Ask before deleting a file. */
  confirmDelete?: boolean;
  /** Images must have exactly this size. */
  imageSize?: ImageSizeRule;
  /** Card size in px (148). */
  cardSize?: number;
  testId?: string;
}

const signature = (list: readonly UploadedFile[]): string => JSON.stringify(list.map((file) => file.url));

/** One uploaded file: a picture (or its name) that opens the preview, and its remove button. */
function FileCard({
  file,
  resolveUrl,
  cardSize,
  testId,
  onPreview,
  onRemove,
}: {
  file: UploadedFile;
  resolveUrl: (url: string) => string;
  cardSize: number;
  testId: string;
  onPreview: (file: PreviewFile) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const href = usePrivateFileUrl(file.url, resolveUrl);
  const image = previewKind(file.name) === 'image';
  return (
    <Box
      position="relative"
      w={`${cardSize}px`}
      h={`${cardSize}px`}
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      data-testid={`${testId}-item`}
    >
      <Button
        variant="ghost"
        w="full"
        h="full"
        p="0"
        aria-label={`${t('upload.preview')} ${file.name}`}
        disabled={href === null}
        onClick={() => (href ? onPreview({ name: file.name, url: href }) : undefined)}
      >
        {image && href ? (
          <Image src={href} alt={file.name} w="full" h="full" objectFit="cover" />
        ) : (
          <Text fontSize="sm" px="2" wordBreak="break-all">
            {file.name}
          </Text>
        )}
      </Button>
      <CloseButton
        size="xs"
        position="absolute"
        top="1"
        right="1"
        aria-label={`${t('upload.remove')} ${file.name}`}
        data-testid={`${testId}-remove`}
        onClick={onRemove}
      />
    </Box>
  );
}

interface Pending {
  id: number;
  name: string;
  percent: number;
}

/**
 * The multi-file uploader: type, size and count checked before sending (warnings),
 * the exact image size rule, an optional authenticity prompt and delete confirmation, a progress circle
 * while uploading, and a preview of each file.
 */
export function FileUpload({
  value,
  onChange,
  endpoint,
  resolveUrl = (url) => url,
  accept,
  maxSize,
  limit = 0,
  confirmAuthenticity = false,
  confirmDelete = false,
  imageSize,
  cardSize = 148,
  testId = 'file-upload',
}: FileUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [asking, setAsking] = useState<'authenticity' | { remove: string } | null>(null);
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  // Uploads finish between renders, several before the parent renders again: each one appends to the list the
  // previous one produced, not to the `value` of the render that started it (which kept only the last file).
  const files = useRef(value);
  // The lists this uploader handed to onChange, by their urls: a `value` with one of them is ours coming back
  // (possibly an older one, or the server's echo of it) and is already in `files`; any other list was set by the
  // parent (a draft restored, a form reset) and replaces ours.
  const emitted = useRef(new Set<string>());
  useEffect(() => {
    if (!emitted.current.has(signature(value))) files.current = value;
  }, [value]);
  const emit = (list: UploadedFile[]) => {
    files.current = list;
    emitted.current.add(signature(list));
    onChange(list);
  };
  // Files chosen but not yet in the list: they count against the limit from the moment they are admitted.
  const inFlight = useRef(0);
  // Finished uploads join the list in the order they were chosen, whichever answer comes back first.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextId = useRef(1);

  const warn = (key: MessageKey, values: Record<string, unknown> = {}) =>
    showMessage('warning', t(key, values));

  async function admit(file: File, existing: number): Promise<boolean> {
    const options = { existing, limit, ...(accept ? { accept } : {}), ...(maxSize ? { maxSize } : {}) };
    const problem = await admitFile(file, { ...options, ...(imageSize ? { imageSize } : {}) }, () =>
      readImageSize(file),
    );
    if (problem) warn(problem.key, 'values' in problem ? problem.values : {});
    return problem === null;
  }

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of chosen) {
      if (!(await admit(file, files.current.length + inFlight.current))) continue;
      inFlight.current += 1;
      const id = nextId.current++;
      setPending((list) => [...list, { id, name: file.name, percent: 0 }]);
      const upload = uploadFile(endpoint, file, (percent) =>
        setPending((list) => list.map((p) => (p.id === id ? { ...p, percent } : p))),
      );
      queue.current = queue.current.then(() =>
        upload
          .then((answer) => emit([...files.current, { name: answer.name, url: answer.url }]))
          .catch((error: unknown) => {
            const msg = error instanceof UploadError && error.message ? error.message : t('upload.failed');
            showMessage('warning', msg);
          })
          .finally(() => {
            inFlight.current -= 1;
            setPending((list) => list.filter((p) => p.id !== id));
          }),
      );
    }
  }

  const full = limit > 0 && value.length + pending.length >= limit;
  const remove = (url: string) => emit(files.current.filter((file) => file.url !== url));
  return (
    <Flex gap="3" wrap="wrap" data-testid={testId}>
      {value.map((file) => (
        <FileCard
          key={file.url}
          file={file}
          resolveUrl={resolveUrl}
          cardSize={cardSize}
          testId={testId}
          onPreview={setPreview}
          onRemove={() => (confirmDelete ? setAsking({ remove: file.url }) : remove(file.url))}
        />
      ))}
      {pending.map((item) => (
        <Flex
          key={item.id}
          w={`${cardSize}px`}
          h={`${cardSize}px`}
          borderWidth="1px"
          borderRadius="md"
          direction="column"
          align="center"
          justify="center"
          gap="2"
          data-testid={`${testId}-uploading`}
        >
          <ProgressCircle percent={item.percent} label={t('upload.uploading', { percent: item.percent })} />
          <Text fontSize="xs" px="2" truncate maxW="full">
            {item.name}
          </Text>
        </Flex>
      ))}
      {full ? null : (
        <Button
          variant="outline"
          borderStyle="dashed"
          w={`${cardSize}px`}
          h={`${cardSize}px`}
          onClick={() => (confirmAuthenticity ? setAsking('authenticity') : input.current?.click())}
          data-testid={`${testId}-add`}
        >
          + {t('upload.add')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        hidden
        multiple={limit !== 1}
        accept={(accept ?? []).map((ext) => `.${ext}`).join(',') || undefined}
        onChange={(event) => void onFiles(event)}
        data-testid={`${testId}-input`}
      />
      <Dialog.Root
        open={asking !== null}
        role="alertdialog"
        onOpenChange={(e) => (e.open ? null : setAsking(null))}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  {asking === 'authenticity' ? t('upload.authenticityTitle') : t('upload.remove')}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {asking === 'authenticity' ? t('upload.authenticity') : t('upload.removeConfirm')}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setAsking(null)}>
                  {t('common.cancel')}
                </Button>
                <Button
                  data-testid={`${testId}-confirm`}
                  colorPalette="brand"
                  onClick={() => {
                    if (asking === 'authenticity') input.current?.click();
                    else if (asking) remove(asking.remove);
                    setAsking(null);
                  }}
                >
                  {t('common.confirm')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <OfficePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </Flex>
  );
}
