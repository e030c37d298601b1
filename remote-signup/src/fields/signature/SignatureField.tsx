import { useTranslation } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { uploadFile, UploadError, usePrivateFileUrl } from '@marathon/shared/upload';
import { Button, chakra, Flex, Image, Stack, Text } from '@marathon/shared/ui';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { SubInput } from '../advanced-common/controls';
import { FieldShell } from '../FieldShell';
import type { FieldProps } from '../field-props';
import { stringValue, textOf } from '../field-values';
import { ReadOnlyAnswer } from '../ReadOnly';

/** The pad's drawing size in canvas pixels (3:1); it is scaled to the page width by CSS. */
export const PAD = { width: 600, height: 200 } as const;
const INK = '#111827';
/**
 * Handwriting-like faces most systems have (Windows, macOS, then Chinese script faces), with the generic
 * 'cursive' last: the typed name should read as a signature, in Latin and Chinese letters alike.
 */
export const HANDWRITING_FONT =
  '"Segoe Script", "Bradley Hand", "Snell Roundhand", "Brush Script MT", "STXingkai", "Xingkai SC", "KaiTi", "STKaiti", cursive';

type Mode = 'draw' | 'type';

const Canvas = chakra('canvas');

function context(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  return canvas?.getContext('2d') ?? null;
}

/** The typed name, centred and as large as fits, in the handwriting face; an empty name leaves the pad blank. */
export function paintTypedName(canvas: HTMLCanvasElement | null, name: string): void {
  const ctx = context(canvas);
  if (!ctx) return;
  ctx.clearRect(0, 0, PAD.width, PAD.height);
  const text = name.trim();
  if (!text) return;
  let size = 96;
  ctx.font = `${size}px ${HANDWRITING_FONT}`;
  while (size > 24 && ctx.measureText(text).width > PAD.width - 40) {
    size -= 4;
    ctx.font = `${size}px ${HANDWRITING_FONT}`;
  }
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, PAD.width / 2, PAD.height / 2);
}

function pngOf(canvas: HTMLCanvasElement): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(new File([blob], 'signature.png', { type: 'image/png' }));
      else reject(new UploadError(''));
    }, 'image/png');
  });
}

/**
 * Signature: drawn on a pad with a mouse, a finger or a pen (pointer events), or, for keyboard and
 * assistive-technology users (WCAG 2.5.7: dragging must have an alternative), typed and set in a handwriting
 * face. Either way the pad is saved as a PNG through the image upload, and the answer is its url.
 */
