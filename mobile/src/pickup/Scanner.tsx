import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useT } from '../app/i18n';

/**
 * The back camera reading the e-ticket's QR code: the first code read is the ticket's text. The camera stops when
 * a code is read, when the volunteer closes the scanner, or when the page leaves.
 */
export function Scanner({ onScan, onClose }: { onScan: (text: string) => void; onClose: () => void }) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const scanned = useEffectEvent(onScan);
  useEffect(() => {
    let controls: IScannerControls | null = null;
    let stopped = false;
    const reader = new BrowserQRCodeReader();
    reader
      .decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        video.current ?? undefined,
        (result, _error, running) => {
          if (!result || stopped) return;
          stopped = true;
          running.stop();
          scanned(result.getText());
        },
      )
      .then(
        (started) => {
          controls = started;
          if (stopped) started.stop();
        },
        () => setFailed(true),
      );
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);
  return (
    <div className="m-card m-scanner" data-testid="pickup-scanner">
      <p>{failed ? t('pickup.scanner.failed') : t('pickup.scanner.title')}</p>
      {/* A camera's live picture has nothing to caption. */}
      {failed ? null : <video ref={video} className="m-scanner-video" muted playsInline />}
      <button type="button" className="m-button m-button-quiet" onClick={onClose}>
        {t('pickup.scanner.close')}
      </button>
    </div>
  );
}
