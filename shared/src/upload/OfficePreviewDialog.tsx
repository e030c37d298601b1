import { useTranslation } from '@marathon/shared';
import { Box, Button, Image, Link, Portal, Spinner, Text } from '@marathon/shared/ui';
import { Dialog } from '@marathon/shared/ui-interactive';
import { useEffect, useRef, useState } from 'react';
import { registerUploadMessages } from './messages';
import { renderDocx, renderSheets } from './office-render';
import { previewKind } from './preview-kind';

registerUploadMessages();

export interface PreviewFile {
  name: string;
  url: string;
}

/**
 * The office-file preview dialog: images and pdf are shown by the browser (pdf in an iframe), docx
 * and xls/xlsx are rendered here from the file's bytes; any other type offers its download.
 */
export function OfficePreviewDialog({ file, onClose }: { file: PreviewFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={file !== null} onOpenChange={(e) => (e.open ? null : onClose())} size="xl">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="office-preview">
            <Dialog.Header>
              <Dialog.Title>{file?.name ?? t('upload.previewTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{file ? <PreviewBody file={file} /> : null}</Dialog.Body>
            <Dialog.Footer>
              {file ? (
                <Link href={file.url} download={file.name} target="_blank" rel="noopener noreferrer">
                  {t('upload.download')}
                </Link>
              ) : null}
              <Button variant="outline" onClick={onClose}>
                {t('common.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PreviewBody({ file }: { file: PreviewFile }) {
  const { t } = useTranslation();
  const kind = previewKind(file.name);
  const docxTarget = useRef<HTMLDivElement>(null);
  const [sheets, setSheets] = useState<{ name: string; html: string }[] | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (kind !== 'docx' && kind !== 'sheet') return;
    let cancelled = false;
    const load = async () => {
      try {
        const data = await (await fetch(file.url)).arrayBuffer();
        if (cancelled) return;
        if (kind === 'docx' && docxTarget.current) await renderDocx(data, docxTarget.current);
        if (kind === 'sheet') setSheets(await renderSheets(data));
        if (!cancelled) setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [file.url, kind]);

  if (kind === 'image') return <Image src={file.url} alt={file.name} maxH="70vh" mx="auto" />;
  if (kind === 'pdf') {
    return <iframe src={file.url} title={file.name} style={{ width: '100%', height: '70vh', border: 0 }} />;
  }
  if (kind === 'none' || state === 'failed') return <Text>{t('upload.noPreview')}</Text>;
  return (
    <Box maxH="70vh" overflow="auto" data-testid={`preview-${kind}`}>
      {state === 'loading' ? <Spinner aria-label={t('upload.loading')} /> : null}
      <div ref={docxTarget} />
      {sheets?.map((sheet) => (
        <Box key={sheet.name} mb="4">
          <Text fontWeight="bold">{sheet.name}</Text>
          {/* Sanitised by DOMPurify in renderSheets. */}
          <div dangerouslySetInnerHTML={{ __html: sheet.html }} />
        </Box>
      ))}
    </Box>
  );
}
