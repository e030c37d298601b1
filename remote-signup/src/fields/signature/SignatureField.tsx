import { useTranslation } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { uploadFile, UploadError, usePrivateFileUrl } from '@marathon/shared/upload';
import { Button, chakra, Flex, Image, Stack, Text } from '@marathon/shared/ui';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { SubInput } from '../advanced-common/controls';
import { FieldShell } from '../FieldShell';
import type { FieldProps } from '../field-props';
import { stringValue, textOf } from '../field-values';
import { ReadOnlyAnswer } from '../ReadOnly';
import {
  lineWidthFor,
  PAD,
  paintPad,
  paintSegment,
  pointOnPad,
  savedSize,
  type InkPoint,
  type PadContent,
  type PixelSize,
} from './ink';
import { usePadBitmap } from './use-pad-bitmap';

type Mode = 'draw' | 'type';

const Canvas = chakra('canvas');

const bitmapOf = (canvas: HTMLCanvasElement): PixelSize => ({ width: canvas.width, height: canvas.height });
/** The pad's box inside its border, in CSS pixels (the pad's own size where it is not laid out). */
const boxOf = (canvas: HTMLCanvasElement | null): PixelSize => ({
  width: canvas?.clientWidth || PAD.width,
  height: canvas?.clientHeight || PAD.height,
});

/**
 * The pad as the runner sees it, saved as a PNG of SAVED_WIDTH pixels across (the pad's shape). Painted on a
 * canvas placed beside the pad while it paints: a canvas outside the page picks its fallback faces without the
 * page's language, and the typed name would be saved in another face than the one shown.
 */
async function pngOf(content: PadContent, pad: HTMLCanvasElement | null): Promise<File> {
  const size = savedSize(boxOf(pad));
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'fixed', left: '-10000px', top: '0', visibility: 'hidden' });
  pad?.after(canvas);
  try {
    const ctx = canvas.getContext('2d');
    if (ctx) paintPad(ctx, size, content);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new UploadError('');
    return new File([blob], 'signature.png', { type: 'image/png' });
  } finally {
    canvas.remove();
  }
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
  // What the pad holds, apart from its bitmap: the strokes so far (the one being drawn last) and the pointer drawing it.
  const strokes = useRef<InkPoint[][]>([]);
  const stroke = useRef<{ pointerId: number } | null>(null);
  const [mode, setMode] = useState<Mode>('draw');
  const [hasInk, setHasInk] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const url = stringValue(value);
  // Uploads are private: the saved signature shows through the runner's signed address of it.
  const savedSrc = usePrivateFileUrl(url);

  const content = useCallback(
    (): PadContent =>
      mode === 'type' ? { kind: 'typed', name: typedName } : { kind: 'drawn', strokes: strokes.current },
    [mode, typedName],
  );
  const repaint = useCallback(() => {
    const pad = canvas.current;
    const ctx = pad?.getContext('2d');
    if (pad && ctx) paintPad(ctx, bitmapOf(pad), content());
  }, [content]);
  const padRef = usePadBitmap(canvas, repaint);
  // A typed letter or a change of mode paints the pad anew.
  useEffect(() => repaint(), [repaint]);

  if (props.readOnly)
    return (
      <ReadOnlyAnswer field={field} inputId={inputId} image={{ url, alt: textOf(language, field.label) }} />
    );

  const inkAt = (event: ReactPointerEvent<HTMLCanvasElement>): InkPoint => ({
    ...pointOnPad(event.currentTarget, event.clientX, event.clientY),
    width: lineWidthFor(event.pointerType, event.pressure),
  });

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (mode !== 'draw' || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    event.preventDefault();
    try {
      // Keeps the stroke when the pointer leaves the pad mid-line.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks cannot be captured; the stroke still draws while over the pad.
    }
    const point = inkAt(event);
    strokes.current = [...strokes.current, [point]];
    stroke.current = { pointerId: event.pointerId };
    paintSegment(ctx, bitmapOf(event.currentTarget), null, point);
    setHasInk(true);
    setSaveError(null);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const drawing = strokes.current.at(-1);
    const last = drawing?.at(-1);
    const ctx = event.currentTarget.getContext('2d');
    if (stroke.current?.pointerId !== event.pointerId || !drawing || !last || !ctx) return;
    const point = inkAt(event);
    drawing.push(point);
    paintSegment(ctx, bitmapOf(event.currentTarget), last, point);
  };

  const endStroke = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (stroke.current?.pointerId === event.pointerId) stroke.current = null;
  };

  const clear = () => {
    strokes.current = [];
    stroke.current = null;
    setHasInk(false);
    setTypedName('');
    setSaveError(null);
    const pad = canvas.current;
    const ctx = pad?.getContext('2d');
    if (pad && ctx) paintPad(ctx, bitmapOf(pad), { kind: 'drawn', strokes: [] });
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
    // Saved from what the pad holds, at the pad's shape: the picture the runner saw, whatever the screen's pixels.
    const saved = content();
    setSaving(true);
    setSaveError(null);
    try {
      const answer = await uploadFile(
        endpoints.uploadImage,
        await pngOf(saved, canvas.current),
        () => undefined,
      );
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
          ref={padRef}
          // No width or height here: chakra() takes them for CSS; the bitmap follows the box (usePadBitmap).
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
