import { Box, Button, HStack, Text } from '@marathon/shared/ui';
import { errorMessage, useTranslation } from '@marathon/shared';
import { CORRECTION_MAX_ATTACHMENTS, endpoints } from '@marathon/shared/api';
import { uploadFile } from '@marathon/shared/upload/request';
import { useRef, useState, type ChangeEvent } from 'react';

/** Evidence a runner may have: a photo (of a watch, a timing screen) or the GPS file their watch wrote. */
const EVIDENCE_TYPES = ['jpg', 'jpeg', 'png', 'pdf', 'gpx', 'tcx', 'fit'];
/** The API's limit for a file upload. */
const MAX_BYTES = 20 * 1024 * 1024;

export interface Evidence {
  name: string;
  url: string;
}

/**
 * Up to two files through the usual upload call (checked there by their bytes); type and size are checked here
 * first, so a wrong file is refused in words before it is sent.
 */
export function EvidenceFiles({
  value,
  onChange,
}: {
  value: Evidence[];
  onChange: (files: Evidence[]) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!EVIDENCE_TYPES.includes(extension)) return setProblem(t('result.correction.fileType'));
    if (file.size > MAX_BYTES) return setProblem(t('result.correction.fileSize'));
    setProblem(null);
    setProgress(0);
    try {
      const answer = await uploadFile(endpoints.uploadFile, file, setProgress);
      onChange([...value, { name: answer.name, url: answer.url }]);
    } catch (error) {
      setProblem(errorMessage(error) || t('result.correction.fileFailed'));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Box mb="2" data-testid="correction-evidence">
      <Text fontSize="sm" fontWeight="medium" mb="1">
        {t('result.correction.evidence')}
      </Text>
      {value.map((file) => (
        <HStack key={file.url} gap="2" fontSize="sm" data-testid="correction-evidence-file">
          <Text>{file.name}</Text>
          <Button
            size="2xs"
            variant="outline"
            onClick={() => onChange(value.filter((other) => other.url !== file.url))}
          >
            {t('result.correction.remove')}
          </Button>
        </HStack>
      ))}
      <input
        ref={input}
        type="file"
        hidden
        accept={EVIDENCE_TYPES.map((type) => `.${type}`).join(',')}
        onChange={(event) => void choose(event)}
        data-testid="correction-evidence-input"
      />
      {value.length < CORRECTION_MAX_ATTACHMENTS ? (
        <Button
          size="xs"
          variant="outline"
          loading={progress !== null}
          onClick={() => input.current?.click()}
        >
          {progress !== null
            ? t('result.correction.uploading', { percent: progress })
            : t('result.correction.addFile')}
        </Button>
      ) : null}
      {problem ? (
        <Text role="alert" fontSize="sm" color="red.700">
          {problem}
        </Text>
      ) : null}
    </Box>
  );
}
