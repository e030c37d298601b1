import { errorMessageOf, RESEND_COUNTDOWN_S, useTranslation } from '@marathon/shared';
import { Box, Button } from '@marathon/shared/ui';
import type { Input } from '@marathon/shared/ui-interactive';
import { useState, type ComponentProps } from 'react';
import { TextField } from '@marathon/shared/form';
import { SliderCaptcha } from '../slider/SliderCaptcha';
import type { HumanVerification } from '@marathon/shared/api';
import { sendLabel } from './send-label';
import { useCountdown } from './use-countdown';
import { useErrorText } from '../forms/field-error';

interface CodeFieldProps {
  input: ComponentProps<typeof Input>;
  error?: string | undefined;
  /** A failure of the form's own call (register, reset), already in the visitor's language. */
  message?: string | null | undefined;
  testId: string;
  scene: string;
  /** Validates the phone or email field first; false stops the flow. */
  validateTarget: () => Promise<boolean>;
  /** Sends the code; rejects with the API's error. */
  send: (human: HumanVerification) => Promise<void>;
}

type Phase = 'idle' | 'verifying' | 'sending';

/**
 * The code input and its send button: validate the target, show the slider, send on pass, then count
 * down 60 s ('N秒后重试' / 'Retrieve in N seconds') and offer 'resend'; the button is disabled while counting.
 * Send failures raise no page message, but a refused resend or a rate limit is said under the field:
 * a visitor who gets no code must know why.
 */
export function CodeField({ input, error, message, testId, scene, validateTarget, send }: CodeFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [phase, setPhase] = useState<Phase>('idle');
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // Each send gets a fresh slider (a challenge pays for one send); a passed one stays shown as 'verified'.
  const [sliderKey, setSliderKey] = useState<number | null>(null);
  const countdown = useCountdown();
  const counting = countdown.left > 0;

  const onSendClick = async () => {
    setSendError(null);
    if (phase === 'verifying') {
      setSendError(t('validation.slider'));
      return;
    }
    if (!(await validateTarget())) return;
    setSliderKey((key) => (key ?? 0) + 1);
    setPhase('verifying');
  };

  const onPass = async (human: HumanVerification) => {
    setSendError(null);
    setPhase('sending');
    try {
      await send(human);
      setSent(true);
      countdown.start(RESEND_COUNTDOWN_S);
    } catch (failure) {
      setSendError(errorMessageOf(failure));
    } finally {
      setPhase('idle');
    }
  };

  const labelKey = sendLabel({ left: countdown.left, sent: sent || countdown.done });
  const label = 'count' in labelKey ? t(labelKey.key, { count: labelKey.count }) : t(labelKey.key);
  return (
    <Box>
      <TextField
        label={t('auth.fields.captcha')}
        error={sendError ?? errorText(error) ?? message ?? undefined}
        testId={testId}
        input={{ ...input, inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
        addon={
          <Button
            type="button"
            variant="outline"
            minW="150px"
            disabled={counting || phase === 'sending'}
            loading={phase === 'sending'}
            data-testid={`${testId}-send`}
            onClick={() => void onSendClick()}
          >
            {label}
          </Button>
        }
      />
      {sliderKey !== null ? (
        <SliderCaptcha key={sliderKey} scene={scene} onPass={(human) => void onPass(human)} />
      ) : null}
    </Box>
  );
}
