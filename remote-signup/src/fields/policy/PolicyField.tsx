import { useTranslation } from '@marathon/shared';
import { CheckboxInput } from '@marathon/shared/form';
import { Button, Flex, Portal, Text } from '@marathon/shared/ui';
import { Dialog } from '@marathon/shared/ui-interactive';
import { useEffect, useRef, useState } from 'react';
import { defineField, type EditProps } from '../define-field';
import { textOf } from '../field-values';

/** Slack for sub-pixel scroll positions (zoomed pages stop a fraction short of the end). */
const END_SLACK_PX = 4;

function atEnd(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= END_SLACK_PX;
}

/** Plain text with blank lines between paragraphs: shown as paragraphs, never parsed as HTML. */
function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** The box, the link to the text and the dialog that holds it. */
function PolicyEdit({
  field,
  value,
  onChange,
  onBlur,
  inputId,
  language,
  error,
  describe,
}: EditProps<'policy'>) {
  const { t } = useTranslation();
  const accepted = value === true;
  const [open, setOpen] = useState(false);
  // Reading it once in this visit is enough to tick the box again after clearing it.
  const [read, setRead] = useState(false);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [body, setBody] = useState<HTMLElement | null>(null);
  // Blur fires as the dialog takes focus; the check waits until the dialog is closed.
  const dialogOpen = useRef(false);

  useEffect(() => {
    if (!body) return;
    // Measured after layout: the dialog opens with an animation and its text may wrap late (web fonts).
    let frame = requestAnimationFrame(() => {
      if (atEnd(body)) setReachedEnd(true);
    });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            cancelAnimationFrame(frame);
            frame = requestAnimationFrame(() => {
              if (atEnd(body)) setReachedEnd(true);
            });
          });
    observer?.observe(body);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [body]);

  const title = textOf(language, field.title);

  const show = () => {
    dialogOpen.current = true;
    setReachedEnd(false);
    setOpen(true);
  };
  const close = () => {
    dialogOpen.current = false;
    setOpen(false);
    onBlur();
  };
  const accept = () => {
    setRead(true);
    onChange(true);
    close();
  };
  const hintId = `${inputId}-scroll-hint`;
  return (
    <>
      <Flex align="center" gap="3" wrap="wrap">
        <CheckboxInput
          id={inputId}
          checked={accepted}
          onChange={(checked) => {
            if (!checked) onChange(false);
            else if (read) onChange(true);
            else show();
          }}
          onBlur={() => (dialogOpen.current ? undefined : onBlur())}
          invalid={error !== undefined}
          describedBy={describe()}
          label={t('signup.basic.policyAgree', { title })}
          testId={`${field.key}-input`}
        />
        <Button
          variant="plain"
          colorPalette="brand"
          color="brand.fg"
          size="sm"
          px="0"
          h="auto"
          textDecoration="underline"
          onClick={show}
          data-testid={`${field.key}-open`}
        >
          {accepted ? t('signup.basic.policyReadAgain') : t('signup.basic.policyOpen', { title })}
        </Button>
        {accepted ? (
          <Text fontSize="sm" color="green.700" data-testid={`${field.key}-accepted`}>
            ✓ {t('signup.basic.policyAccepted')}
          </Text>
        ) : null}
      </Flex>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => (details.open ? undefined : close())}
        scrollBehavior="inside"
        size="lg"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid={`${field.key}-dialog`}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body
                ref={setBody}
                // Focusable so the keyboard can scroll it (and so reach the accept button's condition).
                tabIndex={0}
                onScroll={(event) => (atEnd(event.currentTarget) ? setReachedEnd(true) : undefined)}
                data-testid={`${field.key}-content`}
              >
                {paragraphsOf(textOf(language, field.content)).map((paragraph, index) => (
                  <Text key={index} mb="3" whiteSpace="pre-line" lineHeight="tall">
                    {paragraph}
                  </Text>
                ))}
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {reachedEnd ? null : (
                  <Text
                    id={hintId}
                    fontSize="sm"
                    color="gray.600"
                    me="auto"
                    data-testid={`${field.key}-hint`}
                  >
                    {t('signup.basic.policyScrollHint')}
                  </Text>
                )}
                <Button variant="outline" onClick={close} data-testid={`${field.key}-close`}>
                  {t('common.close')}
                </Button>
                <Button
                  colorPalette="brand"
                  disabled={!reachedEnd}
                  aria-describedby={reachedEnd ? undefined : hintId}
                  onClick={accept}
                  data-testid={`${field.key}-accept`}
                >
                  {t('signup.basic.policyAccept')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

/**
 * A policy the runner must read and accept ('policy dialog'). Ticking the box opens the text; its
 * accept button is enabled once the text has been scrolled to its end (or fits without scrolling). Accepting hands
 * back true and closes; the box can be cleared again, and the text re-read at any time.
 */
export const PolicyField = defineField<'policy'>({
  readOnly: ({ value }, t) => (value === true ? t('signup.basic.policyAccepted') : ''),
  Edit: PolicyEdit,
});