export function SignatureField(props: FieldProps<'signature'>) {
  const { field, value, onChange, onBlur, errorAt, inputId, language, answerOf } = props;
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const [mode, setMode] = useState<Mode>('draw');
  const [hasInk, setHasInk] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const url = stringValue(value);
  // Uploads are private: the saved signature shows through the runner's signed address of it.
  const savedSrc = usePrivateFileUrl(url);

  useEffect(() => {
    if (mode === 'type') paintTypedName(canvas.current, typedName);
  }, [mode, typedName, url]);

  if (props.readOnly)
    return (
      <ReadOnlyAnswer field={field} inputId={inputId} image={{ url, alt: textOf(language, field.label) }} />
    );

  const point = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    // The pad is drawn at PAD size and shown at the page's width: map the pointer into canvas pixels.
    const scaleX = rect.width > 0 ? PAD.width / rect.width : 1;
    const scaleY = rect.height > 0 ? PAD.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (mode !== 'draw' || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const ctx = context(canvas.current);
    if (!ctx) return;
    event.preventDefault();
    try {
      // Keeps the stroke when the pointer leaves the pad mid-line.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks cannot be captured; the stroke still draws while over the pad.
    }
    const { x, y } = point(event);
    stroke.current = { pointerId: event.pointerId, x, y };
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.arc(x, y, 1.5, 0, Math.PI * 2);
    ctx.fill();
    setHasInk(true);
    setSaveError(null);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const last = stroke.current;
    const ctx = context(canvas.current);
    if (!last || last.pointerId !== event.pointerId || !ctx) return;
    const { x, y } = point(event);
    ctx.strokeStyle = INK;
    // A pen reports pressure: a firmer press draws a wider line, as ink would.
    ctx.lineWidth = event.pointerType === 'pen' && event.pressure > 0 ? 1.5 + event.pressure * 3 : 3;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(last.x, last.y);
    ctx.lineTo(x, y);
    ctx.stroke();
    stroke.current = { pointerId: event.pointerId, x, y };
  };

  const endStroke = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (stroke.current?.pointerId === event.pointerId) stroke.current = null;
  };

  const clear = () => {
    context(canvas.current)?.clearRect(0, 0, PAD.width, PAD.height);
    setHasInk(false);
    setTypedName('');
    setSaveError(null);
  };

  const switchMode = (next: Mode) => {
    clear();
    if (next === 'type') {
      // The entrant's name is the usual signature: offered, not imposed (it stays editable and unsaved).
      const name = answerOf('name');
      setTypedName(typeof name === 'string' ? name.trim() : '');
    }
    setMode(next);
  };

  async function use() {
    const pad = canvas.current;
    if (!pad) return;
    if (mode === 'type') paintTypedName(pad, typedName);
    setSaving(true);
    setSaveError(null);
    try {
      const answer = await uploadFile(endpoints.uploadImage, await pngOf(pad), () => undefined);
      onChange(answer.url);
      onBlur();
      clear();
    } catch (error) {
      setSaveError(
        error instanceof UploadError && error.message ? error.message : t('signup.signatureField.saveFailed'),
      );
    } finally {
      setSaving(false);
    }
  }

  const ready = mode === 'draw' ? hasInk : typedName.trim() !== '';
  const error = errorAt();

  if (url)
    return (
      <FieldShell field={field} inputId={inputId} error={error} group>
        <Flex gap="4" align="center" wrap="wrap">
          <Image
            src={savedSrc ?? undefined}
            alt={t('signup.signatureField.saved')}
            maxW="300px"
            borderWidth="1px"
            borderRadius="md"
            bg="white"
            data-testid={`${field.key}-saved`}
          />
          <Button
            id={inputId}
            variant="outline"
            size="sm"
            onClick={() => {
              onChange('');
              setMode('draw');
            }}
            data-testid={`${field.key}-sign-again`}
          >
            {t('signup.signatureField.signAgain')}
          </Button>
        </Flex>
      </FieldShell>
    );

  return (
    <FieldShell field={field} inputId={inputId} error={error} group>
      <Stack gap="3">
        <Text fontSize="sm" color="gray.600" id={`${inputId}-hint`}>
          {mode === 'draw' ? t('signup.signatureField.drawHint') : t('signup.signatureField.typedHint')}
        </Text>
        {mode === 'type' ? (
          <SubInput
            id={inputId}
            label={t('signup.signatureField.typedName')}
            testId={`${field.key}-typed-name`}
            value={typedName}
            onChange={(name) => {
              setTypedName(name);
              setSaveError(null);
            }}
            maxLength={40}
            autoComplete="name"
          />
        ) : null}
        <Canvas
          ref={canvas}
          width={PAD.width}
          height={PAD.height}
          w="full"
          maxW={`${PAD.width}px`}
          aspectRatio={`${PAD.width} / ${PAD.height}`}
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={error ? 'red.500' : 'gray.300'}
          borderRadius="md"
          bg="white"
          cursor={mode === 'draw' ? 'crosshair' : 'default'}
          // The page must not scroll or zoom while a finger writes on the pad.
          touchAction="none"
          role="img"
          aria-label={t('signup.signatureField.canvas')}
          aria-describedby={`${inputId}-hint`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endStroke}
          onPointerCancel={endStroke}
          data-testid={`${field.key}-canvas`}
        />
        <Flex gap="3" wrap="wrap" align="center">
          <Button
            variant="outline"
            size="sm"
            onClick={clear}
            disabled={!ready || saving}
            data-testid={`${field.key}-clear`}
          >
            {t('signup.signatureField.clear')}
          </Button>
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => void use()}
            disabled={!ready}
            loading={saving}
            loadingText={t('signup.signatureField.saving')}
            data-testid={`${field.key}-use`}
          >
            {t('signup.signatureField.use')}
          </Button>
          <Button
            id={mode === 'draw' ? inputId : undefined}
            variant="ghost"
            size="sm"
            onClick={() => switchMode(mode === 'draw' ? 'type' : 'draw')}
            data-testid={`${field.key}-${mode === 'draw' ? 'type-instead' : 'draw-instead'}`}
          >
            {mode === 'draw'
              ? t('signup.signatureField.typeInstead')
              : t('signup.signatureField.drawInstead')}
          </Button>
        </Flex>
        {saveError ? (
          <Text role="alert" color="red.600" fontSize="sm" data-testid={`${field.key}-save-error`}>
            {saveError}
          </Text>
        ) : null}
      </Stack>
    </FieldShell>
  );
}
