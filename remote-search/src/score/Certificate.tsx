import { api, useTranslation } from '@marathon/shared';
import type { ScoreResult } from '@marathon/shared/api';
import { useState } from 'react';

type CertificateFormat = 'png' | 'pdf';

/**
 * The server-drawn certificate (query type 6): the SVG shown in the page, PNG and PDF offered as files. Drawn
 * without Chakra (part of a result link's first screen); the download and its API client load on the first click.
 */
export function Certificate({ result }: { result: ScoreResult }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<CertificateFormat | null>(null);
  const src = `${api().baseURL}${result.certificatePath}`;
  const download = async (format: CertificateFormat) => {
    setBusy(format);
    try {
      const { downloadCertificate } = await import('./certificate-download');
      await downloadCertificate(result, format);
    } catch {
      // The client has shown why.
    } finally {
      setBusy(null);
    }
  };
  const button = (format: CertificateFormat, label: string, testId: string) => (
    <button
      type="button"
      className="ui-button ui-button--outline"
      disabled={busy !== null}
      aria-busy={busy === format || undefined}
      onClick={() => void download(format)}
      data-testid={testId}
    >
      {label}
    </button>
  );
  return (
    <div className="score-certificate" data-testid="score-certificate">
      <p>{t('search.score.certificate')}</p>
      <img
        src={src}
        alt={t('search.score.certificateAlt', { name: result.name })}
        width={240}
        height={339}
        loading="lazy"
      />
      {/* A picture for a phone's gallery and chats, a PDF for print; both drawn on the server with one font. */}
      <div className="score-actions">
        {button('png', t('search.score.downloadCertificate'), 'score-certificate-download')}
        {button('pdf', t('search.score.downloadCertificatePdf'), 'score-certificate-pdf')}
      </div>
    </div>
  );
}
